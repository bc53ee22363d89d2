import type { projects as es } from '../es/projects';

/** Portuguese: project builder and product-page calculators. */
export const projects: Record<keyof typeof es, string> = {};
