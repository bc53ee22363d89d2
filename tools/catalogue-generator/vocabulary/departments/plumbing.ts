import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { copperPipe, pprPipe, pressurePipe, pvcCement, pvcElbow, sewerPipe } from './plumbing/pipes-fittings';
import { peripheralPump, submersiblePump, waterTank } from './plumbing/pumps-tanks';
import { threadSealTape } from './plumbing/sealing-tape';
import { ballValve, flexibleHose, flushMechanism } from './plumbing/valves-connectors';
import { electricWaterHeater, gasWaterHeater } from './plumbing/water-heating';

export const plumbing: DepartmentSeed = {
  key: 'plumbing',
  name: t('Gasfitería y plomería', 'Hidráulica'),
  children: [
    {
      key: 'pipes-fittings',
      name: t('Tuberías y conexiones', 'Tubos e conexões'),
      children: [
        { key: 'pvc-pipes', name: t('Tubos de PVC', 'Tubos de PVC'), types: [sewerPipe, pressurePipe] },
        {
          key: 'ppr-copper-pipes',
          name: t('Tubos PPR y de cobre', 'Tubos PPR e de cobre'),
          types: [pprPipe, copperPipe],
        },
        {
          key: 'fittings',
          name: t('Conexiones y adhesivos', 'Conexões e adesivos'),
          types: [pvcElbow, pvcCement, threadSealTape],
        },
      ],
    },
    {
      key: 'valves-connectors',
      name: t('Llaves y accesorios', 'Registros e acessórios'),
      children: [
        { key: 'valves', name: t('Llaves de paso', 'Registros'), types: [ballValve] },
        {
          key: 'connectors-repairs',
          name: t('Flexibles y repuestos', 'Engates e reparos'),
          types: [flexibleHose, flushMechanism],
        },
      ],
    },
    {
      key: 'water-heating',
      name: t('Calentadores de agua', 'Aquecedores de água'),
      children: [
        { key: 'gas-water-heaters', name: t('Calentadores a gas', 'Aquecedores a gás'), types: [gasWaterHeater] },
        {
          key: 'electric-water-heaters',
          name: t('Calentadores eléctricos', 'Aquecedores elétricos'),
          types: [electricWaterHeater],
        },
      ],
    },
    {
      key: 'pumps-tanks',
      name: t('Bombas y tanques de agua', "Bombas e caixas d'água"),
      children: [
        { key: 'water-pumps', name: t('Bombas de agua', "Bombas d'água"), types: [peripheralPump, submersiblePump] },
        { key: 'water-tanks', name: t('Tanques de agua', "Caixas d'água"), types: [waterTank] },
      ],
    },
  ],
};
