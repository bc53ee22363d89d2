import { mexicoCentreStates } from './mexico-states-centre';
import { mexicoMetroStates } from './mexico-states-metros';
import { mexicoOtherStates } from './mexico-states-others';
import type { MexicoRegion } from './mx';

/** The other states: the main municipality or two of each, with CPs and colonias. Centre first, then the rest, in this order. */
export const mexicoStates: readonly MexicoRegion[] = [
  ...mexicoCentreStates,
  ...mexicoMetroStates,
  ...mexicoOtherStates,
];
