import { buildRegions, buildStores, type DeliveryTier, type RegionRow, week } from './build';
import type { TenantGeography } from './types';

/** Colombia: departments (DANE 2 digits) with municipalities (DANE DIVIPOLA 5 digits); Bogotá is '11001'. */

type Band = 'andean' | 'periphery';
type Tier = 'metro' | 'suburban' | 'main' | 'regional' | 'remote';

/** COP with 2 minor digits: 990000 is $9.900. */
const tiers: Record<Tier, DeliveryTier> = {
  metro: { deliveryDays: 0, deliveryCost: 990000, economicDays: 3, economicCost: 690000, sameDayCutoffHour: 12 },
  suburban: { deliveryDays: 1, deliveryCost: 1290000, economicDays: 4, economicCost: 990000 },
  main: { deliveryDays: 2, deliveryCost: 1490000, economicDays: 5, economicCost: 1190000 },
  regional: { deliveryDays: 4, deliveryCost: 1990000, economicDays: 7, economicCost: 1590000 },
  remote: { deliveryDays: 7, deliveryCost: 3990000 },
};

const regions: readonly RegionRow<Band, Tier>[] = [
  { id: '11', name: 'Bogotá, D.C.', band: 'andean', cities: [['11001', 'Bogotá', 4.711, -74.072, 'metro']] },
  {
    id: '25',
    name: 'Cundinamarca',
    band: 'andean',
    cities: [
      ['25126', 'Cajicá', 4.918, -74.028, 'suburban'],
      ['25175', 'Chía', 4.862, -74.059, 'suburban'],
      ['25269', 'Facatativá', 4.813, -74.355, 'suburban'],
      ['25286', 'Funza', 4.716, -74.212, 'suburban'],
      ['25307', 'Girardot', 4.303, -74.803, 'regional'],
      ['25473', 'Mosquera', 4.706, -74.23, 'suburban'],
      ['25754', 'Soacha', 4.579, -74.217, 'suburban'],
      ['25899', 'Zipaquirá', 5.022, -74.004, 'suburban'],
    ],
  },
  {
    id: '05',
    name: 'Antioquia',
    band: 'andean',
    cities: [
      ['05001', 'Medellín', 6.244, -75.581, 'main'],
      ['05088', 'Bello', 6.337, -75.558, 'main'],
      ['05266', 'Envigado', 6.171, -75.584, 'main'],
      ['05360', 'Itagüí', 6.172, -75.611, 'main'],
      ['05615', 'Rionegro', 6.155, -75.374, 'regional'],
      ['05631', 'Sabaneta', 6.151, -75.616, 'main'],
    ],
  },
  {
    id: '76',
    name: 'Valle del Cauca',
    band: 'andean',
    cities: [
      ['76001', 'Cali', 3.452, -76.532, 'main'],
      ['76109', 'Buenaventura', 3.883, -77.031, 'remote'],
      ['76364', 'Jamundí', 3.261, -76.54, 'main'],
      ['76520', 'Palmira', 3.539, -76.303, 'regional'],
      ['76892', 'Yumbo', 3.582, -76.491, 'main'],
    ],
  },
  {
    id: '68',
    name: 'Santander',
    band: 'andean',
    cities: [
      ['68001', 'Bucaramanga', 7.119, -73.123, 'main'],
      ['68276', 'Floridablanca', 7.063, -73.086, 'main'],
      ['68307', 'Girón', 7.071, -73.168, 'main'],
      ['68547', 'Piedecuesta', 6.988, -73.05, 'main'],
    ],
  },
  {
    id: '15',
    name: 'Boyacá',
    band: 'andean',
    cities: [
      ['15001', 'Tunja', 5.535, -73.368, 'regional'],
      ['15238', 'Duitama', 5.826, -73.034, 'regional'],
      ['15759', 'Sogamoso', 5.715, -72.934, 'regional'],
    ],
  },
  { id: '17', name: 'Caldas', band: 'andean', cities: [['17001', 'Manizales', 5.068, -75.517, 'regional']] },
  {
    id: '66',
    name: 'Risaralda',
    band: 'andean',
    cities: [
      ['66001', 'Pereira', 4.814, -75.694, 'main'],
      ['66170', 'Dosquebradas', 4.839, -75.667, 'main'],
    ],
  },
  { id: '63', name: 'Quindío', band: 'andean', cities: [['63001', 'Armenia', 4.534, -75.681, 'regional']] },
  { id: '73', name: 'Tolima', band: 'andean', cities: [['73001', 'Ibagué', 4.438, -75.232, 'regional']] },
  { id: '41', name: 'Huila', band: 'andean', cities: [['41001', 'Neiva', 2.927, -75.282, 'regional']] },
  { id: '50', name: 'Meta', band: 'andean', cities: [['50001', 'Villavicencio', 4.142, -73.627, 'regional']] },
  {
    id: '08',
    name: 'Atlántico',
    band: 'periphery',
    cities: [
      ['08001', 'Barranquilla', 10.964, -74.796, 'main'],
      ['08573', 'Puerto Colombia', 10.988, -74.955, 'main'],
      ['08758', 'Soledad', 10.917, -74.766, 'main'],
    ],
  },
  { id: '13', name: 'Bolívar', band: 'periphery', cities: [['13001', 'Cartagena de Indias', 10.391, -75.479, 'main']] },
  { id: '47', name: 'Magdalena', band: 'periphery', cities: [['47001', 'Santa Marta', 11.241, -74.199, 'regional']] },
  { id: '20', name: 'Cesar', band: 'periphery', cities: [['20001', 'Valledupar', 10.463, -73.253, 'regional']] },
  { id: '23', name: 'Córdoba', band: 'periphery', cities: [['23001', 'Montería', 8.748, -75.881, 'regional']] },
  { id: '70', name: 'Sucre', band: 'periphery', cities: [['70001', 'Sincelejo', 9.305, -75.398, 'regional']] },
  { id: '44', name: 'La Guajira', band: 'periphery', cities: [['44001', 'Riohacha', 11.544, -72.907, 'remote']] },
  {
    id: '54',
    name: 'Norte de Santander',
    band: 'periphery',
    cities: [['54001', 'Cúcuta', 7.894, -72.508, 'regional']],
  },
  { id: '19', name: 'Cauca', band: 'periphery', cities: [['19001', 'Popayán', 2.444, -76.614, 'regional']] },
  { id: '52', name: 'Nariño', band: 'periphery', cities: [['52001', 'Pasto', 1.214, -77.281, 'regional']] },
  { id: '85', name: 'Casanare', band: 'periphery', cities: [['85001', 'Yopal', 5.337, -72.395, 'regional']] },
  { id: '27', name: 'Chocó', band: 'periphery', cities: [['27001', 'Quibdó', 5.692, -76.658, 'remote']] },
  {
    id: '88',
    name: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
    band: 'periphery',
    cities: [['88001', 'San Andrés', 12.584, -81.701, 'remote']],
  },
  { id: '91', name: 'Amazonas', band: 'periphery', cities: [['91001', 'Leticia', -4.215, -69.94, 'remote']] },
  {
    id: '97',
    name: 'Vaupés',
    band: 'periphery',
    cities: [['97001', 'Mitú', 1.253, -70.234, 'remote', { served: false }]],
  },
];

