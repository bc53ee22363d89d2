import type { AttributeSeed, Text } from './types';

/** A text in Spanish and Brazilian Portuguese. */
export const t = (es: string, pt: string): Text => ({ es, pt });

/** Measures, codes and models read the same in both languages: '13 mm', '650 W', 'E27'. */
export const same = (text: string): Text => ({ es: text, pt: text });

/** A data-sheet row; a plain string value is a measure that reads the same in both languages. */
export const attr = (name: Text, values: ReadonlyArray<Text | string>): AttributeSeed => ({
  name,
  values: values.map((value) => (typeof value === 'string' ? same(value) : value)),
});

export const yes = t('Sí', 'Sim');
export const no = t('No', 'Não');

/** Data-sheet row names that many product types share. */
export const label = {
  application: t('Aplicación', 'Aplicação'),
  base: t('Base', 'Base'),
  battery: t('Batería', 'Bateria'),
  cableLength: t('Largo del cable', 'Comprimento do cabo'),
  capacity: t('Capacidad', 'Capacidade'),
  coats: t('Manos recomendadas', 'Demãos recomendadas'),
  colorTemperature: t('Temperatura de color', 'Temperatura de cor'),
  connection: t('Conexión', 'Conexão'),
  diameter: t('Diámetro', 'Diâmetro'),
  dimensions: t('Medidas', 'Medidas'),
  dryTime: t('Secado al tacto', 'Secagem ao toque'),
  finish: t('Acabado', 'Acabamento'),
  includes: t('Incluye', 'Inclui'),
  installation: t('Instalación', 'Instalação'),
  length: t('Largo', 'Comprimento'),
  lifetime: t('Vida útil', 'Vida útil'),
  material: t('Material', 'Material'),
  origin: t('País de origen', 'País de origem'),
  power: t('Potencia', 'Potência'),
  protection: t('Grado de protección', 'Grau de proteção'),
  speed: t('Velocidad sin carga', 'Velocidade sem carga'),
  thickness: t('Espesor', 'Espessura'),
  traffic: t('Tránsito', 'Tráfego'),
  type: t('Tipo', 'Tipo'),
  use: t('Uso', 'Uso'),
  voltage: t('Voltaje', 'Voltagem'),
  warranty: t('Garantía del fabricante', 'Garantia do fabricante'),
  width: t('Ancho', 'Largura'),
} satisfies Record<string, Text>;

const countries = {
  argentina: t('Argentina', 'Argentina'),
  brazil: t('Brasil', 'Brasil'),
  chile: t('Chile', 'Chile'),
  china: t('China', 'China'),
  colombia: t('Colombia', 'Colômbia'),
  germany: t('Alemania', 'Alemanha'),
  india: t('India', 'Índia'),
  italy: t('Italia', 'Itália'),
  mexico: t('México', 'México'),
  peru: t('Perú', 'Peru'),
  portugal: t('Portugal', 'Portugal'),
  spain: t('España', 'Espanha'),
  taiwan: t('Taiwán', 'Taiwan'),
  turkey: t('Turquía', 'Turquia'),
  vietnam: t('Vietnam', 'Vietnã'),
} satisfies Record<string, Text>;

/** The "country of origin" row. */
export const madeIn = (...keys: Array<keyof typeof countries>): AttributeSeed =>
  attr(
    label.origin,
    keys.map((key) => countries[key]),
  );

/** A span of years as a data-sheet value: years(1) is "1 año" / "1 ano". */
export const years = (n: number): Text => (n === 1 ? t('1 año', '1 ano') : t(`${n} años`, `${n} anos`));

/** The maker's warranty row. */
export const warrantyOf = (...spans: Text[]): AttributeSeed => attr(label.warranty, spans);
