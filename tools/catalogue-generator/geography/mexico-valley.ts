import type { MexicoRegion } from './mx';

/** Valle de México: the alcaldías of Mexico City and the municipalities around it, with CPs and colonias. */
export const mexicoValley: readonly MexicoRegion[] = [
  {
    id: '09',
    name: 'Ciudad de México',
    short: 'CDMX',
    band: 'centre',
    cities: [
      [
        '09003',
        'Coyoacán',
        19.35,
        -99.162,
        'cdmx',
        {
          postalCodes: [
            ['04000', 'Villa Coyoacán'],
            ['04010', 'Santa Catarina'],
            ['04100', 'Del Carmen'],
            ['04220', 'Country Club Churubusco'],
            ['04330', 'Romero de Terreros'],
            ['04369', 'Pedregal de Santo Domingo'],
            ['04510', 'Ciudad Universitaria'],
          ],
        },
      ],
      [
        '09004',
        'Cuajimalpa de Morelos',
        19.357,
        -99.299,
        'cdmx',
        {
          postalCodes: [
            ['05000', 'Cuajimalpa'],
            ['05120', 'Lomas de Vista Hermosa'],
            ['05348', 'Santa Fe Cuajimalpa'],
          ],
        },
      ],
      [
        '09005',
        'Gustavo A. Madero',
        19.482,
        -99.113,
        'cdmx',
        {
          postalCodes: [
            ['07050', 'Villa Gustavo A. Madero'],
            ['07300', 'Lindavista Norte', 'Lindavista Sur'],
            ['07700', 'Nueva Industrial Vallejo'],
          ],
        },
      ],
      [
        '09007',
        'Iztapalapa',
        19.357,
        -99.093,
        'cdmx',
        {
          postalCodes: [
            ['09000', 'San Lucas', 'San Pablo'],
            ['09200', 'Ejército de Oriente'],
            ['09310', 'Unidad Modelo'],
            ['09440', 'Sector Popular'],
          ],
        },
      ],
      [
        '09010',
        'Álvaro Obregón',
        19.359,
        -99.203,
        'cdmx',
        {
          postalCodes: [
            ['01000', 'San Ángel'],
            ['01020', 'Guadalupe Inn'],
            ['01030', 'Florida'],
            ['01070', 'Chimalistac'],
            ['01210', 'Zedec Santa Fe'],
            ['01900', 'Jardines del Pedregal'],
          ],
        },
      ],
      [
        '09012',
        'Tlalpan',
        19.29,
        -99.168,
        'cdmx',
        {
          postalCodes: [
            ['14000', 'Tlalpan Centro'],
            ['14010', 'Parques del Pedregal'],
            ['14210', 'Héroes de Padierna'],
            ['14390', 'Villa Coapa'],
          ],
        },
      ],
      [
        '09014',
        'Benito Juárez',
        19.372,
        -99.158,
        'cdmx',
        {
          postalCodes: [
            ['03020', 'Narvarte Poniente'],
            ['03023', 'Narvarte Oriente'],
            ['03100', 'Del Valle Centro'],
            ['03103', 'Del Valle Norte'],
            ['03104', 'Del Valle Sur'],
            ['03300', 'Portales Sur'],
            ['03310', 'Santa Cruz Atoyac'],
            ['03400', 'Álamos'],
            ['03810', 'Nápoles'],
            ['03910', 'Mixcoac'],
          ],
        },
      ],
      [
        '09015',
        'Cuauhtémoc',
        19.433,
        -99.153,
        'cdmx',
        {
          postalCodes: [
            ['06000', 'Centro'],
            ['06100', 'Hipódromo'],
            ['06140', 'Condesa'],
            ['06170', 'Hipódromo Condesa'],
            ['06400', 'Santa María la Ribera'],
            ['06500', 'Cuauhtémoc'],
            ['06600', 'Juárez'],
            ['06700', 'Roma Norte'],
            ['06720', 'Doctores'],
            ['06760', 'Roma Sur'],
          ],
        },
      ],
      [
        '09016',
        'Miguel Hidalgo',
        19.425,
        -99.2,
        'cdmx',
        {
          postalCodes: [
            ['11000', 'Lomas de Chapultepec I Sección'],
            ['11320', 'Anáhuac I Sección'],
            ['11410', 'Tacuba'],
            ['11520', 'Granada', 'Ampliación Granada'],
            ['11530', 'Polanco II Sección'],
            ['11550', 'Polanco IV Sección'],
            ['11560', 'Polanco V Sección'],
            ['11590', 'Anzures'],
            ['11800', 'Escandón I Sección'],
            ['11850', 'Tacubaya'],
          ],
        },
      ],
      [
        '09017',
        'Venustiano Carranza',
        19.43,
        -99.099,
        'cdmx',
        {
          postalCodes: [
            ['15530', 'Moctezuma 1a Sección'],
            ['15620', 'Peñón de los Baños'],
            ['15900', 'Jardín Balbuena'],
          ],
        },
      ],
    ],
  },
  {
    id: '15',
    name: 'Estado de México',
    short: 'Méx.',
    band: 'centre',
    cities: [
      [
        '15033',
        'Ecatepec de Morelos',
        19.601,
        -99.05,
        'metro',
        {
          postalCodes: [
            ['55000', 'San Cristóbal Centro'],
            ['55070', 'Jardines de Santa Clara'],
            ['55120', 'Ciudad Azteca 1a Sección'],
          ],
        },
      ],
      [
        '15057',
        'Naucalpan de Juárez',
        19.479,
        -99.238,
        'metro',
        {
          postalCodes: [
            ['53000', 'Naucalpan Centro'],
            ['53100', 'Ciudad Satélite'],
            ['53120', 'Lomas Verdes 1a Sección'],
            ['53370', 'San Bartolo Naucalpan'],
          ],
        },
      ],
      [
        '15058',
        'Nezahualcóyotl',
        19.4,
        -99.015,
        'metro',
        {
          postalCodes: [
            ['57000', 'Benito Juárez'],
            ['57100', 'Evolución'],
            ['57200', 'Metropolitana 1a Sección'],
          ],
        },
      ],
      [
        '15104',
        'Tlalnepantla de Baz',
        19.54,
        -99.195,
        'metro',
        {
          postalCodes: [
            ['54000', 'Tlalnepantla Centro'],
            ['54055', 'Valle Dorado'],
            ['54070', 'Industrial Tlaxcolpan'],
          ],
        },
      ],
      [
        '15106',
        'Toluca',
        19.292,
        -99.657,
        'main',
        {
          postalCodes: [
            ['50000', 'Toluca Centro'],
            ['50090', 'Universidad'],
            ['50120', 'Sector Popular'],
          ],
        },
      ],
      // 54730 is left out on purpose: docs/zones-and-price-groups.md gives it as the example of a nonexistent zip code.
      [
        '15121',
        'Cuautitlán Izcalli',
        19.647,
        -99.211,
        'metro',
        {
          postalCodes: [
            ['54700', 'Centro Urbano'],
            ['54720', 'Ensueños'],
            ['54740', 'Jardines de la Hacienda Sur'],
            ['54760', 'Arcos del Alba'],
          ],
        },
      ],
    ],
  },
];
