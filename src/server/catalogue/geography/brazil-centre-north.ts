import type { BrazilRegion } from './brazil';

/** Centre-West, North-east and North: municipalities (IBGE codes) with CEPs and bairros. */
export const brazilCentreNorth: readonly BrazilRegion[] = [
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
  {
    id: 'PA',
    name: 'Pará',
    band: 'centreNorth',
    cities: [
      [
        '1501402',
        'Belém',
        -1.456,
        -48.502,
        'north',
        {
          postalCodes: [
            ['66010000', 'Campina'],
            ['66025000', 'Batista Campos'],
            ['66035000', 'Nazaré'],
            ['66055000', 'Umarizal'],
          ],
        },
      ],
    ],
  },
  {
    id: 'AM',
    name: 'Amazonas',
    band: 'centreNorth',
    cities: [
      [
        '1302603',
        'Manaus',
        -3.119,
        -60.022,
        'north',
        {
          postalCodes: [
            ['69005000', 'Centro'],
            ['69037000', 'Ponta Negra'],
            ['69053000', 'Aleixo'],
            ['69057000', 'Adrianópolis'],
          ],
        },
      ],
    ],
  },
  {
    id: 'TO',
    name: 'Tocantins',
    band: 'centreNorth',
    cities: [
      [
        '1721000',
        'Palmas',
        -10.185,
        -48.334,
        'north',
        {
          postalCodes: [
            ['77001000', 'Plano Diretor Sul'],
            ['77006000', 'Plano Diretor Norte'],
            ['77064000', 'Taquaralto'],
          ],
        },
      ],
    ],
  },
  {
    id: 'RO',
    name: 'Rondônia',
    band: 'centreNorth',
    cities: [
      [
        '1100205',
        'Porto Velho',
        -8.762,
        -63.904,
        'north',
        {
          postalCodes: [
            ['76801000', 'Centro'],
            ['76804000', 'São Cristóvão'],
            ['76820000', 'Olaria'],
          ],
        },
      ],
    ],
  },
  {
    id: 'AC',
    name: 'Acre',
    band: 'centreNorth',
    cities: [
      [
        '1200401',
        'Rio Branco',
        -9.975,
        -67.824,
        'north',
        {
          postalCodes: [
            ['69900000', 'Centro'],
            ['69908000', 'Bosque'],
            ['69915000', 'Estação Experimental'],
          ],
        },
      ],
    ],
  },
  {
    id: 'AP',
    name: 'Amapá',
    band: 'centreNorth',
    cities: [
      [
        '1600303',
        'Macapá',
        0.035,
        -51.07,
        'north',
        {
          postalCodes: [
            ['68900000', 'Centro'],
            ['68906000', 'Santa Rita'],
            ['68908000', 'Trem'],
          ],
        },
      ],
      [
        '1600501',
        'Oiapoque',
        3.841,
        -51.835,
        'north',
        {
          served: false,
          postalCodes: [['68980000', 'Centro', 'Universidade']],
        },
      ],
    ],
  },
  {
    id: 'RR',
    name: 'Roraima',
    band: 'centreNorth',
    cities: [
      [
        '1400100',
        'Boa Vista',
        2.82,
        -60.672,
        'north',
        {
          postalCodes: [
            ['69301000', 'Centro'],
            ['69304000', 'São Francisco'],
            ['69306000', 'Caçari'],
          ],
        },
      ],
    ],
  },
];
