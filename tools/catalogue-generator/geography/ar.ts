import { buildRegions, buildStores, type DeliveryTier, type RegionRow, week } from './build';
import type { TenantGeography } from './types';

/**
 * Argentina: provinces (INDEC 2 digits) with departments and partidos (INDEC 5 digits); the City
 * of Buenos Aires as its 15 comunas (INDEC '02007'..'02105'). Comuna 1, the civic centre, is the
 * fallback zone and carries the fallback label, so the header reads the same before and after a
 * shopper confirms it.
 */

type Band = 'amba' | 'interior';
type Tier = 'caba' | 'amba' | 'pampa' | 'interior' | 'patagonia';

/** ARS in centavos: 699900 is $6.999. */
const tiers: Record<Tier, DeliveryTier> = {
  caba: { deliveryDays: 0, deliveryCost: 699900, economicDays: 3, economicCost: 499900, sameDayCutoffHour: 12 },
  amba: { deliveryDays: 1, deliveryCost: 899900, economicDays: 4, economicCost: 599900 },
  pampa: { deliveryDays: 3, deliveryCost: 1199900, economicDays: 6, economicCost: 899900 },
  interior: { deliveryDays: 4, deliveryCost: 1499900, economicDays: 8, economicCost: 1099900 },
  patagonia: { deliveryDays: 6, deliveryCost: 1999900 },
};

export const caba = '02007';

const regions: readonly RegionRow<Band, Tier>[] = [
  {
    id: '02',
    name: 'Ciudad Autónoma de Buenos Aires',
    band: 'amba',
    // biome-ignore format: a table reads best with one comuna per line
    cities: [
      [caba, 'Comuna 1 (Retiro, San Nicolás, Puerto Madero, San Telmo, Monserrat, Constitución)', -34.608, -58.373, 'caba', { label: 'Ciudad de Buenos Aires' }],
      ['02014', 'Comuna 2 (Recoleta)', -34.588, -58.397, 'caba', { label: 'Recoleta, CABA' }],
      ['02021', 'Comuna 3 (Balvanera, San Cristóbal)', -34.61, -58.405, 'caba', { label: 'Balvanera, CABA' }],
      ['02028', 'Comuna 4 (La Boca, Barracas, Parque Patricios, Nueva Pompeya)', -34.64, -58.385, 'caba', { label: 'Barracas, CABA' }],
      ['02035', 'Comuna 5 (Almagro, Boedo)', -34.613, -58.42, 'caba', { label: 'Almagro, CABA' }],
      ['02042', 'Comuna 6 (Caballito)', -34.618, -58.442, 'caba', { label: 'Caballito, CABA' }],
      ['02049', 'Comuna 7 (Flores, Parque Chacabuco)', -34.63, -58.46, 'caba', { label: 'Flores, CABA' }],
      ['02056', 'Comuna 8 (Villa Soldati, Villa Riachuelo, Villa Lugano)', -34.675, -58.465, 'caba', { label: 'Villa Lugano, CABA' }],
      ['02063', 'Comuna 9 (Liniers, Mataderos, Parque Avellaneda)', -34.65, -58.505, 'caba', { label: 'Mataderos, CABA' }],
      ['02070', 'Comuna 10 (Floresta, Vélez Sarsfield, Villa Luro, Versalles, Monte Castro, Villa Real)', -34.628, -58.495, 'caba', { label: 'Floresta, CABA' }],
      ['02077', 'Comuna 11 (Villa Devoto, Villa del Parque, Villa General Mitre, Villa Santa Rita)', -34.603, -58.495, 'caba', { label: 'Villa Devoto, CABA' }],
      ['02084', 'Comuna 12 (Villa Urquiza, Saavedra, Coghlan, Villa Pueyrredón)', -34.565, -58.49, 'caba', { label: 'Villa Urquiza, CABA' }],
      ['02091', 'Comuna 13 (Belgrano, Núñez, Colegiales)', -34.56, -58.455, 'caba', { label: 'Belgrano, CABA' }],
      ['02098', 'Comuna 14 (Palermo)', -34.58, -58.425, 'caba', { label: 'Palermo, CABA' }],
      ['02105', 'Comuna 15 (Villa Crespo, Chacarita, La Paternal, Villa Ortúzar, Agronomía, Parque Chas)', -34.59, -58.455, 'caba', { label: 'Villa Crespo, CABA' }],
    ],
  },
  {
    id: '06',
    name: 'Buenos Aires',
    band: 'amba',
    cities: [
      ['06035', 'Avellaneda', -34.662, -58.365, 'amba'],
      ['06056', 'Bahía Blanca', -38.719, -62.272, 'pampa'],
      ['06357', 'General Pueyrredón', -38.005, -57.543, 'pampa', { label: 'Mar del Plata, Buenos Aires' }],
      ['06427', 'La Matanza', -34.682, -58.561, 'amba'],
      ['06434', 'Lanús', -34.7, -58.393, 'amba'],
      ['06441', 'La Plata', -34.921, -57.955, 'amba'],
      ['06490', 'Lomas de Zamora', -34.761, -58.406, 'amba'],
      ['06568', 'Morón', -34.653, -58.62, 'amba'],
      ['06638', 'Pilar', -34.459, -58.914, 'amba'],
      ['06658', 'Quilmes', -34.72, -58.254, 'amba'],
      ['06756', 'San Isidro', -34.471, -58.527, 'amba'],
      ['06805', 'Tigre', -34.426, -58.58, 'amba'],
      ['06861', 'Vicente López', -34.527, -58.475, 'amba'],
    ],
  },
  { id: '14', name: 'Córdoba', band: 'amba', cities: [['14014', 'Córdoba', -31.42, -64.188, 'pampa']] },
  {
    id: '82',
    name: 'Santa Fe',
    band: 'amba',
    cities: [
      ['82063', 'Santa Fe', -31.633, -60.7, 'pampa'],
      ['82084', 'Rosario', -32.947, -60.639, 'pampa'],
    ],
  },
  { id: '30', name: 'Entre Ríos', band: 'amba', cities: [['30084', 'Paraná', -31.732, -60.529, 'pampa']] },
  {
    id: '50',
    name: 'Mendoza',
    band: 'interior',
    cities: [
      ['50007', 'Mendoza', -32.89, -68.845, 'interior'],
      ['50028', 'Godoy Cruz', -32.925, -68.845, 'interior'],
    ],
  },
  { id: '70', name: 'San Juan', band: 'interior', cities: [['70028', 'San Juan', -31.537, -68.525, 'interior']] },
  {
    id: '90',
    name: 'Tucumán',
    band: 'interior',
    cities: [['90084', 'San Miguel de Tucumán', -26.808, -65.218, 'interior']],
  },
  { id: '66', name: 'Salta', band: 'interior', cities: [['66028', 'Salta', -24.789, -65.41, 'interior']] },
  { id: '54', name: 'Misiones', band: 'interior', cities: [['54028', 'Posadas', -27.367, -55.896, 'interior']] },
  { id: '18', name: 'Corrientes', band: 'interior', cities: [['18021', 'Corrientes', -27.469, -58.83, 'interior']] },
  { id: '58', name: 'Neuquén', band: 'interior', cities: [['58035', 'Neuquén', -38.952, -68.059, 'patagonia']] },
  {
    id: '62',
    name: 'Río Negro',
    band: 'interior',
    cities: [['62021', 'San Carlos de Bariloche', -41.134, -71.31, 'patagonia']],
  },
  {
    id: '26',
    name: 'Chubut',
    band: 'interior',
    cities: [['26021', 'Comodoro Rivadavia', -45.864, -67.497, 'patagonia']],
  },
  {
    id: '78',
    name: 'Santa Cruz',
    band: 'interior',
    cities: [['78021', 'Río Gallegos', -51.623, -69.216, 'patagonia']],
  },
  {
    id: '94',
    name: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
    band: 'interior',
    cities: [
      ['94015', 'Ushuaia', -54.801, -68.303, 'patagonia'],
      ['94028', 'Antártida Argentina', -64.237, -56.627, 'patagonia', { served: false }],
    ],
  },
];

