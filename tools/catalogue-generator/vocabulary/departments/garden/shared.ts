import { t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const outdoorFurniture = { saleUnit: 'UN', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
export const grip = t('Mango', 'Cabo');
export const woodOrFibreglass = [t('Madera', 'Madeira'), t('Fibra de vidrio', 'Fibra de vidro')];
