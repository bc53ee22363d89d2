import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crawlerPatternSource } from './crawler';
import { campaignParameter } from './route-cache-key';

/**
 * The shipped edge configurations (README "Behind a CDN") repeat two rules of the storefront, in
 * their own languages: which User-Agent is a crawler, and which query parameters never change a
 * page. A change to either rule here must reach them, or an edge would key pages otherwise than
 * the storefront varies them.
 */
const vcl = readFileSync('deploy/varnish/andamio.vcl', 'utf8');
const nginx = readFileSync('deploy/nginx/andamio.conf', 'utf8');

/** The names of src/lib/route-cache-key.ts's campaign parameters, `utm_…` as a prefix. */
const campaignNames = (/^\^\((.*)\)\$$/.exec(campaignParameter.source)?.[1] ?? '').split('|');

/** The names an edge's pattern drops, `utm_…` (any characters up to `=` or `&`) as a prefix. */
const namesIn = (alternatives: string) => alternatives.replace('utm_[^=&]*', 'utm_.*').split('|');

describe('the edge configurations', () => {
  it('read the campaign parameters as a list of names', () => {
    expect(campaignNames).toContain('gclid');
    expect(campaignNames).toContain('utm_.*');
  });

  it('tell crawlers with the storefront’s own pattern', () => {
    const inVcl = /req\.http\.User-Agent ~ "\(\?i\)([^"]+)"/.exec(vcl)?.[1];
    const inNginx = /"~\*([^"]+)" yes;/.exec(nginx)?.[1];
    expect(inVcl).toBe(crawlerPatternSource);
    expect(inNginx).toBe(crawlerPatternSource);
  });

  it('drop the storefront’s campaign parameters', () => {
    const lists = (config: string) =>
      [...config.matchAll(/\((utm_\[\^=&\]\*\|[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(lists(vcl)).toHaveLength(1);
    expect(lists(nginx)).toHaveLength(3);
    for (const list of [...lists(vcl), ...lists(nginx)]) expect(namesIn(list)).toEqual(campaignNames);
  });
});
