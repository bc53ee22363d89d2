import type { BrazilRegion } from './brazil';
import { brazilCentreWest } from './brazil-centre-west';
import { brazilNorth } from './brazil-north';
import { brazilNortheastNorth } from './brazil-northeast-north';
import { brazilNortheastSouth } from './brazil-northeast-south';

/** Centre-West, North-east and North: municipalities (IBGE codes) with CEPs and bairros. */
export const brazilCentreNorth: readonly BrazilRegion[] = [
  ...brazilCentreWest,
  ...brazilNortheastSouth,
  ...brazilNortheastNorth,
  ...brazilNorth,
];
