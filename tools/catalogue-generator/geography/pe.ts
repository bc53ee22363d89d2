import { buildRegions, buildStores, type DeliveryTier, type RegionRow, week } from './build';
import type { TenantGeography } from './types';

/**
 * Peru: departments (INEI UBIGEO 2 digits) with districts (UBIGEO 6 digits); Lima Cercado is
 * '150101'. Lima and Callao districts one by one, elsewhere the district of the main city.
 */

type Band = 'lima' | 'provinces';
type Tier = 'lima' | 'limaOuter' | 'coast' | 'highland' | 'amazon';

/** PEN in céntimos: 1490 is S/ 14.90. */
const tiers: Record<Tier, DeliveryTier> = {
  lima: { deliveryDays: 0, deliveryCost: 1490, economicDays: 3, economicCost: 990, sameDayCutoffHour: 12 },
  limaOuter: { deliveryDays: 1, deliveryCost: 1990, economicDays: 4, economicCost: 1490 },
  coast: { deliveryDays: 3, deliveryCost: 2990, economicDays: 6, economicCost: 2490 },
  highland: { deliveryDays: 4, deliveryCost: 3990, economicDays: 7, economicCost: 2990 },
  amazon: { deliveryDays: 6, deliveryCost: 5990 },
};

const regions: readonly RegionRow<Band, Tier>[] = [
  {
    id: '15',
    name: 'Lima',
    band: 'lima',
    cities: [
      ['150101', 'Lima', -12.046, -77.043, 'lima'],
      ['150103', 'Ate', -12.026, -76.921, 'lima'],
      ['150104', 'Barranco', -12.149, -77.021, 'lima'],
      ['150108', 'Chorrillos', -12.169, -77.024, 'lima'],
      ['150110', 'Comas', -11.933, -77.048, 'lima'],
      ['150113', 'Jesús María', -12.077, -77.049, 'lima'],
      ['150114', 'La Molina', -12.087, -76.931, 'lima'],
      ['150115', 'La Victoria', -12.065, -77.029, 'lima'],
      ['150116', 'Lince', -12.085, -77.035, 'lima'],
      ['150117', 'Los Olivos', -11.968, -77.071, 'lima'],
      ['150119', 'Lurín', -12.274, -76.87, 'limaOuter'],
      ['150120', 'Magdalena del Mar', -12.091, -77.071, 'lima'],
      ['150121', 'Pueblo Libre', -12.076, -77.063, 'lima'],
      ['150122', 'Miraflores', -12.121, -77.03, 'lima'],
      ['150123', 'Pachacámac', -12.23, -76.86, 'limaOuter'],
      ['150125', 'Puente Piedra', -11.863, -77.074, 'limaOuter'],
      ['150130', 'San Borja', -12.108, -76.999, 'lima'],
      ['150131', 'San Isidro', -12.097, -77.037, 'lima'],
      ['150132', 'San Juan de Lurigancho', -11.976, -77.002, 'lima'],
      ['150133', 'San Juan de Miraflores', -12.157, -76.971, 'lima'],
      ['150135', 'San Martín de Porres', -12.0, -77.058, 'lima'],
      ['150136', 'San Miguel', -12.077, -77.092, 'lima'],
      ['150140', 'Santiago de Surco', -12.146, -76.991, 'lima'],
      ['150141', 'Surquillo', -12.112, -77.013, 'lima'],
      ['150142', 'Villa El Salvador', -12.213, -76.937, 'lima'],
    ],
  },
  {
    id: '07',
    name: 'Callao',
    band: 'lima',
    cities: [
      ['070101', 'Callao', -12.056, -77.118, 'lima'],
      ['070102', 'Bellavista', -12.062, -77.107, 'lima'],
      ['070106', 'Ventanilla', -11.876, -77.126, 'limaOuter'],
    ],
  },
  { id: '01', name: 'Amazonas', band: 'provinces', cities: [['010101', 'Chachapoyas', -6.231, -77.869, 'amazon']] },
  {
    id: '02',
    name: 'Áncash',
    band: 'provinces',
    cities: [
      ['020101', 'Huaraz', -9.527, -77.528, 'highland'],
      ['021801', 'Chimbote', -9.075, -78.593, 'coast'],
    ],
  },
  { id: '03', name: 'Apurímac', band: 'provinces', cities: [['030101', 'Abancay', -13.634, -72.881, 'highland']] },
  {
    id: '04',
    name: 'Arequipa',
    band: 'provinces',
    cities: [
      ['040101', 'Arequipa', -16.399, -71.537, 'coast'],
      ['040103', 'Cayma', -16.365, -71.546, 'coast'],
      ['040129', 'José Luis Bustamante y Rivero', -16.426, -71.522, 'coast'],
    ],
  },
  { id: '05', name: 'Ayacucho', band: 'provinces', cities: [['050101', 'Ayacucho', -13.16, -74.226, 'highland']] },
  { id: '06', name: 'Cajamarca', band: 'provinces', cities: [['060101', 'Cajamarca', -7.164, -78.512, 'highland']] },
  { id: '08', name: 'Cusco', band: 'provinces', cities: [['080101', 'Cusco', -13.517, -71.979, 'highland']] },
  {
    id: '09',
    name: 'Huancavelica',
    band: 'provinces',
    cities: [['090101', 'Huancavelica', -12.787, -74.973, 'highland']],
  },
  { id: '10', name: 'Huánuco', band: 'provinces', cities: [['100101', 'Huánuco', -9.93, -76.242, 'highland']] },
  {
    id: '11',
    name: 'Ica',
    band: 'provinces',
    cities: [
      ['110101', 'Ica', -14.068, -75.729, 'coast'],
      ['110201', 'Chincha Alta', -13.419, -76.133, 'coast'],
    ],
  },
  { id: '12', name: 'Junín', band: 'provinces', cities: [['120101', 'Huancayo', -12.065, -75.205, 'highland']] },
  { id: '13', name: 'La Libertad', band: 'provinces', cities: [['130101', 'Trujillo', -8.112, -79.029, 'coast']] },
  { id: '14', name: 'Lambayeque', band: 'provinces', cities: [['140101', 'Chiclayo', -6.771, -79.841, 'coast']] },
  { id: '16', name: 'Loreto', band: 'provinces', cities: [['160101', 'Iquitos', -3.749, -73.253, 'amazon']] },
  {
    id: '17',
    name: 'Madre de Dios',
    band: 'provinces',
    cities: [['170101', 'Tambopata', -12.593, -69.189, 'amazon', { label: 'Puerto Maldonado' }]],
  },
  {
    id: '18',
    name: 'Moquegua',
    band: 'provinces',
    cities: [
      ['180101', 'Moquegua', -17.194, -70.935, 'coast'],
      ['180301', 'Ilo', -17.646, -71.345, 'coast'],
    ],
  },
  {
    id: '19',
    name: 'Pasco',
    band: 'provinces',
    cities: [['190101', 'Chaupimarca', -10.683, -76.256, 'highland', { label: 'Cerro de Pasco' }]],
  },
  {
    id: '20',
    name: 'Piura',
    band: 'provinces',
    cities: [
      ['200101', 'Piura', -5.195, -80.632, 'coast'],
      ['200601', 'Sullana', -4.904, -80.685, 'coast'],
    ],
  },
  {
    id: '21',
    name: 'Puno',
    band: 'provinces',
    cities: [
      ['210101', 'Puno', -15.84, -70.021, 'highland'],
      ['211101', 'Juliaca', -15.5, -70.133, 'highland'],
    ],
  },
  { id: '22', name: 'San Martín', band: 'provinces', cities: [['220901', 'Tarapoto', -6.489, -76.36, 'amazon']] },
  { id: '23', name: 'Tacna', band: 'provinces', cities: [['230101', 'Tacna', -18.013, -70.253, 'coast']] },
  { id: '24', name: 'Tumbes', band: 'provinces', cities: [['240101', 'Tumbes', -3.567, -80.451, 'coast']] },
  {
    id: '25',
    name: 'Ucayali',
    band: 'provinces',
    cities: [['250101', 'Callería', -8.379, -74.554, 'amazon', { label: 'Pucallpa' }]],
  },
];

