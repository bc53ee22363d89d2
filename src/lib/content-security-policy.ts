import { createHash } from 'node:crypto';

/**
 * What holds for every answer whatever it shows: no other site may frame it (clickjacking), a
 * `<base>` cannot send its relative links elsewhere, and no plugin content loads.
 */
const framing = ["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'"];

/**
 * The hash source a browser matches an inline `<script>` or `<style>` against: SHA-256 of the
 * element's text exactly as it stands between the tags (UTF-8), whitespace included.
 */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Which scripts may run besides the site's own files: other hosts, and inline scripts by hash. */
export interface ScriptAllowance {
  sources: readonly string[];
  hashes: readonly string[];
}

/**
 * The origins besides the site's own that a form may be sent to, or redirected to once sent: a
 * payment provider's form (Webpay takes token_ws by POST), a sign-in provider the login form's
 * answer redirects to. An injected form can send what the shopper types nowhere else.
 */
export type FormTargets = readonly string[];

/** What a built site's pages load besides their own files, by kind. */
export interface PageSources {
  scripts: ScriptAllowance;
  /** The hashes of the `<style>` elements pages carry (the build's inlined stylesheets). */
  styleHashes: readonly string[];
  /** Hosts images come from: map tiles (MAP_TILE_URL), a tag manager's beacons. */
  images: readonly string[];
  /** Hosts scripts may send requests to (a tag manager's beacons). */
  connections: readonly string[];
  /** Hosts a page may frame (a tag manager's page for browsers without JavaScript). */
  frames: readonly string[];
}

const list = (first: readonly string[], more: readonly string[]) => [...first, ...new Set(more)].join(' ');

/**
 * The Content-Security-Policy of every answer. For a built site everything comes from the site
 * itself unless named: scripts from its files, the hosts named and the inline scripts whose hashes
 * are listed (no 'unsafe-inline', so an injected `<script>` or `onerror=` does not run, and no
 * 'unsafe-eval'); stylesheets from its files and the inline `<style>` elements by hash, so an
 * injected `<style>` cannot read a page through its selectors; images from the site, `data:` URLs
 * (Leaflet's stylesheet carries its icons so) and the hosts named; requests to the site and the
 * hosts named; fonts from the site. Style attributes stay allowed (`style-src-attr`): islands,
 * Leaflet and the content's colours set them, and an attribute can neither select nor load from
 * a host that is not allowed.
 *
 * Without page sources (`astro dev`, whose Vite client injects inline scripts and styles of its
 * own) only the framing and form rules hold.
 */
export function contentSecurityPolicy(pages: PageSources | undefined, forms: FormTargets = []): string {
  const formAction = `form-action ${list(["'self'"], forms)}`;
  if (!pages) return [...framing, formAction].join('; ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'"], [...pages.scripts.sources, ...pages.scripts.hashes])}`,
    `style-src ${list(["'self'"], pages.styleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:'], pages.images)}`,
    "font-src 'self'",
    `connect-src ${list(["'self'"], pages.connections)}`,
    `frame-src ${list(["'self'"], pages.frames)}`,
    ...framing,
    formAction,
  ].join('; ');
}
