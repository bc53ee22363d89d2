import { attr, label, no, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

// Sold by the square metre and packed in boxes: the floor calculator (docs/tools.md, glossary M2).
export const tiles = {
  saleUnit: 'M2',
  calculator: 'floor',
  shipping: 'bulky',
  services: ['install-ceramic'],
} satisfies Partial<ProductTypeSeed>;
export const planks = {
  saleUnit: 'M2',
  calculator: 'floor',
  shipping: 'bulky',
  services: ['install-floor'],
} satisfies Partial<ProductTypeSeed>;
export const sack = { depth: [10, 14], height: [40, 45], width: [55, 62] } satisfies ProductTypeSeed['dimensionsCm'];
export const slipResistant = attr(t('Antideslizante', 'Antiderrapante'), [yes, no]);
export const indoorOutdoor = attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]);
