import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { floorCeramic, glassMosaic, porcelainTile, wallTile } from './floors/ceramics';
import { floorUnderlay, grout, selfLeveler, tileAdhesive } from './floors/floor-installation';
import { floorProfile, laminateFloor, skirtingBoard, vinylPlank } from './floors/wood-vinyl-floors';

export const floors: DepartmentSeed = {
  key: 'floors',
  name: t('Pisos y muros', 'Pisos e revestimentos'),
  children: [
    {
      key: 'ceramics',
      name: t('Cerámicas y porcelanatos', 'Cerâmicas e porcelanatos'),
      children: [
        { key: 'floor-ceramics', name: t('Cerámicas para piso', 'Pisos cerâmicos'), types: [floorCeramic] },
        { key: 'porcelain-tiles', name: t('Porcelanatos', 'Porcelanatos'), types: [porcelainTile] },
        {
          key: 'wall-tiles',
          name: t('Revestimientos de muro', 'Revestimentos de parede'),
          types: [wallTile, glassMosaic],
        },
      ],
    },
    {
      key: 'wood-vinyl-floors',
      name: t('Pisos flotantes y vinílicos', 'Pisos laminados e vinílicos'),
      children: [
        { key: 'laminate-floors', name: t('Pisos laminados', 'Pisos laminados'), types: [laminateFloor] },
        { key: 'vinyl-floors', name: t('Pisos vinílicos', 'Pisos vinílicos'), types: [vinylPlank] },
        {
          key: 'skirting',
          name: t('Guardapolvos y perfiles', 'Rodapés e perfis'),
          types: [skirtingBoard, floorProfile],
        },
      ],
    },
    {
      key: 'floor-installation',
      name: t('Instalación de pisos', 'Instalação de pisos'),
      children: [
        {
          key: 'tile-adhesives',
          name: t('Adhesivos y fragües', 'Argamassas e rejuntes'),
          types: [tileAdhesive, grout],
        },
        {
          key: 'underlays',
          name: t('Bases y niveladores', 'Mantas e niveladores'),
          types: [floorUnderlay, selfLeveler],
        },
      ],
    },
  ],
};
