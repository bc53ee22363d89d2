import { brazilRegions } from './brazil';
import { buildStores, week } from './build';
import type { TenantGeography } from './types';

/** Obra serves builders: it opens earlier and closes on Sunday afternoon. */
const builders = week(['06:30', '20:00'], ['06:30', '18:00'], ['08:00', '14:00']);

export const obraGeography: TenantGeography = {
  tenant: 'obra',
  priceGroups: [
    { id: '51', name: 'Sudeste e Sul' },
    { id: '53', name: 'Centro-Oeste, Nordeste e Norte' },
  ],
  regions: brazilRegions({ southeastSouth: '51', centreNorth: '53' }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['5101', 'Obra São Paulo', '3550308', 'Av. Marquês de São Vicente, 1500 - Barra Funda', -23.52, -46.672, '+55 11 3611-5101', builders],
    ['5102', 'Obra Osasco', '3534401', 'Av. dos Autonomistas, 1400 - Vila Yara', -23.54, -46.776, '+55 11 3685-5102', builders],
    ['5103', 'Obra Rio de Janeiro', '3304557', 'Av. Brasil, 19001 - Guadalupe', -22.839, -43.372, '+55 21 3017-5103', builders],
    ['5104', 'Obra Belo Horizonte', '3106200', 'Av. Amazonas, 5000 - Nova Suíça', -19.94, -43.975, '+55 31 3372-5104', builders],
    ['5105', 'Obra Curitiba', '4106902', 'Av. Marechal Floriano Peixoto, 6000 - Boqueirão', -25.5, -49.24, '+55 41 3276-5105', builders],
    ['5106', 'Obra Fortaleza', '2304400', 'Av. Washington Soares, 4527 - Edson Queiroz', -3.79, -38.48, '+55 85 3241-5106', builders],
  ]),
};
