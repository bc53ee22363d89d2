import { buildRegions, type CountryPlan, type DeliveryTier, type RegionRow } from './build';
import type { RegionSeed } from './types';

/**
 * Chile's 16 regions, north to south, with their comunas under the official CUT codes
 * (Código Único Territorial): all 32 comunas of Santiago province plus the main ones elsewhere.
 * Shared by the two Chilean brands, which differ only in price-group ids and stores.
 */

export type ChileBand = 'central' | 'regional' | 'extreme';
type Tier = 'metro' | 'suburban' | 'central' | 'regional' | 'remote';

/** CLP has no minor digits: 3990 is $3.990. */
const tiers: Record<Tier, DeliveryTier> = {
  metro: { deliveryDays: 0, deliveryCost: 3990, economicDays: 3, economicCost: 2990, sameDayCutoffHour: 13 },
  suburban: { deliveryDays: 1, deliveryCost: 4990, economicDays: 4, economicCost: 3990 },
  central: { deliveryDays: 2, deliveryCost: 5990, economicDays: 5, economicCost: 4490 },
  regional: { deliveryDays: 3, deliveryCost: 7990, economicDays: 6, economicCost: 5990 },
  remote: { deliveryDays: 6, deliveryCost: 12990 },
};

type Region = RegionRow<ChileBand, Tier>;

