import { buildStores, week } from './build';
import { chileRegions } from './chile';
import type { TenantGeography } from './types';

const bigBox = week(['08:30', '21:00'], ['08:30', '21:00'], ['09:00', '20:00']);
const regional = week(['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '20:00']);
const south = week(['09:00', '20:00'], ['09:00', '20:00'], ['10:00', '19:00']);

export const clGeography: TenantGeography = {
  tenant: 'cl',
  priceGroups: [
    { id: '10', name: 'Santiago y zona central' },
    { id: '12', name: 'Zona norte y sur' },
    { id: '14', name: 'Zonas extremas' },
  ],
  regions: chileRegions({ central: '10', regional: '12', extreme: '14' }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['1001', 'Andamio La Florida', '13110', 'Av. Vicuña Mackenna 7110', -33.519, -70.599, '+56 2 2390 1001', bigBox],
    ['1002', 'Andamio Maipú', '13119', 'Av. Pajaritos 3050', -33.498, -70.753, '+56 2 2390 1002', bigBox],
    ['1003', 'Andamio Las Condes', '13114', 'Av. Presidente Kennedy 9001', -33.393, -70.548, '+56 2 2390 1003', bigBox],
    ['1004', 'Andamio Puente Alto', '13201', 'Av. Concha y Toro 1149', -33.594, -70.578, '+56 2 2390 1004', bigBox],
    ['1005', 'Andamio Quilicura', '13125', 'Av. Manuel Antonio Matta 580', -33.358, -70.731, '+56 2 2390 1005', bigBox],
    ['1006', 'Andamio Huechuraba', '13107', 'Av. Pedro Fontova 6251', -33.37, -70.651, '+56 2 2390 1006', bigBox],
    ['1007', 'Andamio Ñuñoa', '13120', 'Av. Irarrázaval 3450', -33.454, -70.596, '+56 2 2390 1007', bigBox],
    ['1008', 'Andamio Estación Central', '13106', "Av. Libertador Bernardo O'Higgins 3470", -33.453, -70.688, '+56 2 2390 1008', bigBox],
    ['1009', 'Andamio San Bernardo', '13401', 'Gran Avenida José Miguel Carrera 14600', -33.578, -70.698, '+56 2 2390 1009', bigBox],
    ['1010', 'Andamio Viña del Mar', '05109', '15 Norte 961', -33.01, -71.547, '+56 32 245 1010', regional],
    ['1011', 'Andamio Rancagua', '06101', 'Av. Presidente Kennedy 1500', -34.156, -70.737, '+56 72 223 1011', regional],
    ['1012', 'Andamio Concepción', '08101', 'Av. Paicaví 3001', -36.812, -73.041, '+56 41 246 1012', regional],
    ['1013', 'Andamio La Serena', '04101', 'Av. Balmaceda 2885', -29.925, -71.252, '+56 51 247 1013', regional],
    ['1014', 'Andamio Antofagasta', '02101', 'Av. Angamos 0610', -23.667, -70.401, '+56 55 248 1014', regional],
    ['1015', 'Andamio Temuco', '09101', 'Av. Alemania 0671', -38.733, -72.615, '+56 45 249 1015', south],
    ['1016', 'Andamio Puerto Montt', '10101', 'Av. Presidente Ibáñez 600', -41.46, -72.925, '+56 65 250 1016', south],
    // stock reaches the far south by sea: orders for pickup wait for the next day's transfer
    ['1017', 'Andamio Punta Arenas', '12101', 'Av. Eduardo Frei Montalva 01110', -53.13, -70.88, '+56 61 251 1017', south, 24],
  ]),
};
