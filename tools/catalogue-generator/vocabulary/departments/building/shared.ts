import { t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const sack = { depth: [10, 14], height: [40, 50], width: [55, 70] } satisfies ProductTypeSeed['dimensionsCm'];
export const board = { saleUnit: 'PLANCHA', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
export const compression = t('Resistencia a la compresión', 'Resistência à compressão');
export const perM2 = t('Unidades por m²', 'Unidades por m²');
