import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { imageSubject } from './image-subject';
import { productImage } from './images';
import { pictogram, pictogramColor } from './pictograms';
import { safeHex } from './svg';
import { catalogueDatabase } from './test-catalogue';

let db: Awaited<ReturnType<typeof catalogueDatabase>>;
beforeAll(async () => {
  db = await catalogueDatabase(['cl', 'br'], 200);
}, 60_000);
afterAll(() => db.dispose());

/** The first product of the tenant whose name starts with the given noun. */
function productNamed(tenant: string, noun: string): string {
  const row = db.handle.sqlite.raw
    .prepare('SELECT id FROM products WHERE tenant = ? AND name LIKE ? ORDER BY id LIMIT 1')
    .get(tenant, `${noun} %`) as { id: string } | undefined;
  if (!row) throw new Error(`no ${noun} in ${tenant}`);
  return row.id;
}

describe('the picture of a product shows its kind of object', () => {
  it.each([
    ['cl', 'Inodoro', 'toilet'],
    ['cl', 'Arena', 'sand'],
    ['cl', 'Cemento', 'sack'],
    ['cl', 'Set de ducha', 'shower'],
    ['cl', 'Ladrillo', 'bricks'],
    ['br', 'Vaso sanitário', 'toilet'],
    ['br', 'Areia', 'sand'],
  ] as const)('%s: %s is drawn as a %s', async (tenant, noun, kind) => {
    const subject = await imageSubject(db.handle, getTenant(tenant), productNamed(tenant, noun));
    expect(subject?.kind).toBe(kind);
    const color = safeHex(subject?.colors[0], pictogramColor(kind));
    const svg = subject ? productImage(subject, { kind: 'image', number: 1 }) : undefined;
    expect(svg).toContain(pictogram(kind, color));
  });
});
