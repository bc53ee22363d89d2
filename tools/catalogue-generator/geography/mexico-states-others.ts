import type { MexicoRegion } from './mx';

/** Sonora to Baja California Sur: the remaining states, with CPs and colonias. */
export const mexicoOtherStates: readonly MexicoRegion[] = [
  {
    id: '26',
    name: 'Sonora',
    short: 'Son.',
    band: 'rest',
    cities: [
      [
        '26030',
        'Hermosillo',
        29.073,
        -110.956,
        'regional',
        {
          postalCodes: [
            ['83000', 'Hermosillo Centro'],
            ['83150', 'Pitic'],
            ['83180', 'Valle Grande'],
          ],
        },
      ],
    ],
  },
  {
    id: '05',
    name: 'Coahuila',
    short: 'Coah.',
    band: 'rest',
    cities: [
      [
        '05030',
        'Saltillo',
        25.424,
        -100.994,
        'regional',
        {
          postalCodes: [
            ['25000', 'Saltillo Centro'],
            ['25210', 'Los Maestros'],
            ['25270', 'República'],
          ],
        },
      ],
    ],
  },
  {
    id: '24',
    name: 'San Luis Potosí',
    short: 'S.L.P.',
    band: 'rest',
    cities: [
      [
        '24028',
        'San Luis Potosí',
        22.152,
        -100.976,
        'regional',
        {
          postalCodes: [
            ['78000', 'San Luis Potosí Centro'],
            ['78210', 'Lomas'],
            ['78250', 'Polanco'],
          ],
        },
      ],
    ],
  },
  {
    id: '01',
    name: 'Aguascalientes',
    short: 'Ags.',
    band: 'rest',
    cities: [
      [
        '01001',
        'Aguascalientes',
        21.882,
        -102.291,
        'regional',
        {
          postalCodes: [
            ['20000', 'Aguascalientes Centro'],
            ['20127', 'Pulgas Pandas'],
            ['20230', 'Bosques del Prado'],
          ],
        },
      ],
    ],
  },
  {
    id: '30',
    name: 'Veracruz',
    short: 'Ver.',
    band: 'rest',
    cities: [
      [
        '30193',
        'Veracruz',
        19.173,
        -96.134,
        'regional',
        {
          postalCodes: [
            ['91700', 'Veracruz Centro'],
            ['91800', 'Zaragoza'],
            ['91910', 'Reforma'],
          ],
        },
      ],
    ],
  },
  {
    id: '16',
    name: 'Michoacán',
    short: 'Mich.',
    band: 'rest',
    cities: [
      [
        '16053',
        'Morelia',
        19.706,
        -101.195,
        'regional',
        {
          postalCodes: [
            ['58000', 'Morelia Centro'],
            ['58240', 'Chapultepec Sur'],
            ['58260', 'Félix Ireta'],
          ],
        },
      ],
    ],
  },
  {
    id: '25',
    name: 'Sinaloa',
    short: 'Sin.',
    band: 'rest',
    cities: [
      [
        '25006',
        'Culiacán',
        24.809,
        -107.394,
        'regional',
        {
          postalCodes: [
            ['80000', 'Culiacán Centro'],
            ['80020', 'Las Quintas'],
            ['80060', 'Chapultepec'],
          ],
        },
      ],
    ],
  },
  {
    id: '27',
    name: 'Tabasco',
    short: 'Tab.',
    band: 'rest',
    cities: [
      [
        '27004',
        'Centro',
        17.987,
        -92.93,
        'regional',
        {
          label: 'Villahermosa, Tab.',
          postalCodes: [
            ['86000', 'Villahermosa Centro'],
            ['86035', 'Tabasco 2000'],
            ['86040', 'Jesús García'],
          ],
        },
      ],
    ],
  },
  {
    id: '20',
    name: 'Oaxaca',
    short: 'Oax.',
    band: 'rest',
    cities: [
      [
        '20067',
        'Oaxaca de Juárez',
        17.061,
        -96.726,
        'remote',
        {
          postalCodes: [
            ['68000', 'Oaxaca Centro'],
            ['68050', 'Reforma'],
            ['68080', 'Jalatlaco'],
          ],
        },
      ],
    ],
  },
  {
    id: '07',
    name: 'Chiapas',
    short: 'Chis.',
    band: 'rest',
    cities: [
      [
        '07101',
        'Tuxtla Gutiérrez',
        16.753,
        -93.116,
        'remote',
        {
          postalCodes: [
            ['29000', 'Tuxtla Gutiérrez Centro'],
            ['29030', 'Moctezuma'],
            ['29050', 'Las Palmas'],
          ],
        },
      ],
    ],
  },
  {
    id: '03',
    name: 'Baja California Sur',
    short: 'B.C.S.',
    band: 'rest',
    cities: [
      [
        '03008',
        'Los Cabos',
        22.89,
        -109.916,
        'remote',
        {
          postalCodes: [
            ['23400', 'San José del Cabo Centro'],
            ['23410', 'Cabo San Lucas Centro'],
            ['23453', 'El Médano'],
          ],
        },
      ],
    ],
  },
];
