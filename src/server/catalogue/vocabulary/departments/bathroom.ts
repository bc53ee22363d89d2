import { palettes } from '../colors';
import { attr, label, madeIn, no, same, t, warrantyOf, years, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const fixture = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const vitreousChina = t('Loza vitrificada', 'Louça vitrificada');
const fixing = t('Fijación', 'Fixação');
const screwed = t('Con tornillos', 'Com parafusos');
const bathMetals = ['chrome', 'black', 'stainless'];

const toilet: ProductTypeSeed = {
  key: 'toilet',
  noun: t('Inodoro', 'Vaso sanitário'),
  qualifiers: [
    [t('de una pieza', 'monobloco'), t('de dos piezas', 'com caixa acoplada')],
    [t('descarga dual', 'duplo acionamento'), t('descarga simple', 'acionamento simples')],
  ],
  brands: ['lozafin', 'aquabella'],
  saleUnit: 'UN',
  priceUsd: [80, 260],
  variants: 'COLOR',
  colors: ['white', 'bone-white'],
  attributes: [
    attr(t('Consumo máximo por descarga', 'Consumo máximo por descarga'), ['4,8 L', '6 L']),
    attr(label.material, [vitreousChina]),
    attr(t('Salida', 'Saída'), [t('Al piso', 'Pelo piso'), t('A la pared', 'Pela parede')]),
    attr(t('Asiento incluido', 'Assento incluso'), [yes, no]),
    attr(t('Distancia al muro', 'Distância da parede'), ['25 cm', '30 cm']),
    madeIn('chile', 'brazil', 'mexico', 'colombia', 'china'),
  ],
  dimensionsCm: { depth: [65, 75], height: [72, 82], width: [36, 42] },
  weightKg: [28, 45],
  shipping: 'bulky',
  services: ['install-toilet'],
};

const toiletSeat: ProductTypeSeed = {
  key: 'toilet-seat',
  noun: t('Asiento para inodoro', 'Assento sanitário'),
  qualifiers: [[t('de cierre lento', 'com fechamento suave'), t('estándar', 'padrão')]],
  brands: ['lozafin', 'nordsan'],
  ...fixture,
  priceUsd: [12, 45],
  variants: 'COLOR',
  colors: ['white', 'bone-white', 'black'],
  attributes: [
    attr(label.material, [
      t('Polipropileno', 'Polipropileno'),
      t('MDF', 'MDF'),
      t('Resina termoestable', 'Resina termofixa'),
    ]),
    attr(t('Forma', 'Formato'), [t('Ovalada', 'Oval'), t('Redonda', 'Redondo')]),
    attr(t('Desmontable para limpieza', 'Removível para limpeza'), [yes, no]),
  ],
  dimensionsCm: { depth: [44, 48], height: [5, 8], width: [36, 38] },
  weightKg: [1.5, 3],
};

const washbasin: ProductTypeSeed = {
  key: 'washbasin',
  noun: t('Lavamanos', 'Lavatório'),
  qualifiers: [[t('con pedestal', 'com coluna'), t('de sobreponer', 'de apoio'), t('de colgar', 'suspenso')]],
  brands: ['lozafin', 'aquabella'],
  ...fixture,
  priceUsd: [35, 160],
  variants: 'COLOR',
  colors: ['white', 'bone-white'],
  attributes: [
    attr(label.material, [vitreousChina, t('Porcelana', 'Porcelana')]),
    attr(label.dimensions, ['45 x 35 cm', '50 x 40 cm', '55 x 43 cm']),
    attr(t('Perforación para grifería', 'Furo para torneira'), [t('Una', 'Um'), t('Sin perforación', 'Sem furo')]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [35, 45], height: [15, 85], width: [45, 56] },
  weightKg: [8, 22],
};

const vanity: ProductTypeSeed = {
  key: 'vanity',
  noun: t('Mueble de baño con lavamanos', 'Gabinete com cuba'),
  qualifiers: [[t('de piso', 'de piso'), t('suspendido', 'suspenso')]],
  sizes: [same('50 cm'), same('60 cm'), same('80 cm')],
  sizePriceFactors: [0.8, 1, 1.35],
  brands: ['nordsan'],
  saleUnit: 'UN',
  priceUsd: [90, 320],
  variants: 'COLOR',
  colors: palettes.furniture,
  attributes: [
    attr(label.material, [t('MDF resistente a la humedad', 'MDF resistente à umidade'), t('Melamina', 'MDP')]),
    attr(t('Cubierta', 'Tampo'), [t('Loza', 'Louça'), t('Mármol sintético', 'Mármore sintético')]),
    attr(t('Grifería incluida', 'Torneira inclusa'), [no]),
    attr(t('Almacenamiento', 'Armazenamento'), [t('Dos puertas', 'Duas portas'), t('Cajones', 'Gavetas')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [40, 48], height: [55, 85], width: [50, 82] },
  weightKg: [18, 40],
  shipping: 'bulky',
  services: ['assembly', 'install-faucet'],
};

const mirrorCabinet: ProductTypeSeed = {
  key: 'mirror-cabinet',
  noun: t('Botiquín con espejo', 'Armário com espelho'),
  qualifiers: [[t('de 1 puerta', 'de 1 porta'), t('de 2 puertas', 'de 2 portas')]],
  sizes: [same('40 x 50 cm'), same('60 x 70 cm')],
  sizePriceFactors: [0.7, 1],
  brands: ['nordsan'],
  ...fixture,
  priceUsd: [30, 110],
  variants: 'COLOR',
  colors: ['white', 'oak', 'graphite'],
  attributes: [
    attr(label.material, [t('MDF', 'MDF'), t('Melamina', 'MDP')]),
    attr(t('Repisas interiores', 'Prateleiras internas'), ['2', '3']),
    attr(t('Luz LED', 'Luz de LED'), [yes, no]),
  ],
  dimensionsCm: { depth: [12, 16], height: [50, 70], width: [40, 60] },
  weightKg: [5, 12],
  services: ['assembly'],
};

const basinMixer: ProductTypeSeed = {
  key: 'basin-mixer',
  noun: t('Monomando para lavamanos', 'Misturador monocomando para lavatório'),
  qualifiers: [[t('de caño bajo', 'de bica baixa'), t('de caño alto', 'de bica alta')]],
  brands: ['grifomar', 'aquabella'],
  ...fixture,
  priceUsd: [35, 120],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Latón', 'Latão'), t('Zamak', 'Zamac')]),
    attr(t('Cartucho', 'Cartucho'), [
      t('Cerámico de 35 mm', 'Cerâmico de 35 mm'),
      t('Cerámico de 40 mm', 'Cerâmico de 40 mm'),
    ]),
    attr(t('Presión mínima', 'Pressão mínima'), ['0,5 bar', '1 bar']),
    attr(t('Flexibles incluidos', 'Flexíveis inclusos'), [yes]),
    warrantyOf(years(5), years(10)),
    madeIn('china', 'brazil', 'spain'),
  ],
  dimensionsCm: { depth: [15, 22], height: [8, 12], width: [25, 38] },
  weightKg: [0.9, 2],
  services: ['install-faucet'],
};

const showerSet: ProductTypeSeed = {
  key: 'shower-set',
  noun: t('Set de ducha', 'Conjunto de chuveiro'),
  qualifiers: [
    [t('con barra deslizante', 'com barra deslizante'), t('con columna y lluvia', 'com coluna e chuveiro de teto')],
  ],
  brands: ['hidrolux', 'grifomar'],
  ...fixture,
  priceUsd: [40, 180],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(t('Funciones de la ducha de mano', 'Jatos da ducha manual'), ['1', '3', '5']),
    attr(t('Largo de la manguera', 'Comprimento da mangueira'), ['1,5 m', '1,75 m']),
    attr(t('Ahorro de agua', 'Economia de água'), [yes, no]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [8, 12], height: [12, 20], width: [70, 110] },
  weightKg: [1.2, 4],
  services: ['install-faucet'],
};

const electricShower: ProductTypeSeed = {
  key: 'electric-shower',
  noun: t('Ducha eléctrica', 'Chuveiro elétrico'),
  qualifiers: [
    [same('5500 W'), same('7500 W')],
    [t('de 4 temperaturas', 'de 4 temperaturas'), t('multitemperatura', 'multitemperaturas')],
  ],
  brands: ['hidrolux'],
  ...fixture,
  priceUsd: [15, 60],
  attributes: [
    attr(label.voltage, ['127 V', '220 V']),
    attr(t('Sección de cable recomendada', 'Bitola de fio recomendada'), ['4 mm²', '6 mm²', '10 mm²']),
    attr(t('Presión mínima', 'Pressão mínima'), ['1 m.c.a.', '2 m.c.a.']),
    madeIn('brazil', 'peru'),
  ],
  dimensionsCm: { depth: [12, 16], height: [25, 32], width: [15, 20] },
  weightKg: [0.6, 1.2],
};

const showerScreen: ProductTypeSeed = {
  key: 'shower-screen',
  noun: t('Mampara de ducha', 'Box para banheiro'),
  qualifiers: [
    [t('corredera', 'de correr'), t('abatible', 'de abrir')],
    [
      t('de vidrio templado transparente', 'de vidro temperado incolor'),
      t('de vidrio templado esmerilado', 'de vidro temperado jateado'),
    ],
  ],
  sizes: [same('80 x 190 cm'), same('120 x 190 cm'), same('140 x 190 cm')],
  sizePriceFactors: [0.7, 1, 1.15],
  brands: ['vidralia'],
  saleUnit: 'UN',
  priceUsd: [150, 420],
  attributes: [
    attr(label.thickness, ['6 mm', '8 mm']),
    attr(t('Perfiles', 'Perfis'), [t('Aluminio natural', 'Alumínio natural'), t('Aluminio negro', 'Alumínio preto')]),
    attr(t('Tratamiento antisarro', 'Tratamento antical'), [yes, no]),
    attr(label.installation, [t('Sobre receptáculo o piso', 'Sobre base ou piso')]),
  ],
  dimensionsCm: { depth: [8, 15], height: [195, 200], width: [85, 145] },
  weightKg: [25, 60],
  shipping: 'bulky',
  services: ['install-shower-screen'],
};

const showerCurtain: ProductTypeSeed = {
  key: 'shower-curtain',
  noun: t('Cortina de baño', 'Cortina para box'),
  qualifiers: [[t('lisa', 'lisa'), t('estampada', 'estampada')]],
  sizes: [same('180 x 180 cm'), same('180 x 200 cm')],
  brands: ['nordsan', 'telaval'],
  ...fixture,
  priceUsd: [6, 25],
  variants: 'COLOR',
  colors: ['white', 'grey', 'navy', 'beige', 'sky-blue'],
  attributes: [
    attr(label.material, [t('Poliéster', 'Poliéster'), t('PEVA', 'PEVA')]),
    attr(t('Impermeable', 'Impermeável'), [yes]),
    attr(t('Ganchos incluidos', 'Ganchos inclusos'), [yes, no]),
    attr(t('Lavable en lavadora', 'Lavável na máquina'), [yes]),
  ],
  dimensionsCm: { depth: [3, 5], height: [25, 30], width: [20, 25] },
  weightKg: [0.4, 0.8],
};

const bathAccessorySet: ProductTypeSeed = {
  key: 'bath-accessory-set',
  noun: t('Set de accesorios de baño', 'Kit de acessórios para banheiro'),
  qualifiers: [[t('3 piezas', '3 peças'), t('5 piezas', '5 peças')]],
  brands: ['grifomar', 'inoxa'],
  ...fixture,
  saleUnit: 'JGO',
  priceUsd: [18, 70],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(label.material, [t('Acero inoxidable', 'Aço inox'), t('Zamak', 'Zamac')]),
    attr(fixing, [screwed, t('Adhesiva', 'Adesiva')]),
    attr(t('Resistente a la corrosión', 'Resistente à corrosão'), [yes]),
  ],
  dimensionsCm: { depth: [8, 12], height: [10, 15], width: [30, 50] },
  weightKg: [0.8, 2.5],
};

const towelRail: ProductTypeSeed = {
  key: 'towel-rail',
  noun: t('Toallero', 'Toalheiro'),
  qualifiers: [[t('de barra simple', 'de barra simples'), t('de barra doble', 'de barra dupla')]],
  sizes: [same('45 cm'), same('60 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['grifomar', 'inoxa'],
  ...fixture,
  priceUsd: [8, 35],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(label.material, [t('Acero inoxidable', 'Aço inox'), t('Aluminio', 'Alumínio')]),
    attr(fixing, [screwed]),
    attr(t('Carga máxima', 'Carga máxima'), ['5 kg', '8 kg']),
  ],
  dimensionsCm: { depth: [6, 8], height: [6, 8], width: [48, 65] },
  weightKg: [0.3, 0.9],
};

const bathMirror: ProductTypeSeed = {
  key: 'bath-mirror',
  noun: t('Espejo de baño', 'Espelho para banheiro'),
  qualifiers: [[t('con luz LED', 'com luz de LED'), t('biselado', 'bisotado'), t('con marco', 'com moldura')]],
  sizes: [same('50 x 70 cm'), same('60 x 80 cm'), same('80 x 100 cm')],
  sizePriceFactors: [0.75, 1, 1.5],
  brands: ['nordsan', 'vidralia'],
  ...fixture,
  priceUsd: [30, 150],
  attributes: [
    attr(label.thickness, ['4 mm', '5 mm']),
    attr(t('Antiempañante', 'Antiembaçante'), [yes, no]),
    attr(label.installation, [t('Colgado en el muro', 'Fixado na parede')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [3, 6], height: [70, 100], width: [50, 80] },
  weightKg: [4, 14],
};

export const bathroom: DepartmentSeed = {
  key: 'bathroom',
  name: t('Baño', 'Banheiro'),
  children: [
    {
      key: 'sanitaryware',
      name: t('Sanitarios', 'Louças sanitárias'),
      children: [
        { key: 'toilets', name: t('Inodoros y asientos', 'Vasos e assentos'), types: [toilet, toiletSeat] },
        { key: 'washbasins', name: t('Lavamanos', 'Lavatórios'), types: [washbasin] },
      ],
    },
    {
      key: 'bath-furniture',
      name: t('Muebles de baño', 'Móveis para banheiro'),
      children: [
        { key: 'vanities', name: t('Muebles con lavamanos', 'Gabinetes com cuba'), types: [vanity] },
        { key: 'mirror-cabinets', name: t('Botiquines', 'Armários com espelho'), types: [mirrorCabinet] },
      ],
    },
    {
      key: 'faucets-showers',
      name: t('Grifería y duchas', 'Metais e chuveiros'),
      children: [
        { key: 'basin-faucets', name: t('Grifería de lavamanos', 'Torneiras e misturadores'), types: [basinMixer] },
        { key: 'showers', name: t('Duchas', 'Chuveiros e duchas'), types: [showerSet, electricShower] },
        {
          key: 'shower-enclosures',
          name: t('Mamparas y cortinas', 'Boxes e cortinas'),
          types: [showerScreen, showerCurtain],
        },
      ],
    },
    {
      key: 'bath-accessories',
      name: t('Accesorios de baño', 'Acessórios para banheiro'),
      children: [
        { key: 'accessory-sets', name: t('Sets de accesorios', 'Kits de acessórios'), types: [bathAccessorySet] },
        { key: 'towel-rails', name: t('Toalleros', 'Toalheiros'), types: [towelRail] },
        { key: 'bath-mirrors', name: t('Espejos de baño', 'Espelhos para banheiro'), types: [bathMirror] },
      ],
    },
  ],
};
