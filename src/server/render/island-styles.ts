import type { Plugin } from 'vite';

/**
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` before
 * the first island of a server-rendered page, in the middle of <body>, where HTML does not allow a
 * <style> (the Nu HTML Checker and html-validate report it on every page). Its build for static
 * pages moves it into <head>; a server page keeps it in the body. This plugin takes it out of
 * Astro's island prelude, and BaseLayout.astro's global style, in <head>, holds the same rule.
 * If an Astro release changes that prelude, the build stops here instead of shipping the style
 * twice or not at all.
 */
// the source text of Astro's prelude, placeholder and all (not a template of ours)
const prelude = ['<style>$', '{ISLAND_STYLES}</style>'].join('');

export const islandStylesInHead: Plugin = {
  name: 'andamio:island-styles-in-head',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith('/astro/dist/runtime/server/scripts.js')) return undefined;
    if (!code.includes(prelude))
      this.error('Astro no longer writes the island style where src/server/render/island-styles.ts expects it');
    return { code: code.replace(prelude, ''), map: null };
  },
};
