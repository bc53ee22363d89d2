import type { BrazilRegion } from './brazil';

/** South-east and South: municipalities (IBGE codes) with CEPs and bairros. */
export const brazilSoutheastSouth: readonly BrazilRegion[] = [
  {
    id: 'SP',
    name: 'São Paulo',
    band: 'southeastSouth',
    cities: [
      [
        '3550308',
        'São Paulo',
        -23.55,
        -46.633,
        'capital',
        {
          postalCodes: [
            ['01001000', 'Sé'],
            ['01310100', 'Bela Vista'],
            ['01414001', 'Cerqueira César', 'Jardim Paulista'],
            ['02012000', 'Santana'],
            ['03102000', 'Mooca'],
            ['03310000', 'Tatuapé'],
            ['04077000', 'Moema'],
            ['04101000', 'Vila Mariana'],
            ['04538132', 'Itaim Bibi'],
            ['05422000', 'Pinheiros'],
          ],
        },
      ],
      [
        '3518800',
        'Guarulhos',
        -23.454,
        -46.533,
        'metro',
        {
          postalCodes: [
            ['07010000', 'Centro'],
            ['07040000', 'Vila Galvão'],
            ['07115000', 'Jardim Maia'],
            ['07190000', 'Cumbica', 'Aeroporto'],
          ],
        },
      ],
      [
        '3534401',
        'Osasco',
        -23.532,
        -46.792,
        'metro',
        {
          postalCodes: [
            ['06010000', 'Centro'],
            ['06020000', 'Vila Yara'],
            ['06233000', 'Jardim Piratininga'],
          ],
        },
      ],
      [
        '3547809',
        'Santo André',
        -23.664,
        -46.538,
        'metro',
        {
          postalCodes: [
            ['09010000', 'Centro'],
            ['09030000', 'Vila Assunção'],
            ['09080000', 'Jardim'],
          ],
        },
      ],
      [
        '3548708',
        'São Bernardo do Campo',
        -23.694,
        -46.565,
        'metro',
        {
          postalCodes: [
            ['09640000', 'Rudge Ramos'],
            ['09710000', 'Centro'],
            ['09750000', 'Nova Petrópolis'],
          ],
        },
      ],
      [
        '3509502',
        'Campinas',
        -22.906,
        -47.061,
        'metro',
        {
          postalCodes: [
            ['13010000', 'Centro'],
            ['13025000', 'Cambuí'],
            ['13045000', 'Jardim Proença'],
            ['13076000', 'Taquaral'],
            ['13083000', 'Barão Geraldo'],
          ],
        },
      ],
      [
        '3548500',
        'Santos',
        -23.961,
        -46.334,
        'hub',
        {
          postalCodes: [
            ['11010000', 'Centro'],
            ['11015000', 'Vila Mathias'],
            ['11060000', 'Gonzaga'],
            ['11065000', 'Embaré'],
          ],
        },
      ],
      [
        '3543402',
        'Ribeirão Preto',
        -21.177,
        -47.81,
        'hub',
        {
          postalCodes: [
            ['14010000', 'Centro'],
            ['14025000', 'Jardim Sumaré'],
            ['14090000', 'Ipiranga'],
          ],
        },
      ],
      [
        '3552205',
        'Sorocaba',
        -23.501,
        -47.458,
        'hub',
        {
          postalCodes: [
            ['18010000', 'Centro'],
            ['18035000', 'Jardim Vergueiro'],
            ['18047000', 'Campolim'],
          ],
        },
      ],
      [
        '3549904',
        'São José dos Campos',
        -23.179,
        -45.887,
        'hub',
        {
          postalCodes: [
            ['12210000', 'Centro'],
            ['12230000', 'Vila Industrial'],
            ['12246000', 'Jardim Aquarius'],
          ],
        },
      ],
    ],
  },
  {
    id: 'RJ',
    name: 'Rio de Janeiro',
    band: 'southeastSouth',
    cities: [
      [
        '3304557',
        'Rio de Janeiro',
        -22.907,
        -43.173,
        'metro',
        {
          postalCodes: [
            ['20010000', 'Centro'],
            ['20511000', 'Tijuca'],
            ['20771000', 'Cachambi', 'Méier'],
            ['21040000', 'Bonsucesso'],
            ['22010000', 'Copacabana', 'Leme'],
            ['22220000', 'Flamengo', 'Catete'],
            ['22250040', 'Botafogo'],
            ['22410000', 'Ipanema'],
            ['22430000', 'Leblon'],
            ['22620171', 'Barra da Tijuca'],
          ],
        },
      ],
      [
        '3303302',
        'Niterói',
        -22.883,
        -43.103,
        'metro',
        {
          postalCodes: [
            ['24020000', 'Centro'],
            ['24220000', 'Icaraí'],
            ['24360000', 'São Francisco'],
          ],
        },
      ],
      [
        '3301702',
        'Duque de Caxias',
        -22.786,
        -43.311,
        'metro',
        {
          postalCodes: [
            ['25010000', 'Centro'],
            ['25070000', 'Jardim Vinte e Cinco de Agosto'],
            ['25085000', 'Parque Duque'],
          ],
        },
      ],
      [
        '3303500',
        'Nova Iguaçu',
        -22.759,
        -43.451,
        'metro',
        {
          postalCodes: [
            ['26210000', 'Centro'],
            ['26255000', 'Moquetá'],
            ['26285000', 'Comendador Soares'],
          ],
        },
      ],
    ],
  },
  {
    id: 'MG',
    name: 'Minas Gerais',
    band: 'southeastSouth',
    cities: [
      [
        '3106200',
        'Belo Horizonte',
        -19.917,
        -43.934,
        'hub',
        {
          postalCodes: [
            ['30120000', 'Centro'],
            ['30130000', 'Funcionários'],
            ['30140000', 'Savassi', 'Funcionários'],
            ['30310000', 'Anchieta', 'Cruzeiro'],
            ['30575000', 'Buritis'],
            ['31270000', 'Pampulha', 'São Luiz'],
            ['31110000', 'Cidade Nova', 'União'],
          ],
        },
      ],
      [
        '3118601',
        'Contagem',
        -19.932,
        -44.054,
        'hub',
        {
          postalCodes: [
            ['32040000', 'Centro'],
            ['32140000', 'Eldorado'],
            ['32210000', 'Inconfidentes'],
          ],
        },
      ],
      [
        '3170206',
        'Uberlândia',
        -18.919,
        -48.277,
        'regional',
        {
          postalCodes: [
            ['38400000', 'Centro'],
            ['38408000', 'Santa Mônica'],
            ['38411000', 'Jardim Karaíba'],
          ],
        },
      ],
      [
        '3136702',
        'Juiz de Fora',
        -21.764,
        -43.35,
        'regional',
        {
          postalCodes: [
            ['36010000', 'Centro'],
            ['36025000', 'São Mateus'],
            ['36033000', 'Cascatinha'],
          ],
        },
      ],
    ],
  },
  {
    id: 'ES',
    name: 'Espírito Santo',
    band: 'southeastSouth',
    cities: [
      [
        '3205309',
        'Vitória',
        -20.315,
        -40.312,
        'regional',
        {
          postalCodes: [
            ['29010000', 'Centro'],
            ['29050000', 'Enseada do Suá'],
            ['29055000', 'Praia do Canto'],
            ['29060000', 'Jardim da Penha'],
          ],
        },
      ],
      [
        '3205200',
        'Vila Velha',
        -20.33,
        -40.292,
        'regional',
        {
          postalCodes: [
            ['29100000', 'Centro'],
            ['29101000', 'Praia da Costa'],
            ['29102000', 'Itapuã'],
          ],
        },
      ],
    ],
  },
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
