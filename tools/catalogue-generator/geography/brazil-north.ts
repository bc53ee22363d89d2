import type { BrazilRegion } from './brazil';

/** North (PA to RR): municipalities (IBGE codes) with CEPs and bairros. */
export const brazilNorth: readonly BrazilRegion[] = [
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