/** "Rosario, Santa Fe"; the capital city alone where it shares its province's name ("Córdoba"). */
const label = (name: string, province: { name: string }) =>
  name === province.name ? name : `${name}, ${province.name.split(',')[0]}`;

const hours = week(['08:00', '21:00'], ['08:00', '21:00'], ['09:00', '20:00']);

export const arGeography: TenantGeography = {
  tenant: 'ar',
  priceGroups: [
    { id: '40', name: 'AMBA y región pampeana' },
    { id: '42', name: 'Interior y Patagonia' },
  ],
  regions: buildRegions(regions, { tiers, priceGroups: { amba: '40', interior: '42' }, label }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['4001', 'Andamio Palermo', '02098', 'Av. Juan B. Justo 1500', -34.586, -58.436, '+54 11 4778 4001', hours],
    ['4002', 'Andamio Vicente López', '06861', 'Av. Maipú 2850, Olivos', -34.512, -58.497, '+54 11 4711 4002', hours],
    ['4003', 'Andamio San Isidro', '06756', 'Paraná 3745, Martínez', -34.508, -58.523, '+54 11 4717 4003', hours],
    ['4004', 'Andamio Pilar', '06638', 'Panamericana Ramal Pilar Km 50', -34.444, -58.876, '+54 230 443 4004', hours],
    ['4005', 'Andamio Morón', '06568', 'Av. Gaona 2450', -34.645, -58.615, '+54 11 4489 4005', hours],
    ['4006', 'Andamio Quilmes', '06658', 'Av. Calchaquí 3950', -34.757, -58.269, '+54 11 4257 4006', hours],
    ['4007', 'Andamio La Plata', '06441', 'Av. 7 N° 1340', -34.925, -57.953, '+54 221 421 4007', hours],
    ['4008', 'Andamio Córdoba', '14014', 'Av. Colón 4950', -31.395, -64.241, '+54 351 487 4008', hours],
    ['4009', 'Andamio Rosario', '82084', 'Av. Pellegrini 4850', -32.957, -60.697, '+54 341 432 4009', hours],
    ['4010', 'Andamio Mendoza', '50028', 'Av. San Martín Sur 1140', -32.918, -68.846, '+54 261 424 4010', hours],
  ]),
};
