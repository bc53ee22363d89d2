/**
 * The swatch of a colour a feed names in words ("Rojo", "Vermelho", "red"): the common colours
 * of a home-improvement catalogue in Spanish, Portuguese and English. A colour not here shows by
 * its name alone, which is still a choice a shopper can make.
 */
const swatches: [string, string[]][] = [
  ['#FFFFFF', ['blanco', 'branco', 'white']],
  ['#1C1C1C', ['negro', 'preto', 'black']],
  ['#8E9396', ['gris', 'cinza', 'grey', 'gray']],
  ['#C62828', ['rojo', 'vermelho', 'red']],
  ['#EF6C00', ['naranja', 'laranja', 'orange']],
  ['#F9C80E', ['amarillo', 'amarelo', 'yellow']],
  ['#2E7D32', ['verde', 'green']],
  ['#1E63B5', ['azul', 'blue']],
  ['#1F2F4F', ['azul marino', 'azul-marinho', 'navy']],
  ['#9ACDE8', ['celeste', 'azul-celeste', 'sky blue']],
  ['#C8A2C8', ['lila', 'lilás', 'lilac']],
  ['#EBC3C0', ['rosa', 'pink']],
  ['#6D4C41', ['café', 'marrón', 'marrom', 'brown']],
  ['#D9C7A7', ['beige', 'bege']],
  ['#FFFFF0', ['marfil', 'marfim', 'ivory']],
  ['#C0C0C0', ['plateado', 'prateado', 'silver']],
  ['#C9A227', ['dorado', 'dourado', 'gold']],
  ['#DCDFE3', ['cromado', 'chrome']],
  ['#B87333', ['cobre', 'copper']],
  ['#B8895A', ['roble', 'carvalho', 'oak']],
];

const byName = new Map(swatches.flatMap(([hex, names]) => names.map((name) => [name, hex] as const)));

export function swatchOf(colour: string): string | null {
  return byName.get(colour.trim().toLowerCase()) ?? null;
}
