/**
 * The product vocabulary of the catalogue generator: departments down to product types,
 * brands, colours, services, and what shoppers write. Pure data, in Spanish and Portuguese.
 */
import { bathroom } from './departments/bathroom';
import { building } from './departments/building';
import { electrical } from './departments/electrical';
import { floors } from './departments/floors';
import { garden } from './departments/garden';
import { hardware } from './departments/hardware';
import { home } from './departments/home';
import { kitchen } from './departments/kitchen';
import { lighting } from './departments/lighting';
import { paint } from './departments/paint';
import { plumbing } from './departments/plumbing';
import { tools } from './departments/tools';
import type { DepartmentSeed } from './types';

export { brands } from './brands';
export { collections } from './collections';
export { colors } from './colors';
export { questionSeeds } from './questions';
export { reviewSeeds } from './reviews';
export { services } from './services';

/** In menu order; category ids follow this order, so append rather than reorder. */
export const departments: DepartmentSeed[] = [
  paint,
  floors,
  tools,
  building,
  bathroom,
  kitchen,
  lighting,
  garden,
  hardware,
  electrical,
  plumbing,
  home,
];
