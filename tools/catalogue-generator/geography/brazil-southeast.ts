import type { BrazilRegion } from './brazil';

/** The rest of the South-east (RJ, MG, ES): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilSoutheast: readonly BrazilRegion[] = [
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
];
