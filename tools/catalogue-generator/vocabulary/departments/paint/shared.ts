import { palettes } from '../../colors';
import { attr, label, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const { walls: wallColors, enamels: enamelColors, woods: woodTones } = palettes;

// Cans as sold in the region: a quarter gallon, a gallon and a 4-gallon bucket.
export const quarter = t('1/4 galón', '1/4 galão');
export const gallon = t('1 galón', '1 galão');
export const bucket = t('4 galones', '4 galões');
export const smallCans = { sizes: [quarter, gallon], sizeLitres: [0.946, 3.785], sizePriceFactors: [0.32, 1] };
export const allCans = {
  sizes: [quarter, gallon, bucket],
  sizeLitres: [0.946, 3.785, 15.14],
  sizePriceFactors: [0.32, 1, 3.6],
};
export const bigCans = { sizes: [gallon, bucket], sizeLitres: [3.785, 15.14], sizePriceFactors: [1, 3.6] };
export const canBox = { depth: [17, 30], height: [19, 36], width: [17, 30] } satisfies ProductTypeSeed['dimensionsCm'];
// Every coating sold by the can: colour variants and the paint calculator (docs/tools.md).
export const paintCan = { saleUnit: 'GL', variants: 'COLOR', calculator: 'paint', shipping: 'home' } as const;
export const waterBase = attr(label.base, [t('Agua', 'Água')]);
export const solventBase = attr(label.base, [t('Solvente', 'Solvente')]);
