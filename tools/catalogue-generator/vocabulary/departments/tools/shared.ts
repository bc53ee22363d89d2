import { attr, label, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const powerTool = { saleUnit: 'UN', shipping: 'home', warranty: true } satisfies Partial<ProductTypeSeed>;
export const handTool = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
// Brazil sells both voltages; the other countries 220 V, Mexico 127 V.
export const mainsVoltage = attr(label.voltage, ['127 V', '220 V']);
export const chromeVanadium = attr(label.material, [t('Acero cromo vanadio', 'Aço cromo-vanádio')]);
export const grip = t('Mango', 'Cabo');
