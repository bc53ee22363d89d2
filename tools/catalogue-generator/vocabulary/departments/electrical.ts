import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { cableDuct, conduit, extensionCord, wire } from './electrical/cables';
import { breaker, distributionBoard, rcd } from './electrical/electrical-protection';
import { insulatingTape } from './electrical/insulating-tape';
import { doorbell, smartPlug, videoDoorbell } from './electrical/smart-home';
import { dimmer, lightSwitch, plugAdapter, socket } from './electrical/switches-sockets';

export const electrical: DepartmentSeed = {
  key: 'electrical',
  name: t('Electricidad', 'Elétrica'),
  children: [
    {
      key: 'cables',
      name: t('Cables y canalización', 'Fios, cabos e eletrodutos'),
      children: [
        { key: 'electric-wires', name: t('Cables eléctricos', 'Fios e cabos'), types: [wire, insulatingTape] },
        { key: 'extension-cords', name: t('Extensiones', 'Extensões'), types: [extensionCord] },
        { key: 'conduits', name: t('Tubos y canaletas', 'Eletrodutos e canaletas'), types: [conduit, cableDuct] },
      ],
    },
    {
      key: 'switches-sockets',
      name: t('Interruptores y enchufes', 'Interruptores e tomadas'),
      children: [
        {
          key: 'switches',
          name: t('Interruptores y atenuadores', 'Interruptores e dimmers'),
          types: [lightSwitch, dimmer],
        },
        {
          key: 'sockets',
          name: t('Tomacorrientes y adaptadores', 'Tomadas e adaptadores'),
          types: [socket, plugAdapter],
        },
      ],
    },
    {
      key: 'electrical-protection',
      name: t('Tableros y protecciones', 'Quadros e proteção'),
      children: [
        { key: 'breakers', name: t('Protecciones eléctricas', 'Disjuntores e DR'), types: [breaker, rcd] },
        {
          key: 'distribution-boards',
          name: t('Tableros eléctricos', 'Quadros de distribuição'),
          types: [distributionBoard],
        },
      ],
    },
    {
      key: 'smart-home',
      name: t('Hogar inteligente', 'Casa inteligente'),
      children: [
        { key: 'smart-plugs', name: t('Enchufes inteligentes', 'Tomadas inteligentes'), types: [smartPlug] },
        { key: 'doorbells', name: t('Timbres', 'Campainhas'), types: [doorbell, videoDoorbell] },
      ],
    },
  ],
};
