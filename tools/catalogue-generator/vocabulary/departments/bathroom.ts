import { t } from '../helpers';
import type { DepartmentSeed } from '../types';
import { bathAccessorySet, bathMirror, towelRail } from './bathroom/bath-accessories';
import { mirrorCabinet, vanity } from './bathroom/bath-furniture';
import { basinMixer, electricShower, showerCurtain, showerScreen, showerSet } from './bathroom/faucets-showers';
import { toilet, toiletSeat, washbasin } from './bathroom/sanitaryware';

export const bathroom: DepartmentSeed = {
  key: 'bathroom',
  name: t('Baño', 'Banheiro'),
  children: [
    {
      key: 'sanitaryware',
      name: t('Sanitarios', 'Louças sanitárias'),
      children: [
        { key: 'toilets', name: t('Inodoros y asientos', 'Vasos e assentos'), types: [toilet, toiletSeat] },
        { key: 'washbasins', name: t('Lavamanos', 'Lavatórios'), types: [washbasin] },
      ],
    },
    {
      key: 'bath-furniture',
      name: t('Muebles de baño', 'Móveis para banheiro'),
      children: [
        { key: 'vanities', name: t('Muebles con lavamanos', 'Gabinetes com cuba'), types: [vanity] },
        { key: 'mirror-cabinets', name: t('Botiquines', 'Armários com espelho'), types: [mirrorCabinet] },
      ],
    },
    {
      key: 'faucets-showers',
      name: t('Grifería y duchas', 'Metais e chuveiros'),
      children: [
        { key: 'basin-faucets', name: t('Grifería de lavamanos', 'Torneiras e misturadores'), types: [basinMixer] },
        { key: 'showers', name: t('Duchas', 'Chuveiros e duchas'), types: [showerSet, electricShower] },
        {
          key: 'shower-enclosures',
          name: t('Mamparas y cortinas', 'Boxes e cortinas'),
          types: [showerScreen, showerCurtain],
        },
      ],
    },
    {
      key: 'bath-accessories',
      name: t('Accesorios de baño', 'Acessórios para banheiro'),
      children: [
        { key: 'accessory-sets', name: t('Sets de accesorios', 'Kits de acessórios'), types: [bathAccessorySet] },
        { key: 'towel-rails', name: t('Toalleros', 'Toalheiros'), types: [towelRail] },
        { key: 'bath-mirrors', name: t('Espejos de baño', 'Espelhos para banheiro'), types: [bathMirror] },
      ],
    },
  ],
};
