import { attr, label, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const curtain = { ...item, services: ['install-curtain'] } satisfies Partial<ProductTypeSeed>;
export const polyester = attr(label.material, [t('Poliéster', 'Poliéster')]);
export const machineWashable = attr(t('Lavable en lavadora', 'Lavável na máquina'), [yes]);
export const hangerIncluded = attr(t('Colgador incluido', 'Suporte incluso'), [yes]);
