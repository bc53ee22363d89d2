import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { drywallProfile, gypsumBoard, mdfBoard, osbBoard, pineLumber } from './building/boards';
import { brick, cement, concreteBlock, mortar, sand } from './building/cement-aggregates';
import { rebar, steelProfile, wireMesh } from './building/construction-steel';
import { entranceDoor, interiorDoor } from './building/doors';
import { epsPanel, glassWool, roofingFelt, roofSheet } from './building/roofing-insulation';

export const building: DepartmentSeed = {
  key: 'building',
  name: t('Materiales de construcción', 'Materiais de construção'),
  children: [
    {
      key: 'cement-aggregates',
      name: t('Cementos y áridos', 'Cimentos e agregados'),
      children: [
        { key: 'cements', name: t('Cementos y morteros', 'Cimentos e argamassas'), types: [cement, mortar] },
        { key: 'aggregates', name: t('Arenas y áridos', 'Areias e agregados'), types: [sand] },
        { key: 'masonry', name: t('Ladrillos y bloques', 'Tijolos e blocos'), types: [brick, concreteBlock] },
      ],
    },
    {
      key: 'construction-steel',
      name: t('Acero para construcción', 'Aço para construção'),
      children: [
        { key: 'rebar-mesh', name: t('Barras y mallas', 'Vergalhões e telas'), types: [rebar, wireMesh] },
        { key: 'metal-profiles', name: t('Perfiles metálicos', 'Perfis metálicos'), types: [steelProfile] },
      ],
    },
    {
      key: 'boards',
      name: t('Tableros y placas', 'Chapas e placas'),
      children: [
        {
          key: 'drywall',
          name: t('Placas de yeso y perfiles', 'Drywall e perfis'),
          types: [gypsumBoard, drywallProfile],
        },
        { key: 'wood-boards', name: t('Tableros de madera', 'Chapas de madeira'), types: [osbBoard, mdfBoard] },
        { key: 'lumber', name: t('Madera dimensionada', 'Madeira serrada'), types: [pineLumber] },
        { key: 'doors', id: 10176, name: t('Puertas', 'Portas'), types: [interiorDoor, entranceDoor] },
      ],
    },
    {
      key: 'roofing-insulation',
      name: t('Techos y aislamiento', 'Telhados e isolamento'),
      children: [
        { key: 'roof-sheets', name: t('Cubiertas y membranas', 'Telhas e mantas'), types: [roofSheet, roofingFelt] },
        { key: 'insulation', name: t('Aislantes térmicos', 'Isolantes térmicos'), types: [glassWool, epsPanel] },
      ],
    },
  ],
};
