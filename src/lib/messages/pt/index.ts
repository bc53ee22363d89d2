import type { MessageKey } from '../es';
import { calculators } from './calculators';
import { common } from './common';
import { delivery } from './delivery';
import { errors } from './errors';
import { instalments } from './instalments';
import { price } from './price';
import { units } from './units';
import { validation } from './validation';

/** Portuguese catalogue (pt_BR): the same keys as the Spanish one, checked per domain by the types and as a whole by a test. */
export const pt: Record<MessageKey, string> = {
  ...common,
  ...price,
  ...units,
  ...instalments,
  ...delivery,
  ...validation,
  ...errors,
  ...calculators,
};
