import { t } from './helpers';
import type { ColorSeed } from './types';

/** Colour variants: wall tones, strong enamel colours, wood tones and metal finishes. */
export const colors: ColorSeed[] = [
  { key: 'white', name: t('Blanco', 'Branco'), hex: '#FFFFFF' },
  { key: 'bone-white', name: t('Blanco hueso', 'Branco gelo'), hex: '#F1EADA' },
  { key: 'ivory', name: t('Marfil', 'Marfim'), hex: '#FFFFF0' },
  { key: 'beige', name: t('Beige', 'Bege'), hex: '#D9C7A7' },
  { key: 'sand', name: t('Arena', 'Areia'), hex: '#C2B280' },
  { key: 'pearl-grey', name: t('Gris perla', 'Cinza pérola'), hex: '#D0D3D4' },
  { key: 'grey', name: t('Gris', 'Cinza'), hex: '#8E9396' },
  { key: 'graphite', name: t('Grafito', 'Grafite'), hex: '#41424C' },
  { key: 'black', name: t('Negro', 'Preto'), hex: '#1C1C1C' },
  { key: 'red', name: t('Rojo', 'Vermelho'), hex: '#C62828' },
  { key: 'terracotta', name: t('Terracota', 'Terracota'), hex: '#C1643F' },
  { key: 'orange', name: t('Naranja', 'Laranja'), hex: '#EF6C00' },
  { key: 'yellow', name: t('Amarillo', 'Amarelo'), hex: '#F9C80E' },
  { key: 'green', name: t('Verde', 'Verde'), hex: '#2E7D32' },
  { key: 'olive-green', name: t('Verde oliva', 'Verde-oliva'), hex: '#6B7A3A' },
  { key: 'mint', name: t('Verde menta', 'Verde-menta'), hex: '#A8DCC5' },
  { key: 'blue', name: t('Azul', 'Azul'), hex: '#1E63B5' },
  { key: 'navy', name: t('Azul marino', 'Azul-marinho'), hex: '#1F2F4F' },
  { key: 'sky-blue', name: t('Celeste', 'Azul-celeste'), hex: '#9ACDE8' },
  { key: 'lilac', name: t('Lila', 'Lilás'), hex: '#C8A2C8' },
  { key: 'pink', name: t('Rosa palo', 'Rosa-claro'), hex: '#EBC3C0' },
  { key: 'brown', name: t('Marrón', 'Marrom'), hex: '#6D4C41' },
  { key: 'natural', name: t('Natural', 'Natural'), hex: '#DDB98A' },
  { key: 'oak', name: t('Roble', 'Carvalho'), hex: '#B8895A' },
  { key: 'mahogany', name: t('Caoba', 'Mogno'), hex: '#6C2E1F' },
  { key: 'walnut', name: t('Nogal', 'Nogueira'), hex: '#5C4033' },
  { key: 'cherry', name: t('Cerezo', 'Cerejeira'), hex: '#8B3A2B' },
  { key: 'silver', name: t('Plateado', 'Prateado'), hex: '#C0C0C0' },
  { key: 'gold', name: t('Dorado', 'Dourado'), hex: '#C9A227' },
  { key: 'chrome', name: t('Cromado', 'Cromado'), hex: '#DCDFE3' },
  { key: 'stainless', name: t('Acero inoxidable', 'Aço inox'), hex: '#B4B8BC' },
  { key: 'copper', name: t('Cobre', 'Cobre'), hex: '#B87333' },
];

/** Colour sets that several product types share. */
export const palettes = {
  walls: ['white', 'bone-white', 'ivory', 'beige', 'sand', 'pearl-grey', 'grey', 'sky-blue', 'mint', 'lilac', 'pink'],
  enamels: ['white', 'black', 'red', 'yellow', 'orange', 'navy', 'green', 'grey', 'brown'],
  woods: ['natural', 'oak', 'mahogany', 'walnut', 'cherry'],
  metals: ['chrome', 'stainless', 'black', 'gold'],
  textiles: ['white', 'beige', 'grey', 'graphite', 'navy', 'terracotta', 'olive-green'],
  furniture: ['white', 'oak', 'walnut', 'graphite'],
} satisfies Record<string, string[]>;
