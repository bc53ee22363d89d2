/**
 * The sitemap protocol (sitemaps.org/protocol.html): a urlset of at most 50,000 URLs and
 * 50 MB (uncompressed) per file, several files listed by a sitemap index. One sitemap per
 * tenant at /sitemaps/{tenant}.xml; a tenant past either limit is split into numbered parts
 * /sitemaps/{tenant}-{n}.xml (n from 1), and the index lists the parts instead.
 */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C date (YYYY-MM-DD), where the last change is known. */
  lastmod?: string | undefined;
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const sitemapLimits: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlsetOpen = `${xmlHeader}<urlset xmlns="${namespace}">\n`;
const urlsetClose = '</urlset>\n';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol asks for entity-escaped URLs. */
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** A W3C date from a stored timestamp, or undefined when there is none or it is not a date. */
export function lastmodOf(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

export const urlXml = (entry: SitemapEntry) => entryXml('url', entry);

/** Serialised <url> elements into files that each respect both limits, in order. */
export function splitUrls(elements: readonly string[], limits: SitemapLimits = sitemapLimits): string[][] {
  const frame = byteLength(urlsetOpen) + byteLength(urlsetClose);
  const parts: string[][] = [];
  let current: string[] = [];
  let bytes = frame;
  for (const element of elements) {
    const size = byteLength(element);
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push(current);
      current = [];
      bytes = frame;
    }
    current.push(element);
    bytes += size;
  }
  // an empty site still has one (empty) sitemap, so the index never points at a 404
  parts.push(current);
  return parts;
}

export const urlsetXml = (elements: readonly string[]) => `${urlsetOpen}${elements.join('')}${urlsetClose}`;

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml('sitemap', entry)).join('');
  return `${xmlHeader}<sitemapindex xmlns="${namespace}">\n${body}</sitemapindex>\n`;
}

/** /sitemaps/{tenant}.xml for a tenant in one file, /sitemaps/{tenant}-{n}.xml for part n of several. */
export function sitemapPath(tenant: string, part: number, parts: number): string {
  return parts === 1 ? `/sitemaps/${tenant}.xml` : `/sitemaps/${tenant}-${part}.xml`;
}

/** The [tenant] parameter of /sitemaps/[tenant].xml: "cl" (part undefined) or "cl-2". */
export function sitemapName(param: string): { tenant: string; part: number | undefined } | undefined {
  const match = /^([a-z]+)(?:-([1-9]\d{0,5}))?$/.exec(param);
  if (!match?.[1]) return undefined;
  return { tenant: match[1], part: match[2] === undefined ? undefined : Number(match[2]) };
}
