import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { contactAdhesive, polyurethaneFoam, siliconeSealant } from './hardware/adhesives-sealants';
import { cabinetHinge, cabinetPull, doorHandle, doorHinge, drawerSlide } from './hardware/door-furniture-fittings';
import { expansionAnchor, nail, wallPlug, woodScrew } from './hardware/fixings';
import { digitalLock, doorLock, padlock, safe } from './hardware/locks-security';
import {
  earMuffs,
  hiVisVest,
  pvcBoots,
  safetyGlasses,
  safetyShoes,
  workGloves,
  workJacket,
  workPants,
} from './hardware/safety';

export const hardware: DepartmentSeed = {
  key: 'hardware',
  name: t('Ferretería', 'Ferragens'),
  children: [
    {
      key: 'fixings',
      name: t('Fijaciones', 'Fixação'),
      children: [
        { key: 'screws', name: t('Tornillos', 'Parafusos'), types: [woodScrew] },
        { key: 'anchors', name: t('Tarugos y anclajes', 'Buchas e chumbadores'), types: [wallPlug, expansionAnchor] },
        { key: 'nails', name: t('Clavos', 'Pregos'), types: [nail] },
        {
          key: 'adhesives-sealants',
          id: 10180,
          name: t('Adhesivos y selladores', 'Adesivos e selantes'),
          types: [siliconeSealant, polyurethaneFoam, contactAdhesive],
        },
      ],
    },
    {
      key: 'locks-security',
      name: t('Cerraduras y seguridad', 'Fechaduras e segurança'),
      children: [
        { key: 'locks', name: t('Cerraduras', 'Fechaduras'), types: [doorLock, digitalLock] },
        { key: 'padlocks', name: t('Candados', 'Cadeados'), types: [padlock] },
        { key: 'safes', name: t('Cajas fuertes', 'Cofres'), types: [safe] },
      ],
    },
    {
      key: 'door-furniture-fittings',
      name: t('Herrajes', 'Ferragens para portas e móveis'),
      children: [
        { key: 'hinges', name: t('Bisagras', 'Dobradiças'), types: [doorHinge, cabinetHinge] },
        { key: 'handles', name: t('Manillas y tiradores', 'Maçanetas e puxadores'), types: [doorHandle, cabinetPull] },
        { key: 'drawer-slides', name: t('Correderas', 'Corrediças'), types: [drawerSlide] },
      ],
    },
    {
      key: 'safety',
      name: t('Seguridad industrial', 'Segurança do trabalho'),
      children: [
        { key: 'gloves', name: t('Guantes de trabajo', 'Luvas de trabalho'), types: [workGloves] },
        {
          key: 'safety-footwear',
          name: t('Calzado de seguridad', 'Calçados de segurança'),
          types: [safetyShoes, pvcBoots],
        },
        {
          key: 'workwear',
          name: t('Ropa de trabajo', 'Roupas de trabalho'),
          types: [workPants, workJacket, hiVisVest],
        },
        {
          key: 'eye-ear-protection',
          name: t('Protección visual y auditiva', 'Proteção visual e auditiva'),
          types: [safetyGlasses, earMuffs],
        },
      ],
    },
  ],
};
