import type { BrazilRegion } from './brazil';

/** Centre-West (DF, GO, MS, MT): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilCentreWest: readonly BrazilRegion[] = [
  {
    id: 'DF',
    name: 'Distrito Federal',
    band: 'centreNorth',
    cities: [
      [
        '5300108',
        'Brasília',
        -15.794,
        -47.882,
        'regional',
        {
          postalCodes: [
            ['70200000', 'Asa Sul'],
            ['70700000', 'Asa Norte'],
            ['71200000', 'Setor de Indústria e Abastecimento'],
            ['71600000', 'Lago Sul'],
            ['71900000', 'Águas Claras'],
            ['72000000', 'Taguatinga'],
          ],
        },
      ],
    ],
  },
  {
    id: 'GO',
    name: 'Goiás',
    band: 'centreNorth',
    cities: [
      [
        '5208707',
        'Goiânia',
        -16.686,
        -49.264,
        'regional',
        {
          postalCodes: [
            ['74015000', 'Setor Central'],
            ['74110000', 'Setor Oeste'],
            ['74150000', 'Setor Marista'],
            ['74230000', 'Setor Bueno'],
          ],
        },
      ],
    ],
  },
  {
    id: 'MS',
    name: 'Mato Grosso do Sul',
    band: 'centreNorth',
    cities: [
      [
        '5002704',
        'Campo Grande',
        -20.469,
        -54.62,
        'distant',
        {
          postalCodes: [
            ['79002000', 'Centro'],
            ['79020000', 'Jardim dos Estados'],
            ['79051000', 'Vila Carlota'],
          ],
        },
      ],
    ],
  },
  {
    id: 'MT',
    name: 'Mato Grosso',
    band: 'centreNorth',
    cities: [
      [
        '5103403',
        'Cuiabá',
        -15.601,
        -56.097,
        'distant',
        {
          postalCodes: [
            ['78005000', 'Centro Norte'],
            ['78043000', 'Goiabeiras'],
            ['78060000', 'Jardim das Américas'],
          ],
        },
      ],
    ],
  },
];
