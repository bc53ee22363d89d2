import type { MexicoRegion } from './mx';

/** The other states: the main municipality or two of each, with CPs and colonias. */
export const mexicoStates: readonly MexicoRegion[] = [
  {
    id: '21',
    name: 'Puebla',
    short: 'Pue.',
    band: 'centre',
    cities: [
      [
        '21114',
        'Puebla',
        19.041,
        -98.206,
        'main',
        {
          postalCodes: [
            ['72000', 'Centro'],
            ['72160', 'La Paz'],
            ['72530', 'Anzures'],
            ['72550', 'Huexotitla'],
          ],
        },
      ],
      [
        '21119',
        'San Andrés Cholula',
        19.051,
        -98.299,
        'main',
        {
          postalCodes: [
            ['72810', 'San Andrés Cholula Centro'],
            ['72820', 'Zona Esmeralda'],
            ['72830', 'Lomas de Angelópolis'],
          ],
        },
      ],
    ],
  },
  {
    id: '22',
    name: 'Querétaro',
    short: 'Qro.',
    band: 'centre',
    cities: [
      [
        '22014',
        'Querétaro',
        20.589,
        -100.389,
        'main',
        {
          postalCodes: [
            ['76000', 'Centro'],
            ['76090', 'Jardines de Querétaro'],
            ['76180', 'Álamos 2a Sección'],
            ['76230', 'Juriquilla'],
          ],
        },
      ],
    ],
  },
  {
    id: '11',
    name: 'Guanajuato',
    short: 'Gto.',
    band: 'centre',
    cities: [
      [
        '11020',
        'León',
        21.123,
        -101.68,
        'main',
        {
          postalCodes: [
            ['37000', 'León Centro'],
            ['37120', 'Campestre'],
            ['37160', 'Jardines del Moral'],
          ],
        },
      ],
    ],
  },
  {
    id: '13',
    name: 'Hidalgo',
    short: 'Hgo.',
    band: 'centre',
    cities: [
      [
        '13048',
        'Pachuca de Soto',
        20.101,
        -98.759,
        'main',
        {
          postalCodes: [
            ['42000', 'Pachuca Centro'],
            ['42083', 'Periodistas'],
            ['42090', 'Real de Minas'],
          ],
        },
      ],
    ],
  },
  {
    id: '17',
    name: 'Morelos',
    short: 'Mor.',
    band: 'centre',
    cities: [
      [
        '17007',
        'Cuernavaca',
        18.922,
        -99.235,
        'main',
        {
          postalCodes: [
            ['62000', 'Cuernavaca Centro'],
            ['62250', 'Lomas de la Selva'],
            ['62290', 'Vista Hermosa'],
          ],
        },
      ],
    ],
  },
  {
    id: '14',
    name: 'Jalisco',
    short: 'Jal.',
    band: 'rest',
    cities: [
      [
        '14039',
        'Guadalajara',
        20.677,
        -103.347,
        'main',
        {
          postalCodes: [
            ['44100', 'Guadalajara Centro'],
            ['44130', 'Arcos Vallarta'],
            ['44160', 'Americana'],
            ['44190', 'Moderna'],
            ['44600', 'Ladrón de Guevara'],
            ['44630', 'Providencia'],
          ],
        },
      ],
      [
        '14120',
        'Zapopan',
        20.721,
        -103.391,
        'main',
        {
          postalCodes: [
            ['45010', 'Ciudad Granja'],
            ['45040', 'Chapalita'],
            ['45100', 'Zapopan Centro'],
            ['45116', 'Puerta de Hierro'],
          ],
        },
      ],
    ],
  },
  {
    id: '19',
    name: 'Nuevo León',
    short: 'N.L.',
    band: 'rest',
    cities: [
      [
        '19039',
        'Monterrey',
        25.686,
        -100.316,
        'main',
        {
          postalCodes: [
            ['64000', 'Monterrey Centro'],
            ['64060', 'Obispado'],
            ['64460', 'Mitras Centro'],
            ['64610', 'Vista Hermosa'],
            ['64849', 'Tecnológico'],
          ],
        },
      ],
      [
        '19019',
        'San Pedro Garza García',
        25.658,
        -100.402,
        'main',
        {
          postalCodes: [
            ['66220', 'Del Valle'],
            ['66230', 'Residencial San Agustín'],
            ['66260', 'Valle del Campestre'],
          ],
        },
      ],
    ],
  },
  {
    id: '31',
    name: 'Yucatán',
    short: 'Yuc.',
    band: 'rest',
    cities: [
      [
        '31050',
        'Mérida',
        20.967,
        -89.624,
        'regional',
        {
          postalCodes: [
            ['97000', 'Mérida Centro'],
            ['97070', 'García Ginerés'],
            ['97119', 'Montebello'],
            ['97130', 'Itzimná'],
          ],
        },
      ],
    ],
  },
  {
    id: '23',
    name: 'Quintana Roo',
    short: 'Q. Roo',
    band: 'rest',
    cities: [
      [
        '23005',
        'Benito Juárez',
        21.161,
        -86.851,
        'regional',
        {
          label: 'Cancún, Q. Roo',
          postalCodes: [
            ['77500', 'Cancún Centro', 'Zona Hotelera'],
            ['77505', 'Supermanzana 3'],
            ['77533', 'Supermanzana 15'],
          ],
        },
      ],
      [
        '23008',
        'Solidaridad',
        20.629,
        -87.073,
        'regional',
        {
          label: 'Playa del Carmen, Q. Roo',
          postalCodes: [
            ['77710', 'Playa del Carmen Centro'],
            ['77717', 'Playacar Fase 2'],
            ['77720', 'Ejidal'],
          ],
        },
      ],
      [
        '23001',
        'Cozumel',
        20.509,
        -86.946,
        'remote',
        {
          served: false,
          postalCodes: [['77600', 'Cozumel Centro']],
        },
      ],
    ],
  },
  {
    id: '02',
    name: 'Baja California',
    short: 'B.C.',
    band: 'rest',
    cities: [
      [
        '02004',
        'Tijuana',
        32.514,
        -117.038,
        'regional',
        {
          postalCodes: [
            ['22000', 'Zona Centro'],
            ['22010', 'Zona Urbana Río Tijuana'],
            ['22014', 'Aviación'],
            ['22106', 'Otay Constituyentes'],
          ],
        },
      ],
    ],
  },
  {
    id: '08',
    name: 'Chihuahua',
    short: 'Chih.',
    band: 'rest',
    cities: [
      [
        '08019',
        'Chihuahua',
        28.632,
        -106.069,
        'regional',
        {
          postalCodes: [
            ['31000', 'Chihuahua Centro'],
            ['31100', 'Santo Niño'],
            ['31203', 'San Felipe'],
          ],
        },
      ],
      [
        '08037',
        'Juárez',
        31.69,
        -106.424,
        'regional',
        {
          label: 'Ciudad Juárez, Chih.',
          postalCodes: [
            ['32000', 'Ciudad Juárez Centro'],
            ['32310', 'Partido Romero'],
            ['32330', 'Pronaf'],
          ],
        },
      ],
    ],
  },
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
