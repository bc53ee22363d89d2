import { buildRegions, buildStores, type DeliveryTier, type RegionRow, week } from './build';
import type { TenantGeography } from './types';

/**
 * Uruguay: the 19 departments (INE codes, Montevideo '01' then alphabetical) with Montevideo's
 * barrios, the Canelones suburbs and each department's capital. Zone ids are the localities'
 * postal codes (Correo Uruguayo): Montevideo's central code '11000' is the fallback zone.
 */

type Band = 'montevideo' | 'interior';
type Tier = 'montevideo' | 'metro' | 'interior' | 'remote';

/** UYU in centésimos: 19000 is $190. */
const tiers: Record<Tier, DeliveryTier> = {
  montevideo: { deliveryDays: 0, deliveryCost: 19000, economicDays: 3, economicCost: 14000, sameDayCutoffHour: 12 },
  metro: { deliveryDays: 1, deliveryCost: 24000, economicDays: 3, economicCost: 19000 },
  interior: { deliveryDays: 3, deliveryCost: 39000, economicDays: 5, economicCost: 29000 },
  remote: { deliveryDays: 5, deliveryCost: 49000 },
};

export const montevideo = '11000';

const regions: readonly RegionRow<Band, Tier>[] = [
  {
    id: '01',
    name: 'Montevideo',
    band: 'montevideo',
    cities: [
      [montevideo, 'Montevideo (Ciudad Vieja)', -34.906, -56.204, 'montevideo', { label: 'Montevideo' }],
      ['11100', 'Centro', -34.905, -56.19, 'montevideo'],
      ['11200', 'Cordón', -34.899, -56.171, 'montevideo'],
      ['11300', 'Pocitos', -34.911, -56.15, 'montevideo'],
      ['11400', 'Malvín', -34.889, -56.103, 'montevideo'],
      ['11500', 'Carrasco', -34.881, -56.052, 'montevideo'],
      ['11600', 'Parque Batlle', -34.891, -56.155, 'montevideo'],
      ['11700', 'Prado', -34.862, -56.205, 'montevideo'],
      ['11800', 'Aguada', -34.883, -56.187, 'montevideo'],
    ],
  },
  {
    id: '03',
    name: 'Canelones',
    band: 'montevideo',
    cities: [
      ['90000', 'Canelones', -34.522, -56.278, 'interior', { band: 'interior' }],
      ['15000', 'Ciudad de la Costa', -34.823, -55.953, 'metro'],
      ['90200', 'Las Piedras', -34.726, -56.22, 'metro'],
      ['91000', 'Pando', -34.717, -55.958, 'metro'],
    ],
  },
  {
    id: '10',
    name: 'Maldonado',
    band: 'interior',
    cities: [
      ['20000', 'Maldonado', -34.909, -54.958, 'interior'],
      ['20100', 'Punta del Este', -34.962, -54.944, 'interior'],
    ],
  },
  { id: '02', name: 'Artigas', band: 'interior', cities: [['55000', 'Artigas', -30.401, -56.472, 'remote']] },
  { id: '04', name: 'Cerro Largo', band: 'interior', cities: [['37000', 'Melo', -32.37, -54.168, 'remote']] },
  {
    id: '05',
    name: 'Colonia',
    band: 'interior',
    cities: [['70000', 'Colonia del Sacramento', -34.463, -57.84, 'interior']],
  },
  { id: '06', name: 'Durazno', band: 'interior', cities: [['97000', 'Durazno', -33.381, -56.523, 'interior']] },
  { id: '07', name: 'Flores', band: 'interior', cities: [['85000', 'Trinidad', -33.517, -56.9, 'interior']] },
  { id: '08', name: 'Florida', band: 'interior', cities: [['94000', 'Florida', -34.099, -56.214, 'interior']] },
  { id: '09', name: 'Lavalleja', band: 'interior', cities: [['30000', 'Minas', -34.376, -55.238, 'interior']] },
  { id: '11', name: 'Paysandú', band: 'interior', cities: [['60000', 'Paysandú', -32.321, -58.076, 'interior']] },
  { id: '12', name: 'Río Negro', band: 'interior', cities: [['65000', 'Fray Bentos', -33.132, -58.296, 'interior']] },
  { id: '13', name: 'Rivera', band: 'interior', cities: [['40000', 'Rivera', -30.905, -55.551, 'remote']] },
  { id: '14', name: 'Rocha', band: 'interior', cities: [['27000', 'Rocha', -34.483, -54.334, 'interior']] },
  { id: '15', name: 'Salto', band: 'interior', cities: [['50000', 'Salto', -31.388, -57.961, 'interior']] },
  {
    id: '16',
    name: 'San José',
    band: 'interior',
    cities: [['80000', 'San José de Mayo', -34.338, -56.713, 'interior']],
  },
  { id: '17', name: 'Soriano', band: 'interior', cities: [['75000', 'Mercedes', -33.252, -58.031, 'interior']] },
  { id: '18', name: 'Tacuarembó', band: 'interior', cities: [['45000', 'Tacuarembó', -31.711, -55.982, 'remote']] },
  {
    id: '19',
    name: 'Treinta y Tres',
    band: 'interior',
    cities: [['33000', 'Treinta y Tres', -33.233, -54.383, 'remote']],
  },
];

/** "Pocitos, Montevideo"; a capital alone where it shares its department's name ("Salto"). */
const label = (name: string, department: { name: string }) =>
  name === department.name ? name : `${name}, ${department.name}`;

const hours = week(['08:00', '21:00'], ['08:00', '21:00'], ['09:00', '20:00']);
const interior = week(['08:30', '20:00'], ['08:30', '20:00'], ['09:00', '13:00']);

export const uyGeography: TenantGeography = {
  tenant: 'uy',
  priceGroups: [
    { id: '70', name: 'Montevideo y área metropolitana' },
    { id: '72', name: 'Interior' },
  ],
  regions: buildRegions(regions, { tiers, priceGroups: { montevideo: '70', interior: '72' }, label }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['7001', 'Andamio Pocitos', '11300', 'Av. Luis Alberto de Herrera 1290', -34.905, -56.137, '+598 2600 7001', hours],
    ['7002', 'Andamio Carrasco', '11500', 'Av. Italia 5775', -34.879, -56.088, '+598 2600 7002', hours],
    ['7003', 'Andamio Prado', '11700', 'Av. Agraciada 3120', -34.858, -56.205, '+598 2600 7003', hours],
    ['7004', 'Andamio Ciudad de la Costa', '15000', 'Av. Giannattasio km 20.500', -34.844, -55.99, '+598 2682 7004', hours],
    ['7005', 'Andamio Maldonado', '20000', 'Av. Roosevelt y Aparicio Saravia', -34.929, -54.937, '+598 4224 7005', interior],
    ['7006', 'Andamio Salto', '50000', 'Av. Uruguay 1200', -31.386, -57.96, '+598 4733 7006', interior, 4],
  ]),
};
