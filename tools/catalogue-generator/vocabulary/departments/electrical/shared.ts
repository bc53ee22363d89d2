import { attr, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const wallBox = { depth: [3, 5], height: [10, 12], width: [6, 8] } satisfies ProductTypeSeed['dimensionsCm'];
export const ratedCurrent = t('Corriente nominal', 'Corrente nominal');
export const maxCurrent = t('Corriente máxima', 'Corrente máxima');
export const dinRail = attr(t('Montaje', 'Montagem'), [t('Riel DIN', 'Trilho DIN')]);
export const wifi = attr(t('Conectividad', 'Conectividade'), ['Wi-Fi 2,4 GHz']);
