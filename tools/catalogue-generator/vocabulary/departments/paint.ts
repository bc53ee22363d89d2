import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { dropCloth, maskingTape, paintBrush, paintingKit, paintRoller } from './paint/painting-tools';
import { wallFiller, wallSealer, wetSandpaper, woodFiller } from './paint/surface-prep';
import { mineralSpirits, thinner } from './paint/thinners';
import { floorPaint, latexPaint, roofWaterproofing, sprayPaint, waterEnamel } from './paint/wall-paints';
import { anticorrosive, deckOil, marineVarnish, syntheticEnamel, woodStain } from './paint/wood-metal';

export const paint: DepartmentSeed = {
  key: 'paint',
  name: t('Pinturas', 'Tintas'),
  children: [
    {
      key: 'wall-paints',
      name: t('Pinturas para muros', 'Tintas para paredes'),
      children: [
        { key: 'latex-paints', name: t('Látex y acrílicas', 'Látex e acrílicas'), types: [latexPaint, waterEnamel] },
        {
          key: 'special-paints',
          name: t('Pinturas especiales', 'Tintas especiais'),
          types: [floorPaint, roofWaterproofing],
        },
        { key: 'spray-paints', name: t('Pinturas en aerosol', 'Tintas spray'), types: [sprayPaint] },
      ],
    },
    {
      key: 'wood-metal',
      name: t('Maderas y metales', 'Madeiras e metais'),
      children: [
        { key: 'varnishes', name: t('Barnices', 'Vernizes'), types: [marineVarnish] },
        {
          key: 'wood-protection',
          name: t('Protectores de madera', 'Protetores para madeira'),
          types: [woodStain, deckOil],
        },
        {
          key: 'metal-enamels',
          name: t('Esmaltes y anticorrosivos', 'Esmaltes e anticorrosivos'),
          types: [syntheticEnamel, anticorrosive],
        },
      ],
    },
    {
      key: 'surface-prep',
      name: t('Preparación de superficies', 'Preparação de superfícies'),
      children: [
        { key: 'primers', name: t('Selladores y fondos', 'Seladores e fundos'), types: [wallSealer] },
        { key: 'fillers', name: t('Pastas y masillas', 'Massas'), types: [wallFiller, woodFiller] },
        { key: 'sandpaper', name: t('Lijas', 'Lixas'), types: [wetSandpaper] },
        {
          key: 'thinners',
          id: 10174,
          name: t('Diluyentes y solventes', 'Solventes e diluentes'),
          types: [thinner, mineralSpirits],
        },
      ],
    },
    {
      key: 'painting-tools',
      name: t('Accesorios para pintar', 'Acessórios para pintura'),
      children: [
        {
          key: 'brushes-rollers',
          name: t('Brochas y rodillos', 'Trinchas e rolos'),
          types: [paintRoller, paintBrush, paintingKit],
        },
        { key: 'masking', name: t('Cintas y protección', 'Fitas e proteção'), types: [maskingTape, dropCloth] },
      ],
    },
  ],
};
