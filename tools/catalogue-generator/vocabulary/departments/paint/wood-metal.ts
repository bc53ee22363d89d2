import { attr, label, madeIn, t, years, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { enamelColors, paintCan, smallCans, solventBase, woodTones } from './shared';

export const marineVarnish: ProductTypeSeed = {
  key: 'marine-varnish',
  noun: t('Barniz marino', 'Verniz marítimo'),
  qualifiers: [[t('brillante', 'brilhante'), t('satinado', 'acetinado')]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux', 'tintamar'],
  priceUsd: [16, 38],
  colors: woodTones,
  attributes: [
    solventBase,
    attr(t('Filtro UV', 'Filtro UV'), [yes]),
    attr(label.dryTime, ['4 h', '6 h', '8 h']),
    attr(label.coats, ['3']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4.2],
  paintYieldM2PerLitre: [10, 14],
};

export const woodStain: ProductTypeSeed = {
  key: 'wood-stain',
  noun: t('Protector para madera', 'Stain protetor para madeira'),
  qualifiers: [[t('impregnante', 'impregnante'), t('con cera', 'com cera')]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux'],
  priceUsd: [14, 34],
  colors: woodTones,
  attributes: [
    attr(label.base, [t('Agua', 'Água'), t('Solvente', 'Solvente')]),
    attr(t('Protege contra', 'Protege contra'), [t('Hongos, insectos y rayos UV', 'Fungos, insetos e raios UV')]),
    attr(t('Durabilidad', 'Durabilidade'), [t('Hasta 4 años', 'Até 4 anos'), t('Hasta 6 años', 'Até 6 anos')]),
    attr(label.dryTime, ['2 h', '4 h']),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4],
  paintYieldM2PerLitre: [8, 12],
};

export const deckOil: ProductTypeSeed = {
  key: 'deck-oil',
  noun: t('Aceite para deck', 'Óleo para deck'),
  qualifiers: [[t('a base de solvente', 'à base de solvente'), t('a base de agua', "à base d'água")]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux', 'andescolor'],
  priceUsd: [20, 45],
  colors: woodTones,
  attributes: [
    attr(label.application, [t('Terrazas, pérgolas y muebles de exterior', 'Decks, pergolados e móveis externos')]),
    attr(label.coats, ['2']),
    attr(t('Filtro UV', 'Filtro UV'), [yes]),
    attr(t('Repelente al agua', 'Hidrorrepelente'), [yes]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4],
  paintYieldM2PerLitre: [10, 15],
};

export const syntheticEnamel: ProductTypeSeed = {
  key: 'synthetic-enamel',
  noun: t('Esmalte sintético', 'Esmalte sintético'),
  qualifiers: [[t('brillante', 'brilhante'), t('semibrillante', 'acetinado'), t('mate', 'fosco')]],
  ...smallCans,
  ...paintCan,
  brands: ['colorfino', 'pinturex', 'tintamar'],
  priceUsd: [18, 42],
  colors: enamelColors,
  attributes: [
    solventBase,
    attr(label.dryTime, ['4 h', '6 h']),
    attr(label.application, [t('Metal y madera', 'Metal e madeira')]),
    attr(t('Diluyente', 'Diluente'), [t('Aguarrás', 'Aguarrás')]),
    madeIn('chile', 'peru', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.1, 4.6],
  paintYieldM2PerLitre: [10, 14],
};

export const anticorrosive: ProductTypeSeed = {
  key: 'anticorrosive',
  noun: t('Pintura anticorrosiva', 'Tinta anticorrosiva'),
  qualifiers: [[t('estructural', 'estrutural'), t('convencional', 'convencional')]],
  ...smallCans,
  ...paintCan,
  brands: ['tintamar', 'andescolor'],
  priceUsd: [17, 38],
  colors: ['red', 'grey', 'black', 'white'],
  attributes: [
    solventBase,
    attr(label.application, [t('Hierro y acero', 'Ferro e aço')]),
    attr(label.dryTime, ['1 h', '3 h']),
    attr(t('Protección contra la corrosión', 'Proteção contra corrosão'), [years(3), years(5)]),
    madeIn('chile', 'brazil', 'colombia'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.2, 5],
  paintYieldM2PerLitre: [8, 11],
};