const lima = week(['08:00', '22:00']);
const provinces = week(['08:00', '21:00'], ['08:00', '21:00'], ['09:00', '20:00']);

export const peGeography: TenantGeography = {
  tenant: 'pe',
  priceGroups: [
    { id: '20', name: 'Lima y Callao' },
    { id: '22', name: 'Provincias' },
  ],
  // The header shows the district: "Miraflores", "Lima" for Cercado de Lima.
  regions: buildRegions(regions, { tiers, priceGroups: { lima: '20', provinces: '22' }, label: (name) => name }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['2001', 'Andamio San Miguel', '150136', 'Av. La Marina 2355', -12.077, -77.086, '+51 1 611 2001', lima],
    ['2002', 'Andamio Surco', '150140', 'Av. Caminos del Inca 3280', -12.133, -76.985, '+51 1 611 2002', lima],
    ['2003', 'Andamio San Juan de Lurigancho', '150132', 'Av. Próceres de la Independencia 1632', -11.989, -77.003, '+51 1 611 2003', lima],
    ['2004', 'Andamio Los Olivos', '150117', 'Av. Alfredo Mendiola 3698', -11.992, -77.061, '+51 1 611 2004', lima],
    ['2005', 'Andamio Ate', '150103', 'Carretera Central 1101', -12.048, -76.936, '+51 1 611 2005', lima],
    ['2006', 'Andamio Callao', '070101', 'Av. Elmer Faucett 3443', -12.038, -77.101, '+51 1 611 2006', lima],
    ['2007', 'Andamio Arequipa', '040103', 'Av. Ejército 793', -16.392, -71.546, '+51 54 381 2007', provinces],
    ['2008', 'Andamio Trujillo', '130101', 'Av. América Oeste 750', -8.115, -79.045, '+51 44 481 2008', provinces],
    ['2009', 'Andamio Chiclayo', '140101', 'Av. Miguel Grau 1250', -6.768, -79.844, '+51 74 581 2009', provinces],
    ['2010', 'Andamio Piura', '200101', 'Av. Sánchez Cerro 234', -5.187, -80.631, '+51 73 681 2010', provinces],
  ]),
};
