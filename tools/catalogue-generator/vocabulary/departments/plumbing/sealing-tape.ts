import { attr, label, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** The tape that seals every threaded joint: in most plumbing baskets. */
export const threadSealTape: ProductTypeSeed = {
  key: 'thread-seal-tape',
  noun: t('Cinta de teflón', 'Fita veda rosca'),
  qualifiers: [],
  sizes: [same('12 mm x 10 m'), same('18 mm x 25 m')],
  sizePriceFactors: [0.5, 1],
  brands: ['tubosur', 'valvutec'],
  saleUnit: 'UN',
  priceUsd: [1, 3],
  attributes: [
    attr(label.material, [t('PTFE', 'PTFE')]),
    attr(label.use, [t('Uniones roscadas de agua y gas', 'Conexões roscáveis de água e gás')]),
    attr(label.thickness, ['0,075 mm', '0,1 mm']),
  ],
  dimensionsCm: { depth: [1, 2], height: [5, 6], width: [5, 6] },
  weightKg: [0.01, 0.05],
  shipping: 'home',
};
