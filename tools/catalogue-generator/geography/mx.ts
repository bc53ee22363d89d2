import { buildRegions, buildStores, type DeliveryTier, type RegionRow, week } from './build';
import { mexicoStates } from './mexico-states';
import { mexicoValley } from './mexico-valley';
import type { TenantGeography } from './types';

/**
 * Mexico: states (INEGI 2 digits) with municipalities and alcaldías (INEGI 5 digits; Cuauhtémoc
 * is '09015') and, since Mexico chooses the zone by postal code (docs/zones-and-price-groups.md), a few CPs per place
 * with their colonias.
 */

type Band = 'centre' | 'rest';
type Tier = 'cdmx' | 'metro' | 'main' | 'regional' | 'remote';
export type MexicoRegion = RegionRow<Band, Tier>;

/** MXN in centavos: 9900 is $99.00. */
const tiers: Record<Tier, DeliveryTier> = {
  cdmx: { deliveryDays: 0, deliveryCost: 9900, economicDays: 3, economicCost: 6900, sameDayCutoffHour: 13 },
  metro: { deliveryDays: 1, deliveryCost: 12900, economicDays: 4, economicCost: 8900 },
  main: { deliveryDays: 2, deliveryCost: 14900, economicDays: 5, economicCost: 9900 },
  regional: { deliveryDays: 4, deliveryCost: 19900, economicDays: 7, economicCost: 14900 },
  remote: { deliveryDays: 6, deliveryCost: 29900 },
};

const hours = week(['07:00', '22:00']);

export const mxGeography: TenantGeography = {
  tenant: 'mx',
  priceGroups: [
    { id: '60', name: 'Valle de México y centro' },
    { id: '62', name: 'Occidente, norte y sureste' },
  ],
  regions: buildRegions([...mexicoValley, ...mexicoStates], {
    tiers,
    priceGroups: { centre: '60', rest: '62' },
    // "Cuauhtémoc, CDMX", "Zapopan, Jal."
    label: (name, state) => `${name}, ${state.short ?? state.name}`,
  }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['6001', 'Andamio Polanco', '09016', 'Av. Ejército Nacional 843, Granada', 19.44, -99.203, '+52 55 5255 6001', hours],
    ['6002', 'Andamio Coyoacán', '09003', 'Av. Universidad 1778, Romero de Terreros', 19.348, -99.174, '+52 55 5658 6002', hours],
    ['6003', 'Andamio Santa Fe', '09004', 'Av. Vasco de Quiroga 3800, Santa Fe Cuajimalpa', 19.361, -99.274, '+52 55 5292 6003', hours],
    ['6004', 'Andamio Satélite', '15057', 'Blvd. Manuel Ávila Camacho 2251, Ciudad Satélite', 19.507, -99.233, '+52 55 5393 6004', hours],
    ['6005', 'Andamio Guadalajara', '14039', 'Av. Lázaro Cárdenas 2305, Las Torres', 20.654, -103.379, '+52 33 3880 6005', hours],
    ['6006', 'Andamio Zapopan', '14120', 'Av. Vallarta 6503, Ciudad Granja', 20.676, -103.434, '+52 33 3110 6006', hours],
    ['6007', 'Andamio Monterrey', '19039', 'Av. Eugenio Garza Sada 3551, Tecnológico', 25.651, -100.289, '+52 81 8358 6007', hours],
    ['6008', 'Andamio San Pedro', '19019', 'Av. José Vasconcelos 402, Del Valle', 25.655, -100.364, '+52 81 8378 6008', hours],
    ['6009', 'Andamio Puebla', '21114', 'Blvd. Hermanos Serdán 270, Amor', 19.063, -98.226, '+52 222 231 6009', hours],
    ['6010', 'Andamio Querétaro', '22014', 'Blvd. Bernardo Quintana 4100, Álamos 3a Sección', 20.612, -100.383, '+52 442 215 6010', hours],
    ['6011', 'Andamio Mérida', '31050', 'Prolongación Paseo de Montejo 480, Montebello', 21.005, -89.615, '+52 999 944 6011', hours],
    ['6012', 'Andamio Cancún', '23005', 'Av. Tulum 260, Supermanzana 7', 21.158, -86.826, '+52 998 884 6012', hours],
    ['6013', 'Andamio Tijuana', '02004', 'Blvd. Agua Caliente 4558, Aviación', 32.508, -117.004, '+52 664 686 6013', hours],
  ]),
};
