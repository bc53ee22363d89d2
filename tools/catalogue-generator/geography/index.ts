import type { TenantId } from '../../../src/tenants/schema';
import { arGeography } from './ar';
import { brGeography } from './br';
import { clGeography } from './cl';
import { coGeography } from './co';
import { homyGeography } from './homy';
import { mxGeography } from './mx';
import { obraGeography } from './obra';
import { peGeography } from './pe';
import type { TenantGeography } from './types';
import { uyGeography } from './uy';

export type * from './types';

/** Every tenant's geography seed; homy shares Chile's and obra Brazil's, with their own price groups and stores. */
export const geographies: Record<TenantId, TenantGeography> = {
  cl: clGeography,
  pe: peGeography,
  co: coGeography,
  ar: arGeography,
  br: brGeography,
  mx: mxGeography,
  uy: uyGeography,
  homy: homyGeography,
  obra: obraGeography,
};
