import { attr, label, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const lamp = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
export const installed = { ...lamp, services: ['install-lighting'] } satisfies Partial<ProductTypeSeed>;
export const e27 = attr(t('Casquillo', 'Soquete'), ['E27']);
export const universalVoltage = attr(label.voltage, ['100-240 V']);
export const warm = t('luz cálida', 'luz quente');
export const cool = t('luz fría', 'luz fria');
export const neutral = t('luz neutra', 'luz neutra');
export const motionSensor = [t('con sensor de movimiento', 'com sensor de presença'), t('sin sensor', 'sem sensor')];
