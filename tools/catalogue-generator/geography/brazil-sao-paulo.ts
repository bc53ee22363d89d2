import type { BrazilRegion } from './brazil';

/** São Paulo: municipalities (IBGE codes) with CEPs and bairros. */
export const brazilSaoPaulo: readonly BrazilRegion[] = [
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
];
