import type { BrandSeed } from './types';

/**
 * Invented brands, grouped by the departments whose product types use them; a few make
 * products for two departments (Trabex: tools and garden; Adhesa: floors and building).
 */
export const brands: BrandSeed[] = [
  // paint
  { key: 'colorfino', name: 'Colorfino' },
  { key: 'pinturex', name: 'Pinturex' },
  { key: 'andescolor', name: 'Andescolor' },
  { key: 'tintamar', name: 'Tintamar' },
  { key: 'barnilux', name: 'Barnilux' },
  { key: 'pincelar', name: 'Pincelar' },
  // floors and walls
  { key: 'ceramar', name: 'Ceramar' },
  { key: 'porcelsur', name: 'Porcelsur' },
  { key: 'pisoflex', name: 'Pisoflex' },
  { key: 'laminor', name: 'Laminor' },
  { key: 'adhesa', name: 'Adhesa' },
  // tools
  { key: 'trabex', name: 'Trabex' },
  { key: 'voltmak', name: 'Voltmak' },
  { key: 'kronner', name: 'Kronner' },
  { key: 'forjax', name: 'Forjax' },
  { key: 'nivelia', name: 'Nivelia' },
  { key: 'dexta', name: 'Dexta' },
  { key: 'guardabox', name: 'Guardabox' },
  // building materials
  { key: 'andicem', name: 'Andicem' },
  { key: 'aceroval', name: 'Aceroval' },
  { key: 'maderasur', name: 'Maderasur' },
  { key: 'yesolit', name: 'Yesolit' },
  { key: 'aislaco', name: 'Aislaco' },
  { key: 'arcillar', name: 'Arcillar' },
  { key: 'tejaval', name: 'Tejaval' },
  // bathroom
  { key: 'aquabella', name: 'Aquabella' },
  { key: 'lozafin', name: 'Lozafin' },
  { key: 'grifomar', name: 'Grifomar' },
  { key: 'nordsan', name: 'Nordsan' },
  { key: 'vidralia', name: 'Vidralia' },
  { key: 'hidrolux', name: 'Hidrolux' },
  // kitchen
  { key: 'cocinova', name: 'Cocinova' },
  { key: 'inoxa', name: 'Inoxa' },
  { key: 'fogonal', name: 'Fogonal' },
  { key: 'campanix', name: 'Campanix' },
  { key: 'ordenix', name: 'Ordenix' },
  // lighting
  { key: 'lumenta', name: 'Lumenta' },
  { key: 'lucenza', name: 'Lucenza' },
  { key: 'focolux', name: 'Focolux' },
  { key: 'solvanta', name: 'Solvanta' },
  { key: 'nexalum', name: 'Nexalum' },
  // garden
  { key: 'jardinex', name: 'Jardinex' },
  { key: 'verdalia', name: 'Verdalia' },
  { key: 'riegomax', name: 'Riegomax' },
  { key: 'terrazul', name: 'Terrazul' },
  // hardware
  { key: 'tornifix', name: 'Tornifix' },
  { key: 'fijatec', name: 'Fijatec' },
  { key: 'cerrojal', name: 'Cerrojal' },
  { key: 'bisalux', name: 'Bisalux' },
  { key: 'segurtex', name: 'Segurtex' },
  { key: 'obrafort', name: 'Obrafort' },
  { key: 'selladur', name: 'Selladur' },
  // electrical
  { key: 'conductel', name: 'Conductel' },
  { key: 'voltana', name: 'Voltana' },
  { key: 'protectra', name: 'Protectra' },
  { key: 'enchufex', name: 'Enchufex' },
  // plumbing
  { key: 'tubosur', name: 'Tubosur' },
  { key: 'valvutec', name: 'Valvutec' },
  { key: 'termaq', name: 'Termaq' },
  { key: 'aguaflux', name: 'Aguaflux' },
  { key: 'gasfix', name: 'Gasfix' },
  // home and decoration
  { key: 'casaviva', name: 'Casaviva' },
  { key: 'telaval', name: 'Telaval' },
  { key: 'cortinova', name: 'Cortinova' },
  { key: 'alfombrelia', name: 'Alfombrelia' },
  { key: 'mueblix', name: 'Mueblix' },
];
