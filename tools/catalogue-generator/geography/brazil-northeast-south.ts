import type { BrazilRegion } from './brazil';

/** North-east, southern half (BA, SE, AL, PE): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilNortheastSouth: readonly BrazilRegion[] = [
  {
    id: 'BA',
    name: 'Bahia',
    band: 'centreNorth',
    cities: [
      [
        '2927408',
        'Salvador',
        -12.978,
        -38.504,
        'distant',
        {
          postalCodes: [
            ['40020000', 'Comércio'],
            ['40140000', 'Barra'],
            ['40150000', 'Graça'],
            ['41740000', 'Imbuí'],
            ['41810000', 'Pituba'],
            ['41820000', 'Itaigara'],
          ],
        },
      ],
      [
        '2910800',
        'Feira de Santana',
        -12.267,
        -38.966,
        'distant',
        {
          postalCodes: [
            ['44001000', 'Centro'],
            ['44052000', 'Santa Mônica'],
            ['44088000', 'Tomba'],
          ],
        },
      ],
    ],
  },
  {
    id: 'SE',
    name: 'Sergipe',
    band: 'centreNorth',
    cities: [
      [
        '2800308',
        'Aracaju',
        -10.947,
        -37.073,
        'distant',
        {
          postalCodes: [
            ['49010000', 'Centro'],
            ['49025000', 'Jardins'],
            ['49035000', 'Atalaia'],
          ],
        },
      ],
    ],
  },
  {
    id: 'AL',
    name: 'Alagoas',
    band: 'centreNorth',
    cities: [
      [
        '2704302',
        'Maceió',
        -9.666,
        -35.735,
        'distant',
        {
          postalCodes: [
            ['57020000', 'Centro'],
            ['57035000', 'Ponta Verde'],
            ['57036000', 'Jatiúca'],
          ],
        },
      ],
    ],
  },
  {
    id: 'PE',
    name: 'Pernambuco',
    band: 'centreNorth',
    cities: [
      [
        '2611606',
        'Recife',
        -8.054,
        -34.881,
        'distant',
        {
          postalCodes: [
            ['50010000', 'Santo Antônio'],
            ['50050000', 'Boa Vista'],
            ['50610000', 'Madalena'],
            ['51020000', 'Boa Viagem'],
            ['51160000', 'Imbiribeira'],
            ['52020000', 'Espinheiro', 'Graças'],
            ['52061000', 'Casa Forte'],
          ],
        },
      ],
      [
        '2607901',
        'Jaboatão dos Guararapes',
        -8.112,
        -35.015,
        'distant',
        {
          postalCodes: [
            ['54100000', 'Cavaleiro'],
            ['54400000', 'Piedade'],
            ['54410000', 'Candeias'],
          ],
        },
      ],
      [
        '2609600',
        'Olinda',
        -8.008,
        -34.855,
        'distant',
        {
          postalCodes: [
            ['53020000', 'Carmo'],
            ['53030000', 'Bairro Novo'],
            ['53130000', 'Casa Caiada'],
          ],
        },
      ],
      [
        '2605459',
        'Fernando de Noronha',
        -3.854,
        -32.424,
        'north',
        {
          served: false,
          postalCodes: [['53990000', 'Vila dos Remédios', 'Floresta Nova', 'Vila do Trinta', 'Boldró']],
        },
      ],
    ],
  },
];
