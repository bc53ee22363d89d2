import { randomBytes, randomUUID } from 'node:crypto';
import type { IdSource } from '../lib/tracing';

export const cryptoIds: IdSource = {
  uuid: () => randomUUID(),
  hex: (bytes) => randomBytes(bytes).toString('hex'),
};
