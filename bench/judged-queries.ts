/**
 * Judged queries for the search relevance benchmark: what shoppers type on cl (Spanish) and
 * br (Portuguese), each with the rule that says which products answer it. The rules name what
 * survives a regenerated catalogue (category ids, the shared tree of every tenant; variant
 * colours and sizes), never product names or ids, so the judgments do not follow the engine.
 * Codes are judged apart (bench/search-relevance.ts picks them from the database).
 *
 * Category ids (the same tree in every tenant): 10001 wall paints (10002 latex, 10003 special,
 * 10004 spray), 10006 varnishes, 10007 wood protectors, 10008 enamels and anti-rust,
 * 10012 sandpaper, 10014 brushes and rollers, 10015 masking tapes, 10030 drills, 10031 saws,
 * 10032 grinders and sanders, 10034 hammers and screwdrivers, 10035 wrenches and pliers,
 * 10036 measuring and levels, 10038 drill bits, 10039 cutting discs, 10041 tool boxes,
 * 10045 cement and mortar, 10046 sand and aggregates, 10047 bricks and blocks, 10052 plasterboard,
 * 10060 toilets, 10061 washbasins, 10063 vanity units with basin, 10067 showers,
 * 10072 bathroom mirrors, 10075 kitchen sinks, 10078 hobs, 10079 hoods, 10080 ovens,
 * 10089 LED bulbs, 10092 ceiling lamps, 10093 floor and table lamps, 10099 smart bulbs,
 * 10100 LED strips, 10106 hoses, 10109 plant pots, 10110 substrates and fertilisers,
 * 10116 screws, 10120 locks, 10121 padlocks, 10124 hinges, 10128 work gloves,
 * 10129 safety footwear, 10134 electric cables, 10138 switches, 10139 sockets and adapters,
 * 10144 smart plugs, 10148 PVC pipes, 10149 PPR and copper pipes, 10152 stop valves,
 * 10155 gas water heaters, 10156 electric water heaters, 10158 water pumps, 10159 water tanks,
 * 10166 curtains, 10167 roller blinds and rods, 10169 rugs and doormats, 10170 cushions and throws.
 */

export type QueryKind = 'everyday' | 'typo' | 'plural' | 'attribute' | 'synonym';

export interface Judgment {
  query: string;
  kind: QueryKind;
  /** Relevant products are in one of these categories (ids without the "CATG" prefix)... */
  categories: number[];
  /** ...and, when given, have a variant of this colour (a word of its name, e.g. "blanco"). */
  color?: string;
  /** ...and, when given, have a variant of this size. */
  size?: string;
}

const paints = [10001, 10008];
const bulbs = [10089, 10099];
const sockets = [10139, 10144];
const heaters = [10155, 10156];

