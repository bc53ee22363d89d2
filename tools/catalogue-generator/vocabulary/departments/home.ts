import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { blackoutCurtain, curtainRod, rollerBlind, sheerCurtain } from './home/curtains-blinds';
import { wallArt, wallClock, wallMirror } from './home/decoration';
import { floatingShelf, metalShelf, storageBox, wardrobe } from './home/organisation';
import { cushion, doorMat, rug, throwBlanket } from './home/rugs-textiles';

export const home: DepartmentSeed = {
  key: 'home',
  name: t('Hogar y decoración', 'Casa e decoração'),
  children: [
    {
      key: 'organisation',
      name: t('Organización', 'Organização'),
      children: [
        { key: 'storage-boxes', name: t('Cajas organizadoras', 'Caixas organizadoras'), types: [storageBox] },
        {
          key: 'shelving',
          name: t('Estantes y repisas', 'Estantes e prateleiras'),
          types: [metalShelf, floatingShelf],
        },
        { key: 'wardrobes', name: t('Clósets', 'Guarda-roupas'), types: [wardrobe] },
      ],
    },
    {
      key: 'curtains-blinds',
      name: t('Cortinas y persianas', 'Cortinas e persianas'),
      children: [
        { key: 'curtains', name: t('Cortinas', 'Cortinas'), types: [blackoutCurtain, sheerCurtain] },
        {
          key: 'blinds-rods',
          name: t('Cortinas enrollables y barras', 'Persianas e varões'),
          types: [rollerBlind, curtainRod],
        },
      ],
    },
    {
      key: 'rugs-textiles',
      name: t('Alfombras y textiles', 'Tapetes e têxteis'),
      children: [
        { key: 'rugs', name: t('Alfombras y limpiapiés', 'Tapetes e capachos'), types: [rug, doorMat] },
        { key: 'cushions-throws', name: t('Cojines y mantas', 'Almofadas e mantas'), types: [cushion, throwBlanket] },
      ],
    },
    {
      key: 'decoration',
      name: t('Decoración', 'Decoração'),
      children: [
        { key: 'decorative-mirrors', name: t('Espejos decorativos', 'Espelhos decorativos'), types: [wallMirror] },
        { key: 'wall-decor', name: t('Cuadros y relojes', 'Quadros e relógios'), types: [wallArt, wallClock] },
      ],
    },
  ],
};
