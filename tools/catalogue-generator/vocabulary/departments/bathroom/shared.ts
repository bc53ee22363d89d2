import { t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const fixture = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const vitreousChina = t('Loza vitrificada', 'Louça vitrificada');
export const fixing = t('Fijación', 'Fixação');
export const screwed = t('Con tornillos', 'Com parafusos');
export const bathMetals = ['chrome', 'black', 'stainless'];
