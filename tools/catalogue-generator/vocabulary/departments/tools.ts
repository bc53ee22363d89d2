import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import {
  adjustableWrench,
  hammer,
  laserLevel,
  pliers,
  screwdriverSet,
  socketSet,
  spiritLevel,
  tapeMeasure,
} from './tools/hand-tools';
import { extensionLadder, stepLadder } from './tools/ladders';
import {
  angleGrinder,
  circularSaw,
  cordlessDrill,
  hammerDrill,
  jigsaw,
  miterSaw,
  orbitalSander,
  rotaryHammer,
} from './tools/power-tools';
import { cuttingDisc, drillBitSet } from './tools/tool-accessories';
import { toolbox, workbench } from './tools/tool-storage';

export const tools: DepartmentSeed = {
  key: 'tools',
  name: t('Herramientas', 'Ferramentas'),
  children: [
    {
      key: 'power-tools',
      name: t('Herramientas eléctricas', 'Ferramentas elétricas'),
      children: [
        {
          key: 'drills',
          name: t('Taladros y rotomartillos', 'Furadeiras e marteletes'),
          types: [hammerDrill, cordlessDrill, rotaryHammer],
        },
        { key: 'saws', name: t('Sierras', 'Serras'), types: [circularSaw, jigsaw, miterSaw] },
        {
          key: 'grinders-sanders',
          name: t('Amoladoras y lijadoras', 'Esmerilhadeiras e lixadeiras'),
          types: [angleGrinder, orbitalSander],
        },
      ],
    },
    {
      key: 'hand-tools',
      name: t('Herramientas manuales', 'Ferramentas manuais'),
      children: [
        {
          key: 'hammers-screwdrivers',
          name: t('Martillos y destornilladores', 'Martelos e chaves de fenda'),
          types: [hammer, screwdriverSet],
        },
        {
          key: 'wrenches-pliers',
          name: t('Llaves y alicates', 'Chaves e alicates'),
          types: [adjustableWrench, pliers, socketSet],
        },
        {
          key: 'measuring',
          name: t('Medición y nivelación', 'Medição e nivelamento'),
          types: [tapeMeasure, spiritLevel, laserLevel],
        },
        { key: 'ladders', id: 10175, name: t('Escaleras', 'Escadas'), types: [stepLadder, extensionLadder] },
      ],
    },
    {
      key: 'tool-accessories',
      name: t('Accesorios para herramientas', 'Acessórios para ferramentas'),
      children: [
        { key: 'drill-bits', name: t('Brocas', 'Brocas'), types: [drillBitSet] },
        { key: 'cutting-discs', name: t('Discos de corte', 'Discos de corte'), types: [cuttingDisc] },
      ],
    },
    {
      key: 'tool-storage',
      name: t('Almacenamiento de herramientas', 'Armazenamento de ferramentas'),
      children: [
        { key: 'toolboxes', name: t('Cajas de herramientas', 'Caixas de ferramentas'), types: [toolbox] },
        { key: 'workbenches', name: t('Bancos de trabajo', 'Bancadas de trabalho'), types: [workbench] },
      ],
    },
  ],
};
