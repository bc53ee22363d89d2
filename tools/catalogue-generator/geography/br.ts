import { brazilRegions } from './brazil';
import { buildStores, week } from './build';
import type { TenantGeography } from './types';

const homeCentre = week(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '20:00']);

export const brGeography: TenantGeography = {
  tenant: 'br',
  priceGroups: [
    { id: '50', name: 'Sudeste e Sul' },
    { id: '52', name: 'Centro-Oeste, Nordeste e Norte' },
  ],
  regions: brazilRegions({ southeastSouth: '50', centreNorth: '52' }),
  // biome-ignore format: a table reads best with one store per line
  stores: buildStores([
    ['5001', 'Andamio São Paulo Pinheiros', '3550308', 'Av. Rebouças, 3970 - Pinheiros', -23.572, -46.694, '+55 11 3035-5001', homeCentre],
    ['5002', 'Andamio São Paulo Tatuapé', '3550308', 'Rua Serra de Bragança, 1500 - Tatuapé', -23.541, -46.575, '+55 11 2093-5002', homeCentre],
    ['5003', 'Andamio São Paulo Santo Amaro', '3550308', 'Av. Santo Amaro, 4300 - Brooklin', -23.622, -46.685, '+55 11 5181-5003', homeCentre],
    ['5004', 'Andamio Guarulhos', '3518800', 'Av. Tiradentes, 1500 - Centro', -23.474, -46.528, '+55 11 2475-5004', homeCentre],
    ['5005', 'Andamio Campinas', '3509502', 'Av. John Boyd Dunlop, 3900 - Jardim Ipaussurama', -22.925, -47.108, '+55 19 3272-5005', homeCentre],
    ['5006', 'Andamio Santo André', '3547809', 'Av. Industrial, 600 - Jardim', -23.647, -46.533, '+55 11 4433-5006', homeCentre],
    ['5007', 'Andamio Rio de Janeiro Barra', '3304557', 'Av. das Américas, 4666 - Barra da Tijuca', -23.0, -43.357, '+55 21 3325-5007', homeCentre],
    ['5008', 'Andamio Rio de Janeiro Norte', '3304557', 'Av. Dom Hélder Câmara, 5200 - Cachambi', -22.889, -43.276, '+55 21 3597-5008', homeCentre],
    ['5009', 'Andamio Belo Horizonte', '3106200', 'Av. Cristiano Machado, 4000 - União', -19.875, -43.926, '+55 31 3427-5009', homeCentre],
    ['5010', 'Andamio Curitiba', '4106902', 'Av. Comendador Franco, 1341 - Jardim Botânico', -25.446, -49.248, '+55 41 3360-5010', homeCentre],
    ['5011', 'Andamio Porto Alegre', '4314902', 'Av. Assis Brasil, 2611 - Cristo Redentor', -30.007, -51.162, '+55 51 3361-5011', homeCentre],
    ['5012', 'Andamio Brasília', '5300108', 'SIA Trecho 3, Lote 1490', -15.807, -47.955, '+55 61 3234-5012', homeCentre],
    ['5013', 'Andamio Salvador', '2927408', 'Av. Luís Viana Filho, 8812 - Imbuí', -12.955, -38.44, '+55 71 3172-5013', homeCentre],
    ['5014', 'Andamio Recife', '2611606', 'Av. Mascarenhas de Morais, 4861 - Imbiribeira', -8.12, -34.91, '+55 81 3472-5014', homeCentre],
  ]),
};