export const judgedQueries: Record<'es' | 'pt', Judgment[]> = {
  es: [
    { query: 'pintura', kind: 'everyday', categories: paints },
    { query: 'pintura latex', kind: 'everyday', categories: [10002] },
    // Enamels are sold for wood and metal and as water-based wall enamels.
    { query: 'esmalte', kind: 'everyday', categories: paints },
    { query: 'barniz', kind: 'everyday', categories: [10006] },
    { query: 'rodillo', kind: 'everyday', categories: [10014] },
    { query: 'lija', kind: 'everyday', categories: [10012] },
    { query: 'taladro', kind: 'everyday', categories: [10030] },
    { query: 'sierra', kind: 'everyday', categories: [10031] },
    { query: 'amoladora', kind: 'everyday', categories: [10032] },
    { query: 'martillo', kind: 'everyday', categories: [10034] },
    { query: 'alicate', kind: 'everyday', categories: [10035] },
    { query: 'nivel laser', kind: 'everyday', categories: [10036] },
    { query: 'disco de corte', kind: 'everyday', categories: [10039] },
    { query: 'caja de herramientas', kind: 'everyday', categories: [10041] },
    { query: 'cemento', kind: 'everyday', categories: [10045] },
    { query: 'arena', kind: 'everyday', categories: [10046] },
    { query: 'ladrillo', kind: 'everyday', categories: [10047] },
    { query: 'placa de yeso', kind: 'everyday', categories: [10052] },
    { query: 'inodoro', kind: 'everyday', categories: [10060] },
    { query: 'ducha', kind: 'everyday', categories: [10067] },
    { query: 'espejo de baño', kind: 'everyday', categories: [10072] },
    { query: 'campana cocina', kind: 'everyday', categories: [10079] },
    { query: 'horno', kind: 'everyday', categories: [10080] },
    { query: 'bombilla led', kind: 'everyday', categories: bulbs },
    { query: 'lampara de pie', kind: 'everyday', categories: [10093] },
    { query: 'tira led', kind: 'everyday', categories: [10100] },
    { query: 'manguera', kind: 'everyday', categories: [10106] },
    { query: 'fertilizante', kind: 'everyday', categories: [10110] },
    { query: 'candado', kind: 'everyday', categories: [10121] },
    { query: 'cable electrico', kind: 'everyday', categories: [10134] },
    // Light switches, and the breakers the trade sells as "interruptor diferencial/termomagnético".
    { query: 'interruptor', kind: 'everyday', categories: [10138, 10141] },
    { query: 'tubo pvc', kind: 'everyday', categories: [10148] },
    { query: 'llave de paso', kind: 'everyday', categories: [10152] },
    { query: 'bomba de agua', kind: 'everyday', categories: [10158] },
    { query: 'alfombra', kind: 'everyday', categories: [10169] },
    { query: 'taladros', kind: 'plural', categories: [10030] },
    { query: 'brochas', kind: 'plural', categories: [10014] },
    { query: 'tornillos', kind: 'plural', categories: [10116] },
    { query: 'bisagras', kind: 'plural', categories: [10124] },
    { query: 'guantes', kind: 'plural', categories: [10128] },
    { query: 'cortinas', kind: 'plural', categories: [10166, 10167] },
    { query: 'cojines', kind: 'plural', categories: [10170] },
    { query: 'pintrua', kind: 'typo', categories: paints },
    { query: 'talardo', kind: 'typo', categories: [10030] },
    { query: 'cemneto', kind: 'typo', categories: [10045] },
    { query: 'martiyo', kind: 'typo', categories: [10034] },
    { query: 'manguea', kind: 'typo', categories: [10106] },
    { query: 'candao', kind: 'typo', categories: [10121] },
    { query: 'pintura blanca', kind: 'attribute', categories: paints, color: 'blanco' },
    { query: 'pintura gris', kind: 'attribute', categories: paints, color: 'gris' },
    { query: 'esmalte negro', kind: 'attribute', categories: paints, color: 'negro' },
    { query: 'latex blanco', kind: 'attribute', categories: [10002], color: 'blanco' },
    { query: 'pintura roja', kind: 'attribute', categories: paints, color: 'rojo' },
    { query: 'guantes xl', kind: 'attribute', categories: [10128], size: 'XL' },
    { query: 'calzado de seguridad 42', kind: 'attribute', categories: [10129], size: '42' },
    { query: 'ampolleta', kind: 'synonym', categories: bulbs },
    { query: 'ampolletas led', kind: 'synonym', categories: bulbs },
    { query: 'calefont', kind: 'synonym', categories: heaters },
    { query: 'enchufe', kind: 'synonym', categories: sockets },
    { query: 'esmeril', kind: 'synonym', categories: [10032] },
    { query: 'volcanita', kind: 'synonym', categories: [10052] },
    { query: 'chapa', kind: 'synonym', categories: [10120] },
  ],
  pt: [
    { query: 'tinta', kind: 'everyday', categories: paints },
    { query: 'tinta acrilica', kind: 'everyday', categories: [10002] },
    // Enamels are sold for wood and metal and as water-based wall enamels.
    { query: 'esmalte', kind: 'everyday', categories: paints },
    { query: 'verniz', kind: 'everyday', categories: [10006] },
    { query: 'rolo de pintura', kind: 'everyday', categories: [10014] },
    { query: 'lixa', kind: 'everyday', categories: [10012] },
    { query: 'furadeira', kind: 'everyday', categories: [10030] },
    { query: 'serra', kind: 'everyday', categories: [10031] },
    { query: 'esmerilhadeira', kind: 'everyday', categories: [10032] },
    { query: 'martelo', kind: 'everyday', categories: [10034] },
    { query: 'alicate', kind: 'everyday', categories: [10035] },
    { query: 'nivel laser', kind: 'everyday', categories: [10036] },
    { query: 'disco de corte', kind: 'everyday', categories: [10039] },
    { query: 'caixa de ferramentas', kind: 'everyday', categories: [10041] },
    { query: 'cimento', kind: 'everyday', categories: [10045] },
    { query: 'areia', kind: 'everyday', categories: [10046] },
    { query: 'tijolo', kind: 'everyday', categories: [10047] },
    { query: 'drywall', kind: 'everyday', categories: [10052] },
    { query: 'vaso sanitario', kind: 'everyday', categories: [10060] },
    { query: 'chuveiro', kind: 'everyday', categories: [10067] },
    { query: 'espelho para banheiro', kind: 'everyday', categories: [10072] },
    { query: 'coifa', kind: 'everyday', categories: [10079] },
    { query: 'forno de embutir', kind: 'everyday', categories: [10080] },
    { query: 'cooktop', kind: 'everyday', categories: [10078] },
    // In Portuguese a tubular LED lamp is a "lâmpada" too (10090 holds them, beside LED panels).
    { query: 'lampada led', kind: 'everyday', categories: [...bulbs, 10090] },
    { query: 'fita led', kind: 'everyday', categories: [10100] },
    { query: 'mangueira', kind: 'everyday', categories: [10106] },
    { query: 'fertilizante', kind: 'everyday', categories: [10110] },
    { query: 'cadeado', kind: 'everyday', categories: [10121] },
    { query: 'fechadura', kind: 'everyday', categories: [10120] },
    { query: 'interruptor', kind: 'everyday', categories: [10138] },
    { query: 'tubo pvc', kind: 'everyday', categories: [10148] },
    { query: 'registro', kind: 'everyday', categories: [10152] },
    { query: 'bomba d agua', kind: 'everyday', categories: [10158] },
    { query: 'caixa d agua', kind: 'everyday', categories: [10159] },
    { query: 'tapete', kind: 'everyday', categories: [10169] },
    { query: 'parafusos', kind: 'plural', categories: [10116] },
    { query: 'dobradiças', kind: 'plural', categories: [10124] },
    { query: 'luvas', kind: 'plural', categories: [10128] },
    { query: 'cortinas', kind: 'plural', categories: [10166, 10167] },
    { query: 'almofadas', kind: 'plural', categories: [10170] },
    { query: 'tomadas', kind: 'plural', categories: sockets },
    { query: 'furadiera', kind: 'typo', categories: [10030] },
    { query: 'cimeto', kind: 'typo', categories: [10045] },
    { query: 'martleo', kind: 'typo', categories: [10034] },
    { query: 'parafuzo', kind: 'typo', categories: [10116] },
    { query: 'dobradica', kind: 'typo', categories: [10124] },
    { query: 'mangeira', kind: 'typo', categories: [10106] },
    { query: 'tinta branca', kind: 'attribute', categories: paints, color: 'branco' },
    { query: 'tinta cinza', kind: 'attribute', categories: paints, color: 'cinza' },
    { query: 'esmalte preto', kind: 'attribute', categories: paints, color: 'preto' },
    { query: 'tinta vermelha', kind: 'attribute', categories: paints, color: 'vermelho' },
    { query: 'tinta acrilica branca', kind: 'attribute', categories: [10002], color: 'branco' },
    { query: 'luvas xl', kind: 'attribute', categories: [10128], size: 'XL' },
    { query: 'calçado de segurança 42', kind: 'attribute', categories: [10129], size: '42' },
    { query: 'pia', kind: 'synonym', categories: [10075] },
    { query: 'privada', kind: 'synonym', categories: [10060] },
    { query: 'cano pvc', kind: 'synonym', categories: [10148] },
    { query: 'gesso', kind: 'synonym', categories: [10052] },
    { query: 'boiler', kind: 'synonym', categories: heaters },
    { query: 'esmeril', kind: 'synonym', categories: [10032] },
  ],
};
