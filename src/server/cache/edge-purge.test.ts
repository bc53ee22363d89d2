import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PurgeStandin,
  purgeStandinCredentials,
  startPurgeStandin,
} from '../../../tests/support/cdn-purge-standin';
import { runCdnPurgeCli } from './cdn-purge-cli';
import { edgePurgeFrom } from './edge-purge';

let standin: PurgeStandin;
beforeAll(async () => {
  standin = await startPurgeStandin();
});
afterAll(() => standin.stop());

const { fastlyService, zone, token } = purgeStandinCredentials;
const keys = Array.from({ length: 40 }, (_, i) => `product:cl:${100000 + i}`);

describe('the edge purge', () => {
  it('is off unless CDN_PURGE names an edge, and refuses one it does not know', () => {
    expect(edgePurgeFrom({})).toBeUndefined();
    expect(() => edgePurgeFrom({ CDN_PURGE: 'akamai' })).toThrow(/akamai is none of varnish, fastly, cloudflare/);
    expect(() => edgePurgeFrom({ CDN_PURGE: 'fastly' })).toThrow(/needs FASTLY_SERVICE_ID/);
  });

  it('purges Varnish by xkey, each of its servers', async () => {
    const purge = edgePurgeFrom({ CDN_PURGE: 'varnish', CDN_PURGE_URL: `${standin.origin}/, ${standin.origin}/` });
    await purge?.(keys.slice(0, 3));
    expect(standin.purged.varnish).toEqual([keys.slice(0, 3), keys.slice(0, 3)]);
  });

  it('purges Fastly by surrogate keys through its API', async () => {
    const env = { CDN_PURGE: 'fastly', FASTLY_API_URL: standin.origin, FASTLY_SERVICE_ID: fastlyService };
    await edgePurgeFrom({ ...env, FASTLY_API_TOKEN: token })?.(keys);
    expect(standin.purged.fastly).toEqual([keys]);
    await expect(edgePurgeFrom({ ...env, FASTLY_API_TOKEN: 'wrong' })?.(keys)).rejects.toThrow(/401/);
  });

  it('purges Cloudflare by Cache-Tag, thirty tags a call', async () => {
    const env = { CDN_PURGE: 'cloudflare', CLOUDFLARE_API_URL: standin.origin, CLOUDFLARE_ZONE_ID: zone };
    await edgePurgeFrom({ ...env, CLOUDFLARE_API_TOKEN: token })?.(keys);
    expect(standin.purged.cloudflare).toEqual([keys.slice(0, 30), keys.slice(30)]);
    await expect(edgePurgeFrom({ ...env, CLOUDFLARE_API_TOKEN: 'wrong' })?.(keys)).rejects.toThrow(/403/);
  });

  it('purges whole tenants after a deploy of content, by their key', async () => {
    const env = { CDN_PURGE: 'varnish', CDN_PURGE_URL: `${standin.origin}/` };
    standin.purged.varnish.length = 0;
    expect(await runCdnPurgeCli(['--tenant', 'cl', '--tenant', 'homy'], env)).toBe(0);
    expect(standin.purged.varnish).toEqual([['tenant:cl', 'tenant:homy']]);
    expect(await runCdnPurgeCli(['--tenant', 'xx'], env)).toBe(2);
    expect(await runCdnPurgeCli(['--all'], {})).toBe(2);
  });
});
