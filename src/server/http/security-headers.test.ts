import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../lib/content-security-policy';
import { markCompareList, rememberPreviousUrl } from '../../lib/inline-scripts';
import { gtmSnippet } from '../../lib/page-view';
import {
  formTargets,
  gtmBeaconSources,
  gtmFrameSources,
  gtmScriptSources,
  pageHosts,
  scriptAllowance,
  whatsAppOrigin,
} from './security-headers';

describe('scriptAllowance', () => {
  it('allows Astro’s scripts by the build’s hashes and ours by the text pages render', () => {
    const allowance = scriptAllowance({ astroHashes: ["'sha256-island'"], gtmContainers: [] });
    expect(allowance.sources).toEqual([]);
    expect(allowance.hashes).toEqual(["'sha256-island'", scriptHash(rememberPreviousUrl), scriptHash(markCompareList)]);
  });

  it('with GTM on, allows each container’s snippet and Google’s host', () => {
    const allowance = scriptAllowance({ astroHashes: [], gtmContainers: ['GTM-ANDCL27K', 'GTM-ANDPE31Q'] });
    expect(allowance.sources).toEqual(gtmScriptSources);
    expect(allowance.hashes).toContain(scriptHash(gtmSnippet('GTM-ANDCL27K')?.script ?? ''));
    expect(allowance.hashes).toContain(scriptHash(gtmSnippet('GTM-ANDPE31Q')?.script ?? ''));
  });

  it('adds nothing for a container id that is not one (no snippet is rendered for it)', () => {
    expect(scriptAllowance({ astroHashes: [], gtmContainers: ['not-gtm'] }).sources).toEqual([]);
  });
});

describe('formTargets', () => {
  const webpay = { WEBPAY_COMMERCE_CODE: '597055555532', WEBPAY_API_KEY: 'key' };

  it.each([
    [{}, []],
    [{ ...webpay, WEBPAY_ENVIRONMENT: 'production' }, ['https://webpay3g.transbank.cl']],
    [
      { ...webpay, WEBPAY_API_URL: 'http://127.0.0.1:5601/', WEBPAY_ENVIRONMENT: 'production' },
      ['http://127.0.0.1:5601'],
    ],
    // not configured: no credentials, a name that is no environment, plain http off loopback
    [{ WEBPAY_ENVIRONMENT: 'production' }, []],
    [{ ...webpay, WEBPAY_ENVIRONMENT: 'staging' }, []],
    [{ ...webpay, WEBPAY_API_URL: 'http://webpay.example' }, []],
    [{ SOCIAL_LOGIN_ISSUER_URL: 'https://id.example/realm', SOCIAL_LOGIN_CLIENT_ID: 'abc' }, ['https://id.example']],
  ])(
    'names Webpay’s form and the sign-in provider only when configured, beside the WhatsApp chat: %o',
    (env, origins) => {
      // the product page's chat is a GET form to wa.me in a new tab (FulfilmentWhatsApp.astro)
      expect(formTargets(env)).toEqual([whatsAppOrigin, ...origins]);
    },
  );
});

describe('pageHosts', () => {
  it('names nothing besides the site by default', () => {
    expect(pageHosts({})).toEqual({ images: [], connections: [], frames: [] });
  });

  it('lets images come from the map tiles’ host when MAP_TILE_URL is set', () => {
    expect(pageHosts({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).images).toEqual([
      'https://*.tile.example.org',
    ]);
    expect(pageHosts({ MAP_TILE_URL: 'not a template' }).images).toEqual([]);
  });

  it('with GTM on, lets Google’s tags send their hits and frame their page', () => {
    expect(pageHosts({ GTM_ENABLED: 'true' })).toEqual({
      images: gtmBeaconSources,
      connections: gtmBeaconSources,
      frames: gtmFrameSources,
    });
  });
});
