import { t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const pack = { saleUnit: 'PACK', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const screwBox = { depth: [5, 8], height: [4, 6], width: [8, 12] } satisfies ProductTypeSeed['dimensionsCm'];
export const perBox = t('Unidades por caja', 'Unidades por caixa');
export const perPack = t('Unidades por paquete', 'Unidades por pacote');
export const softClose = t('con cierre suave', 'com amortecedor');
export const standard = t('estándar', 'padrão');
export const reflectiveTape = t('Cintas reflectantes', 'Faixas refletivas');
export const pockets = t('Bolsillos', 'Bolsos');
// docs/product-page.md: clothing sizes XS to XXXXL; footwear in Latin American shoe sizes.
export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'];
export const shoeSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'];