const hours = week(['07:00', '21:00'], ['07:00', '21:00'], ['08:00', '20:00']);

export const coGeography: TenantGeography = {
  tenant: 'co',
  priceGroups: [
    { id: '30', name: 'Bogotá y región andina' },
    { id: '32', name: 'Costa, sur y territorios' },
  ],
  regions: buildRegions(regions, { tiers, priceGroups: { andean: '30', periphery: '32' }, label: (name) => name }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['3001', 'Andamio Bogotá Calle 80', '11001', 'Av. Calle 80 # 69Q-50', 4.692, -74.085, '+57 601 745 3001', hours],
    ['3002', 'Andamio Bogotá Autopista Norte', '11001', 'Autopista Norte # 145-50', 4.729, -74.047, '+57 601 745 3002', hours],
    ['3003', 'Andamio Bogotá Américas', '11001', 'Av. de las Américas # 68-94', 4.629, -74.124, '+57 601 745 3003', hours],
    ['3004', 'Andamio Soacha', '25754', 'Autopista Sur # 32-80', 4.598, -74.196, '+57 601 745 3004', hours],
    ['3005', 'Andamio Medellín', '05001', 'Carrera 65 # 45-100', 6.253, -75.586, '+57 604 444 3005', hours],
    ['3006', 'Andamio Envigado', '05266', 'Carrera 48 # 32 Sur-75', 6.175, -75.58, '+57 604 444 3006', hours],
    ['3007', 'Andamio Cali', '76001', 'Calle 5 # 50-103', 3.421, -76.545, '+57 602 489 3007', hours],
    ['3008', 'Andamio Barranquilla', '08001', 'Calle 98 # 52-115', 11.013, -74.832, '+57 605 385 3008', hours],
    ['3009', 'Andamio Bucaramanga', '68001', 'Carrera 27 # 61-30', 7.113, -73.112, '+57 607 697 3009', hours],
    ['3010', 'Andamio Pereira', '66001', 'Av. 30 de Agosto # 75-51', 4.812, -75.739, '+57 606 340 3010', hours],
    ['3011', 'Andamio Cartagena', '13001', 'Av. Pedro de Heredia # 31-45', 10.408, -75.512, '+57 605 693 3011', hours],
  ]),
};
