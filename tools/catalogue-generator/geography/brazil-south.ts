import type { BrazilRegion } from './brazil';

/** South (PR, SC, RS): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilSouth: readonly BrazilRegion[] = [
  {
    id: 'PR',
    name: 'Paraná',
    band: 'southeastSouth',
    cities: [
      [
        '4106902',
        'Curitiba',
        -25.429,
        -49.271,
        'hub',
        {
          postalCodes: [
            ['80010000', 'Centro'],
            ['80250000', 'Água Verde'],
            ['80420000', 'Batel'],
            ['80540000', 'Juvevê'],
            ['81070000', 'Portão'],
            ['81650000', 'Boqueirão'],
            ['82510000', 'Bacacheri'],
          ],
        },
      ],
      [
        '4113700',
        'Londrina',
        -23.31,
        -51.163,
        'regional',
        {
          postalCodes: [
            ['86010000', 'Centro'],
            ['86020000', 'Vila Ipiranga'],
            ['86050000', 'Gleba Palhano'],
          ],
        },
      ],
      [
        '4115200',
        'Maringá',
        -23.42,
        -51.933,
        'regional',
        {
          postalCodes: [
            ['87013000', 'Zona 01'],
            ['87020000', 'Zona 07'],
            ['87030000', 'Zona 05'],
          ],
        },
      ],
    ],
  },
  {
    id: 'SC',
    name: 'Santa Catarina',
    band: 'southeastSouth',
    cities: [
      [
        '4205407',
        'Florianópolis',
        -27.595,
        -48.548,
        'regional',
        {
          postalCodes: [
            ['88010000', 'Centro'],
            ['88034000', 'Itacorubi'],
            ['88036000', 'Trindade'],
            ['88053000', 'Jurerê'],
            ['88062000', 'Lagoa da Conceição'],
          ],
        },
      ],
      [
        '4209102',
        'Joinville',
        -26.304,
        -48.846,
        'regional',
        {
          postalCodes: [
            ['89201000', 'Centro'],
            ['89204000', 'América'],
            ['89218000', 'Bom Retiro'],
          ],
        },
      ],
      [
        '4202404',
        'Blumenau',
        -26.919,
        -49.066,
        'regional',
        {
          postalCodes: [
            ['89010000', 'Centro'],
            ['89035000', 'Vila Nova'],
            ['89036000', 'Velha'],
          ],
        },
      ],
    ],
  },
  {
    id: 'RS',
    name: 'Rio Grande do Sul',
    band: 'southeastSouth',
    cities: [
      [
        '4314902',
        'Porto Alegre',
        -30.035,
        -51.218,
        'hub',
        {
          postalCodes: [
            ['90010000', 'Centro Histórico'],
            ['90050000', 'Cidade Baixa'],
            ['90130000', 'Menino Deus'],
            ['90570000', 'Moinhos de Vento'],
            ['91040000', 'Cristo Redentor'],
            ['91330000', 'Três Figueiras'],
          ],
        },
      ],
      [
        '4305108',
        'Caxias do Sul',
        -29.168,
        -51.179,
        'regional',
        {
          postalCodes: [
            ['95010000', 'Centro'],
            ['95020000', 'São Pelegrino'],
            ['95070000', 'Santa Catarina'],
          ],
        },
      ],
    ],
  },
];
