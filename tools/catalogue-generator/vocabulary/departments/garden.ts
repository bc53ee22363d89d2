import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { lawnMower, pruningShears, rake, shovel, stringTrimmer } from './garden/garden-tools';
import { charcoalGrill, gasGrill, wheelbarrow } from './garden/grills-wheelbarrows';
import { gardenHose, hoseReel, irrigationTimer, sprinkler } from './garden/irrigation';
import { patioUmbrella, sunLounger, terraceSet } from './garden/outdoor-furniture';
import { fertilizer, plantPot, pottingSoil } from './garden/plant-care';

export const garden: DepartmentSeed = {
  key: 'garden',
  name: t('Jardín', 'Jardim'),
  children: [
    {
      key: 'garden-tools',
      name: t('Herramientas de jardín', 'Ferramentas de jardim'),
      children: [
        {
          key: 'garden-power-tools',
          name: t('Cortadoras y desbrozadoras', 'Cortadores de grama e roçadeiras'),
          types: [lawnMower, stringTrimmer],
        },
        {
          key: 'garden-hand-tools',
          name: t('Herramientas manuales de jardín', 'Ferramentas manuais de jardim'),
          types: [pruningShears, shovel, rake],
        },
        { key: 'wheelbarrows', id: 10178, name: t('Carretillas', 'Carrinhos de mão'), types: [wheelbarrow] },
      ],
    },
    {
      key: 'irrigation',
      name: t('Riego', 'Irrigação'),
      children: [
        {
          key: 'hoses',
          name: t('Mangueras y enrolladores', 'Mangueiras e enroladores'),
          types: [gardenHose, hoseReel],
        },
        {
          key: 'sprinklers',
          name: t('Aspersores y programadores', 'Aspersores e temporizadores'),
          types: [sprinkler, irrigationTimer],
        },
      ],
    },
    {
      key: 'plant-care',
      name: t('Maceteros y cuidado de plantas', 'Vasos e cuidado das plantas'),
      children: [
        { key: 'pots', name: t('Maceteros', 'Vasos'), types: [plantPot] },
        {
          key: 'soil-fertilizer',
          name: t('Sustratos y fertilizantes', 'Substratos e fertilizantes'),
          types: [pottingSoil, fertilizer],
        },
      ],
    },
    {
      key: 'outdoor-furniture',
      name: t('Muebles de terraza', 'Móveis para área externa'),
      children: [
        {
          key: 'terrace-sets',
          name: t('Juegos de terraza y reposeras', 'Conjuntos e espreguiçadeiras'),
          types: [terraceSet, sunLounger],
        },
        { key: 'umbrellas', name: t('Quitasoles', 'Ombrelones'), types: [patioUmbrella] },
        { key: 'grills', id: 10179, name: t('Parrillas', 'Churrasqueiras'), types: [charcoalGrill, gasGrill] },
      ],
    },
  ],
};
