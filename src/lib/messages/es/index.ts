import { calculators } from './calculators';
import { common } from './common';
import { delivery } from './delivery';
import { errors } from './errors';
import { instalments } from './instalments';
import { price } from './price';
import { units } from './units';
import { validation } from './validation';

/** Spanish catalogue: every string a shopper reads on an es tenant. Placeholders are {name}. */
export const es = {
  ...common,
  ...price,
  ...units,
  ...instalments,
  ...delivery,
  ...validation,
  ...errors,
  ...calculators,
} as const;

export type MessageKey = keyof typeof es;
