import { buildStores, week } from './build';
import { chileRegions } from './chile';
import type { TenantGeography } from './types';

/** Homy sells in shopping centres: mall hours every day. */
const mall = week(['10:00', '21:00']);

export const homyGeography: TenantGeography = {
  tenant: 'homy',
  priceGroups: [
    { id: '11', name: 'Santiago y zona central' },
    { id: '13', name: 'Zona norte y sur' },
    { id: '15', name: 'Zonas extremas' },
  ],
  regions: chileRegions({ central: '11', regional: '13', extreme: '15' }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['1101', 'Homy Santiago', '13101', "Av. Libertador Bernardo O'Higgins 1235", -33.445, -70.654, '+56 2 2391 1101', mall],
    ['1102', 'Homy Providencia', '13123', 'Av. Andrés Bello 2425', -33.418, -70.606, '+56 2 2391 1102', mall],
    ['1103', 'Homy La Florida', '13110', 'Av. Vicuña Mackenna Oriente 6100', -33.511, -70.606, '+56 2 2391 1103', mall],
    ['1104', 'Homy Viña del Mar', '05109', 'Av. Libertad 1348', -33.009, -71.549, '+56 32 246 1104', mall],
    ['1105', 'Homy Concepción', '08101', 'Barros Arana 1068', -36.826, -73.048, '+56 41 247 1105', mall],
    ['1106', 'Homy La Serena', '04101', 'Av. Alberto Solari 1400', -29.912, -71.258, '+56 51 248 1106', mall],
  ]),
};
