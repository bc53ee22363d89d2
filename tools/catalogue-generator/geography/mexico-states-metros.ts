import type { MexicoRegion } from './mx';

/** Jalisco to Chihuahua: the states of the large outer metros, with CPs and colonias. */
export const mexicoMetroStates: readonly MexicoRegion[] = [
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
];