const regions: readonly Region[] = [
  {
    id: '15',
    name: 'Arica y Parinacota',
    band: 'regional',
    cities: [
      ['15101', 'Arica', -18.478, -70.312, 'regional'],
      ['15201', 'Putre', -18.196, -69.559, 'remote'],
    ],
  },
  {
    id: '01',
    name: 'Tarapacá',
    band: 'regional',
    cities: [
      ['01101', 'Iquique', -20.214, -70.152, 'regional'],
      ['01107', 'Alto Hospicio', -20.27, -70.101, 'regional'],
      ['01401', 'Pozo Almonte', -20.256, -69.786, 'regional'],
    ],
  },
  {
    id: '02',
    name: 'Antofagasta',
    band: 'regional',
    cities: [
      ['02101', 'Antofagasta', -23.65, -70.4, 'regional'],
      ['02102', 'Mejillones', -23.1, -70.45, 'regional'],
      ['02201', 'Calama', -22.456, -68.924, 'regional'],
      ['02203', 'San Pedro de Atacama', -22.911, -68.2, 'remote'],
      ['02301', 'Tocopilla', -22.092, -70.198, 'regional'],
    ],
  },
  {
    id: '03',
    name: 'Atacama',
    band: 'regional',
    cities: [
      ['03101', 'Copiapó', -27.366, -70.332, 'regional'],
      ['03102', 'Caldera', -27.068, -70.818, 'regional'],
      ['03201', 'Chañaral', -26.347, -70.622, 'regional'],
      ['03301', 'Vallenar', -28.576, -70.759, 'regional'],
    ],
  },
  {
    id: '04',
    name: 'Coquimbo',
    band: 'regional',
    cities: [
      ['04101', 'La Serena', -29.904, -71.249, 'central'],
      ['04102', 'Coquimbo', -29.953, -71.343, 'central'],
      ['04106', 'Vicuña', -30.032, -70.709, 'regional'],
      ['04201', 'Illapel', -31.633, -71.165, 'regional'],
      ['04301', 'Ovalle', -30.601, -71.199, 'regional'],
    ],
  },
  {
    id: '05',
    name: 'Valparaíso',
    band: 'central',
    cities: [
      ['05101', 'Valparaíso', -33.047, -71.612, 'central'],
      ['05103', 'Concón', -32.925, -71.519, 'central'],
      ['05104', 'Juan Fernández', -33.637, -78.829, 'remote', { band: 'extreme', served: false }],
      ['05109', 'Viña del Mar', -33.024, -71.552, 'central'],
      ['05201', 'Isla de Pascua', -27.149, -109.432, 'remote', { band: 'extreme' }],
      ['05301', 'Los Andes', -32.834, -70.598, 'central'],
      ['05501', 'Quillota', -32.881, -71.247, 'central'],
      ['05601', 'San Antonio', -33.593, -71.621, 'central'],
      ['05701', 'San Felipe', -32.75, -70.724, 'central'],
      ['05801', 'Quilpué', -33.048, -71.442, 'central'],
      ['05804', 'Villa Alemana', -33.042, -71.373, 'central'],
    ],
  },
  {
    id: '13',
    name: 'Metropolitana de Santiago',
    band: 'central',
    cities: [
      ['13101', 'Santiago', -33.437, -70.65, 'metro'],
      ['13102', 'Cerrillos', -33.5, -70.716, 'metro'],
      ['13103', 'Cerro Navia', -33.422, -70.744, 'metro'],
      ['13104', 'Conchalí', -33.384, -70.675, 'metro'],
      ['13105', 'El Bosque', -33.562, -70.676, 'metro'],
      ['13106', 'Estación Central', -33.46, -70.7, 'metro'],
      ['13107', 'Huechuraba', -33.367, -70.632, 'metro'],
      ['13108', 'Independencia', -33.416, -70.665, 'metro'],
      ['13109', 'La Cisterna', -33.53, -70.664, 'metro'],
      ['13110', 'La Florida', -33.522, -70.598, 'metro'],
      ['13111', 'La Granja', -33.537, -70.623, 'metro'],
      ['13112', 'La Pintana', -33.584, -70.634, 'metro'],
      ['13113', 'La Reina', -33.451, -70.542, 'metro'],
      ['13114', 'Las Condes', -33.408, -70.567, 'metro'],
      ['13115', 'Lo Barnechea', -33.35, -70.518, 'metro'],
      ['13116', 'Lo Espejo', -33.521, -70.692, 'metro'],
      ['13117', 'Lo Prado', -33.444, -70.725, 'metro'],
      ['13118', 'Macul', -33.491, -70.599, 'metro'],
      ['13119', 'Maipú', -33.51, -70.757, 'metro'],
      ['13120', 'Ñuñoa', -33.457, -70.598, 'metro'],
      ['13121', 'Pedro Aguirre Cerda', -33.49, -70.675, 'metro'],
      ['13122', 'Peñalolén', -33.486, -70.546, 'metro'],
      ['13123', 'Providencia', -33.432, -70.609, 'metro'],
      ['13124', 'Pudahuel', -33.44, -70.765, 'metro'],
      ['13125', 'Quilicura', -33.361, -70.728, 'metro'],
      ['13126', 'Quinta Normal', -33.428, -70.697, 'metro'],
      ['13127', 'Recoleta', -33.406, -70.64, 'metro'],
      ['13128', 'Renca', -33.405, -70.727, 'metro'],
      ['13129', 'San Joaquín', -33.496, -70.628, 'metro'],
      ['13130', 'San Miguel', -33.497, -70.651, 'metro'],
      ['13131', 'San Ramón', -33.536, -70.642, 'metro'],
      ['13132', 'Vitacura', -33.39, -70.577, 'metro'],
      ['13201', 'Puente Alto', -33.611, -70.576, 'metro'],
      ['13202', 'Pirque', -33.673, -70.59, 'suburban'],
      ['13301', 'Colina', -33.202, -70.675, 'suburban'],
      ['13302', 'Lampa', -33.286, -70.876, 'suburban'],
      ['13401', 'San Bernardo', -33.592, -70.7, 'metro'],
      ['13402', 'Buin', -33.732, -70.743, 'suburban'],
      ['13501', 'Melipilla', -33.687, -71.215, 'suburban'],
      ['13601', 'Talagante', -33.664, -70.929, 'suburban'],
      ['13604', 'Padre Hurtado', -33.576, -70.815, 'suburban'],
      ['13605', 'Peñaflor', -33.606, -70.876, 'suburban'],
    ],
  },
  {
    id: '06',
    name: "Libertador General Bernardo O'Higgins",
    band: 'central',
    cities: [
      ['06101', 'Rancagua', -34.17, -70.741, 'central'],
      ['06108', 'Machalí', -34.181, -70.651, 'central'],
      ['06115', 'Rengo', -34.407, -70.858, 'central'],
      ['06201', 'Pichilemu', -34.387, -72.004, 'regional'],
      ['06301', 'San Fernando', -34.586, -70.987, 'central'],
      ['06310', 'Santa Cruz', -34.639, -71.366, 'central'],
    ],
  },
  {
    id: '07',
    name: 'Maule',
    band: 'central',
    cities: [
      ['07101', 'Talca', -35.427, -71.655, 'central'],
      ['07102', 'Constitución', -35.333, -72.412, 'regional'],
      ['07201', 'Cauquenes', -35.967, -72.322, 'regional'],
      ['07301', 'Curicó', -34.983, -71.239, 'central'],
      ['07401', 'Linares', -35.846, -71.593, 'central'],
    ],
  },
  {
    id: '16',
    name: 'Ñuble',
    band: 'regional',
    cities: [
      ['16101', 'Chillán', -36.607, -72.103, 'regional'],
      ['16102', 'Bulnes', -36.742, -72.299, 'regional'],
      ['16103', 'Chillán Viejo', -36.623, -72.132, 'regional'],
      ['16301', 'San Carlos', -36.425, -71.958, 'regional'],
    ],
  },
  {
    id: '08',
    name: 'Biobío',
    band: 'regional',
    cities: [
      ['08101', 'Concepción', -36.827, -73.05, 'central'],
      ['08102', 'Coronel', -37.03, -73.153, 'central'],
      ['08103', 'Chiguayante', -36.925, -73.027, 'central'],
      ['08108', 'San Pedro de la Paz', -36.843, -73.108, 'central'],
      ['08110', 'Talcahuano', -36.724, -73.117, 'central'],
      ['08112', 'Hualpén', -36.788, -73.097, 'central'],
      ['08301', 'Los Ángeles', -37.469, -72.354, 'regional'],
    ],
  },
  {
    id: '09',
    name: 'La Araucanía',
    band: 'regional',
    cities: [
      ['09101', 'Temuco', -38.739, -72.598, 'regional'],
      ['09112', 'Padre Las Casas', -38.766, -72.596, 'regional'],
      ['09115', 'Pucón', -39.282, -71.954, 'regional'],
      ['09120', 'Villarrica', -39.285, -72.228, 'regional'],
      ['09201', 'Angol', -37.798, -72.716, 'regional'],
    ],
  },
  {
    id: '14',
    name: 'Los Ríos',
    band: 'regional',
    cities: [
      ['14101', 'Valdivia', -39.814, -73.246, 'regional'],
      ['14108', 'Panguipulli', -39.644, -72.336, 'regional'],
      ['14201', 'La Unión', -40.293, -73.083, 'regional'],
    ],
  },
  {
    id: '10',
    name: 'Los Lagos',
    band: 'regional',
    cities: [
      ['10101', 'Puerto Montt', -41.469, -72.942, 'regional'],
      ['10109', 'Puerto Varas', -41.319, -72.985, 'regional'],
      ['10201', 'Castro', -42.48, -73.762, 'remote'],
      ['10202', 'Ancud', -41.868, -73.829, 'remote'],
      ['10301', 'Osorno', -40.574, -73.133, 'regional'],
    ],
  },
  {
    id: '11',
    name: 'Aysén del General Carlos Ibáñez del Campo',
    band: 'extreme',
    cities: [
      ['11101', 'Coyhaique', -45.571, -72.068, 'remote'],
      ['11201', 'Aysén', -45.403, -72.692, 'remote'],
      ['11301', 'Cochrane', -47.254, -72.573, 'remote'],
      ['11401', 'Chile Chico', -46.541, -71.722, 'remote'],
    ],
  },
  {
    id: '12',
    name: 'Magallanes y de la Antártica Chilena',
    band: 'extreme',
    cities: [
      ['12101', 'Punta Arenas', -53.163, -70.917, 'remote'],
      ['12201', 'Cabo de Hornos', -54.934, -67.604, 'remote'],
      ['12202', 'Antártica', -62.2, -58.964, 'remote', { served: false }],
      ['12301', 'Porvenir', -53.296, -70.368, 'remote'],
      ['12401', 'Natales', -51.73, -72.507, 'remote'],
    ],
  },
];

/** The Chilean header shows the comuna alone (the manual choice is region, then comuna). */
const plan = (priceGroups: Record<ChileBand, string>): CountryPlan<ChileBand, Tier> => ({
  tiers,
  priceGroups,
  label: (comuna) => comuna,
});

/** Chile's regions priced with one brand's price groups: Santiago and centre, north and south, extreme. */
export function chileRegions(priceGroups: Record<ChileBand, string>): RegionSeed[] {
  return buildRegions(regions, plan(priceGroups));
}
