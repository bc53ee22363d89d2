import { createHash } from 'node:crypto';

/**
 * What holds for every answer whatever it shows: no other site may frame it (clickjacking), a
 * `<base>` cannot send its relative links elsewhere, and no plugin content loads.
 */
const framing = ["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'"];

/**
 * The hash source a browser matches an inline `<script>` against: SHA-256 of the element's text
 * exactly as it stands between the tags (UTF-8), whitespace included.
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

/**
 * The Content-Security-Policy of every answer. With an allowance, scripts come from the site's
 * own files, the hosts it names and the inline scripts whose hashes it lists, and nothing else:
 * no 'unsafe-inline', so an injected `<script>` or `onerror=` attribute does not run, and no
 * 'unsafe-eval'. Without one (`astro dev`, whose Vite client injects inline scripts of its own)
 * only the framing and form rules hold.
 *
 * Styles, images, fonts and connections are left open on purpose (no default-src): islands and
 * Leaflet set style attributes, and map tiles (MAP_TILE_URL) and Google Tag Manager's beacons go
 * to hosts a retailer chooses, none of which can run script.
 */
export function contentSecurityPolicy(scripts: ScriptAllowance | undefined, forms: FormTargets = []): string {
  const formAction = `form-action ${["'self'", ...new Set(forms)].join(' ')}`;
  if (!scripts) return [...framing, formAction].join('; ');
  const allowed = ["'self'", ...new Set(scripts.sources), ...new Set(scripts.hashes)];
  return [...framing, `script-src ${allowed.join(' ')}`, formAction].join('; ');
}
