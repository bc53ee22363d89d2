import type { BrazilRegion } from './brazil';
import { brazilSaoPaulo } from './brazil-sao-paulo';
import { brazilSouth } from './brazil-south';
import { brazilSoutheast } from './brazil-southeast';

/** South-east and South: municipalities (IBGE codes) with CEPs and bairros. */
export const brazilSoutheastSouth: readonly BrazilRegion[] = [...brazilSaoPaulo, ...brazilSoutheast, ...brazilSouth];
