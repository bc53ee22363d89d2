import { Readable } from 'node:stream';
import {
  type MerchantCenterItem,
  merchantCenterTsv,
  merchantCenterXml,
} from '../../../../tests/support/merchant-center-feed';
import { getTenant } from '../../../tenants/registry';
import type { FeedLine } from '../read-feed';
import { type MerchantCenterFormat, readMerchantCenterFeed } from './read-merchant-center';

/** The Merchant Center reader's tests' feed: items of one paint group, read in one-byte chunks. */
export const cl = getTenant('cl');
const now = new Date('2026-11-25T12:00:00Z');
const context = { tenant: cl, priceGroups: ['10', '20'], now };

const base = {
  brand: 'Sipa',
  product_type: 'Pinturas > Látex',
  availability: 'in_stock',
  condition: 'new',
};
export const paint = (id: string, color: string, extra: MerchantCenterItem = {}): MerchantCenterItem => ({
  id,
  item_group_id: 'LATEX-1',
  title: `Látex interior ${color} 1 galón`,
  description: 'Látex lavable de alto rendimiento',
  price: '15990 CLP',
  gtin: `7800${id}`.padEnd(13, '0'),
  color,
  image_link: `https://img.example/${id}.jpg`,
  ...base,
  ...extra,
});

type Row = Record<string, unknown> & { type: string; line: number };

/** The feed in one-byte chunks: an item, a tag, a UTF-8 character all cut across reads. */
export async function read(format: MerchantCenterFormat, items: MerchantCenterItem[], text?: string) {
  const bytes = Buffer.from(text ?? (format === 'xml' ? merchantCenterXml(items) : merchantCenterTsv(items)));
  const chunks = Array.from(bytes, (byte) => Buffer.from([byte]));
  const lines: FeedLine[] = [];
  for await (const line of readMerchantCenterFeed(format, 'feed', Readable.from(chunks), context)) lines.push(line);
  return {
    // records read loosely: each test looks at the fields of the kind it picks
    records: lines.flatMap((line): Row[] => ('record' in line ? [{ ...line.record, line: line.line }] : [])),
    problems: lines.flatMap((line) => ('problems' in line ? line.problems : [])),
  };
}
