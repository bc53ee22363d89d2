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
    {
      // A field the browser scrolls to (its "fill this in" bubble, a focus) stops below the sticky
      // header: 148 px high on a phone, 84 px from 720 px, 67 px from 1024 px (measured in Chromium
      // on cl, br and mx), and a little air. CSS alone, so it costs no JavaScript.
      getCSS: () =>
        'html{scroll-padding-top:10.5rem}@media (min-width:720px){html{scroll-padding-top:6.5rem}}@media (min-width:1024px){html{scroll-padding-top:5.5rem}}',
    },
    {
      // The product page's store choice goes with pickup: hidden while home delivery is chosen,
      // with or without JavaScript (ProductBuyBox.astro).
      getCSS: () =>
        'form:has(input[name="deliveryMethod"][value="homeDelivery"]:checked) [data-store-picker]{display:none}',
    },
    {
      // The add-to-my-list form's heart (WishListForm.astro): filled once the form is marked saved
      // (after its no-JS add, or by the shopper call and the island), empty otherwise. CSS, so
      // that marking a page's forms takes one attribute each (src/stores/session.ts).
      getCSS: () =>
        '[data-wish-sku][data-saved] [data-heart="empty"],[data-wish-sku]:not([data-saved]) [data-heart="full"]{display:none}',
    },
    {
      // The review form's star rating (StarRating.astro): radios over stars; the stars up to the
      // chosen one fill, those up to the pointed one while the pointer is over them, and the
      // focused star is outlined.
      getCSS: () =>
        [
          '.star-choice{display:inline-flex;gap:.25rem}',
          '.star-choice label{position:relative;display:inline-flex;cursor:pointer;color:#6b7280;border-radius:.25rem}',
          '.star-choice input{position:absolute;inset:0;z-index:1;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}',
          '.star-choice svg{width:2rem;height:2rem;fill:none;stroke:currentColor;stroke-width:1.5;pointer-events:none}',
          '.star-choice label:has(input:checked),.star-choice label:has(~label input:checked){color:#b45309}',
          '.star-choice label:has(input:checked) svg,.star-choice label:has(~label input:checked) svg{fill:currentColor}',
          '.star-choice:hover label{color:#6b7280}.star-choice:hover label svg{fill:none}',
          '.star-choice:hover label:hover,.star-choice:hover label:has(~label:hover){color:#b45309}',
          '.star-choice:hover label:hover svg,.star-choice:hover label:has(~label:hover) svg{fill:currentColor}',
          '.star-choice label:has(input:focus-visible){outline:2px solid #1f4e8c;outline-offset:2px}',
          '[data-invalid] .star-choice label{color:#b93d1a}',
        ].join(''),
    },
  ],
});
