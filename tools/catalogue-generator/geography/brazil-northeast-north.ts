import type { BrazilRegion } from './brazil';

/** North-east, northern half (PB, RN, CE, PI, MA): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilNortheastNorth: readonly BrazilRegion[] = [
  {
    id: 'PB',
    name: 'Paraíba',
    band: 'centreNorth',
    cities: [
      [
        '2507507',
        'João Pessoa',
        -7.119,
        -34.845,
        'distant',
        {
          postalCodes: [
            ['58013000', 'Centro'],
            ['58038000', 'Manaíra'],
            ['58039000', 'Tambaú'],
            ['58045000', 'Cabo Branco'],
          ],
        },
      ],
    ],
  },
  {
    id: 'RN',
    name: 'Rio Grande do Norte',
    band: 'centreNorth',
    cities: [
      [
        '2408102',
        'Natal',
        -5.795,
        -35.209,
        'distant',
        {
          postalCodes: [
            ['59025000', 'Cidade Alta'],
            ['59075000', 'Lagoa Nova'],
            ['59090000', 'Ponta Negra'],
          ],
        },
      ],
    ],
  },
  {
    id: 'CE',
    name: 'Ceará',
    band: 'centreNorth',
    cities: [
      [
        '2304400',
        'Fortaleza',
        -3.731,
        -38.526,
        'distant',
        {
          postalCodes: [
            ['60025000', 'Centro'],
            ['60160000', 'Aldeota'],
            ['60165000', 'Meireles'],
            ['60192000', 'Cocó'],
            ['60811000', 'Edson Queiroz'],
          ],
        },
      ],
    ],
  },
  {
    id: 'PI',
    name: 'Piauí',
    band: 'centreNorth',
    cities: [
      [
        '2211001',
        'Teresina',
        -5.092,
        -42.804,
        'distant',
        {
          postalCodes: [
            ['64000040', 'Centro'],
            ['64048000', 'Fátima'],
            ['64049000', 'Jóquei'],
          ],
        },
      ],
    ],
  },
  {
    id: 'MA',
    name: 'Maranhão',
    band: 'centreNorth',
    cities: [
      [
        '2111300',
        'São Luís',
        -2.53,
        -44.303,
        'distant',
        {
          postalCodes: [
            ['65010000', 'Centro'],
            ['65075000', 'Renascença'],
            ['65077000', 'Calhau'],
          ],
        },
      ],
    ],
  },
];
