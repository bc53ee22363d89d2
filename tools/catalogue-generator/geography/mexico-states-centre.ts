import type { MexicoRegion } from './mx';

/** The central states around the Valley of Mexico (band centre), with CPs and colonias. */
export const mexicoCentreStates: readonly MexicoRegion[] = [
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
];
