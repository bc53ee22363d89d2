import { defineConfig, presetTypography, presetWind3 } from 'unocss';
import type { Theme } from 'unocss/preset-wind3';

// Presets are listed explicitly: nothing is inherited from UnoCSS defaults, and
// no web-font or icon preset is used because nothing may be fetched at build time.
export default defineConfig<Theme>({
  presets: [presetWind3(), presetTypography()],
  theme: {
    colors: {
      brand: { DEFAULT: '#1f4e8c', dark: '#163a69', light: '#e8eef7' },
      // WCAG AA: every token that colours text reads at 4.5:1 or more on white, gray-50 and brand.light
      // (tests/e2e/contrast.spec.ts); the accent was #e4572e (3.7:1), which failed the out-of-stock message.
      accent: '#b93d1a',
      ink: { DEFAULT: '#1d2430', soft: '#5b6472' },
    },
    // spec §9 breakpoints: phablet 720, tablet 1024, desktop 1280 (mobile-first below 720).
    breakpoints: { sm: '720px', md: '1024px', lg: '1280px' },
  },
  preflights: [
    {
      // spec §9: nothing may push a 320 px page sideways. A control or a picture is never wider than
      // its column (a select is as wide as its longest option, a region's full name; an SVG as its
      // drawn width), and a long word (a model code, a URL) breaks rather than overflow.
      getCSS: () => 'img,svg,video,canvas,iframe,select,input,textarea{max-width:100%}body{overflow-wrap:break-word}',
    },
  ],
});
