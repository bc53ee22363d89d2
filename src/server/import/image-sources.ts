import { type LookupAddress, type LookupAllOptions, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

/**
 * Where the import may fetch a feed's pictures from. A feed names pictures by any address, and
 * the import fetches them from inside the retailer's network: a feed naming
 * `http://10.0.0.5/admin` or a metadata service (169.254.169.254) would make the storefront a
 * probe of that network. So a picture is fetched only from a public address, unless the operator
 * names the host in IMPORT_IMAGE_HOSTS (comma-separated host names or addresses, e.g. an internal
 * media server, or the loopback picture server of the tests). The address is checked when the
 * connection is made, not only when the URL is read, so a name that resolves to an internal
 * address (or is re-pointed there after a first check) is refused as well.
 */
const internalRanges = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8], // "this network"
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local: cloud metadata services
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address is on a private, loopback, link-local or otherwise non-public network. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInternalAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return internalRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The hosts IMPORT_IMAGE_HOSTS lets the import fetch from whatever their address. */
export function allowedInternalHosts(setting = process.env.IMPORT_IMAGE_HOSTS): Set<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}

/** Why the import will not fetch from `url`'s host as written, or undefined when it may try. */
export function refusedSource(url: URL, allowed: ReadonlySet<string>): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.href} is not an http or https address`;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.has(host)) return undefined;
  if (isIP(host) !== 0 && isInternalAddress(host)) return internalReason(url.href);
  return undefined;
}

const internalReason = (href: string) =>
  `${href} is on an internal network; IMPORT_IMAGE_HOSTS names the hosts the import may fetch from there`;

/** Marks a connection refused by the address check, so the fetch's failure can say why. */
export class InternalAddressError extends Error {
  override name = 'InternalAddressError';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, refusing a name (not in the allowed hosts) that resolves to an internal address. */
function checkedLookup(allowed: ReadonlySet<string>) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowed.has(hostname.toLowerCase()) && addresses.some(({ address }) => isInternalAddress(address)))
        return callback(new InternalAddressError(`${hostname} resolves to an internal address`), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** The connection pool of picture fetches: every new connection's address is checked. */
export function pictureAgent(allowed: ReadonlySet<string>): Agent {
  return new Agent({ connect: { lookup: checkedLookup(allowed) } });
}

/** Whether a failed fetch failed on the address check, and so why to report. */
export function internalAddressFailure(error: unknown, href: string): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof InternalAddressError || error instanceof InternalAddressError
    ? internalReason(href)
    : undefined;
}
