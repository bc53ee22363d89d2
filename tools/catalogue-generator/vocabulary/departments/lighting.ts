import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { alkalineBatteries, flashlight } from './lighting/batteries-flashlights';
import { ledBulb, ledBulbPack, ledPanel, ledTube } from './lighting/bulbs-tubes';
import { ceilingLight, floorLamp, pendantLamp, tableLamp, trackSpot } from './lighting/indoor-lighting';
import { ledFloodlight, outdoorWallLight, solarStake, stringLights } from './lighting/outdoor-lighting';
import { ledStrip, smartBulb } from './lighting/smart-lighting';

export const lighting: DepartmentSeed = {
  key: 'lighting',
  name: t('Iluminación', 'Iluminação'),
  children: [
    {
      key: 'bulbs-tubes',
      name: t('Bombillas y tubos LED', 'Lâmpadas'),
      children: [
        { key: 'led-bulbs', name: t('Bombillas LED', 'Lâmpadas LED'), types: [ledBulb, ledBulbPack] },
        {
          key: 'led-tubes-panels',
          name: t('Tubos y paneles LED', 'Tubulares e painéis LED'),
          types: [ledTube, ledPanel],
        },
        {
          key: 'batteries-flashlights',
          id: 10177,
          name: t('Pilas y linternas', 'Pilhas e lanternas'),
          types: [alkalineBatteries, flashlight],
        },
      ],
    },
    {
      key: 'indoor-lighting',
      name: t('Iluminación interior', 'Iluminação interna'),
      children: [
        {
          key: 'ceiling-lamps',
          name: t('Lámparas de techo', 'Luminárias de teto'),
          types: [pendantLamp, ceilingLight],
        },
        {
          key: 'floor-table-lamps',
          name: t('Lámparas de pie y de mesa', 'Luminárias de chão e abajures'),
          types: [floorLamp, tableLamp],
        },
        { key: 'track-lighting', name: t('Focos y rieles', 'Spots e trilhos'), types: [trackSpot] },
      ],
    },
    {
      key: 'outdoor-lighting',
      name: t('Iluminación exterior', 'Iluminação externa'),
      children: [
        {
          key: 'outdoor-lights',
          name: t('Apliques y proyectores', 'Arandelas e refletores'),
          types: [outdoorWallLight, ledFloodlight],
        },
        {
          key: 'solar-lights',
          name: t('Luces solares y guirnaldas', 'Luzes solares e cordões de luz'),
          types: [solarStake, stringLights],
        },
      ],
    },
    {
      key: 'smart-lighting',
      name: t('Iluminación inteligente', 'Iluminação inteligente'),
      children: [
        { key: 'smart-bulbs', name: t('Bombillas inteligentes', 'Lâmpadas inteligentes'), types: [smartBulb] },
        { key: 'led-strips', name: t('Tiras LED', 'Fitas LED'), types: [ledStrip] },
      ],
    },
  ],
};
