import { attr, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const pipe = { saleUnit: 'UN', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
export const heater = {
  saleUnit: 'UN',
  warranty: true,
  services: ['install-water-heater'],
} satisfies Partial<ProductTypeSeed>;
export const joint = t('Tipo de unión', 'Tipo de junta');
export const glued = t('Cementada', 'Soldável');
export const pipeColour = attr(t('Color', 'Cor'), [t('Gris', 'Cinza'), t('Blanco', 'Branco')]);
export const maxPressure = t('Presión máxima', 'Pressão máxima');
export const maxFlow = t('Caudal máximo', 'Vazão máxima');
