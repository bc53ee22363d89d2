import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantsWithoutReferenceData } from '../../src/server/db/first-catalogue';
import { pictogramKinds } from '../../src/server/product/pictograms';
import { catalogueDatabase } from '../../src/server/product/test-catalogue';
import { productPictograms } from './product-pictograms';
import { departments } from './vocabulary';

const types = departments.flatMap((department) =>
  department.children.flatMap((sub) => sub.children.flatMap((leaf) => leaf.types.map((type) => type.key))),
);

describe('product kinds', () => {
  it('names a kind for every product type of the vocabulary, and only for those', () => {
    expect(types.filter((type) => productPictograms[type] === undefined)).toEqual([]);
    expect(Object.keys(productPictograms).filter((type) => !types.includes(type))).toEqual([]);
  });

  it('names only kinds the shop can draw', () => {
    expect(Object.values(productPictograms).filter((kind) => !pictogramKinds.includes(kind))).toEqual([]);
  });

  it.each([
    ['toilet', 'toilet'],
    ['sand', 'sand'],
    ['cement', 'sack'],
    ['brick', 'bricks'],
    ['shower-set', 'shower'],
    ['washbasin', 'washbasin'],
    ['basin-mixer', 'faucet'],
    ['latex-paint', 'paint-can'],
    ['paint-roller', 'roller'],
    ['hammer-drill', 'drill'],
    ['circular-saw', 'saw'],
    ['hammer', 'hammer'],
    ['led-bulb', 'bulb'],
    ['pendant-lamp', 'lamp'],
    ['lawn-mower', 'lawn-mower'],
    ['garden-hose', 'hose'],
    ['padlock', 'padlock'],
    ['work-gloves', 'glove'],
    ['electric-wire', 'cable'],
    ['socket', 'socket'],
    ['copper-pipe', 'pipe'],
    ['ball-valve', 'valve'],
    ['rug', 'rug'],
    ['kitchen-sink', 'kitchen-sink'],
  ])('draws a %s as a %s', (type, kind) => {
    expect(productPictograms[type]).toBe(kind);
  });
});

describe('reference data in a seeded database', () => {
  let db: Awaited<ReturnType<typeof catalogueDatabase>>;
  beforeAll(async () => {
    db = await catalogueDatabase(['cl'], 200);
  }, 60_000);
  afterAll(() => db.dispose());

  it('stores every product’s kind and every city’s coordinates', async () => {
    const raw = db.handle.sqlite.raw;
    const count = (sql: string) => Number((raw.prepare(sql).get() as { n: number }).n);
    expect(count("SELECT count(*) AS n FROM product_pictograms WHERE tenant = 'cl'")).toBe(200);
    expect(count("SELECT count(*) AS n FROM cities WHERE tenant = 'cl' AND latitude IS NULL")).toBe(0);
    expect(await tenantsWithoutReferenceData(db.handle, ['cl', 'br'])).toEqual([]);
  });

  it('asks for a new seed of a catalogue loaded before the reference data existed', async () => {
    const raw = db.handle.sqlite.raw;
    raw.exec('BEGIN');
    raw.exec("UPDATE cities SET latitude = NULL WHERE tenant = 'cl' AND id = '13101'");
    expect(await tenantsWithoutReferenceData(db.handle, ['cl'])).toEqual(['cl']);
    raw.exec('ROLLBACK');
    raw.exec('BEGIN');
    raw.exec("DELETE FROM product_pictograms WHERE tenant = 'cl'");
    expect(await tenantsWithoutReferenceData(db.handle, ['cl'])).toEqual(['cl']);
    raw.exec('ROLLBACK');
    // 012: a product without its type would leave the project builder's slots empty
    raw.exec('BEGIN');
    raw.exec(
      "UPDATE products SET product_type = NULL WHERE tenant = 'cl' AND rowid = (SELECT min(rowid) FROM products)",
    );
    expect(await tenantsWithoutReferenceData(db.handle, ['cl'])).toEqual(['cl']);
    raw.exec('ROLLBACK');
    // 010: a product without its GTIN would have no hreflang alternates
    raw.exec('BEGIN');
    raw.exec("UPDATE products SET gtin = NULL WHERE tenant = 'cl' AND rowid = (SELECT min(rowid) FROM products)");
    expect(await tenantsWithoutReferenceData(db.handle, ['cl'])).toEqual(['cl']);
    raw.exec('ROLLBACK');
  });
});
