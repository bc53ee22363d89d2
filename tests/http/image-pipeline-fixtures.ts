import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { row, rows, run } from './test-database';

/**
 * A retailer's photos for the image pipeline tests: real JPEG and PNG originals written into a
 * media folder of their own, and two products of the test database whose galleries name them
 * (a product and one it links to as related, so its page shows a card too). `restore` puts the
 * galleries back.
 */
export const gps = {
  IFD0: { Make: 'Andamio Test Camera', Copyright: 'secret owner' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
};

/** A photo with detail (a gradient and a disc), so encoders have something to keep. */
export function photo(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c8553d"/><stop offset="1" stop-color="#2d7dd2"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#f6f3ee"/></svg>`;
  return sharp(Buffer.from(svg));
}

export interface PhotoFixtures {
  root: string;
  mediaDir: string;
  variantsDir: string;
  uploadsDir: string;
  product: { id: string; name: string };
  related: { id: string; name: string };
  /** Gallery URLs of the originals. */
  front: string;
  side: string;
  bomb: string;
  restore(): Promise<void>;
}

export async function photoFixtures(runId: string): Promise<PhotoFixtures> {
  const root = mkdtempSync(join(tmpdir(), 'andamio-images-'));
  const mediaDir = join(root, 'media');
  const folder = join(mediaDir, 'cl', runId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'front.jpg'), await photo(2000, 1500).jpeg({ quality: 90 }).withExif(gps).toBuffer());
  writeFileSync(join(folder, 'side.png'), await photo(900, 600).png().withExif(gps).toBuffer());
  // 60 megapixels in a small file: more than the pipeline decodes
  writeFileSync(
    join(folder, 'bomb.png'),
    await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  const url = (file: string) => `/media/cl/photos/${runId}/${file}`;
  const [front, side, bomb] = [url('front.jpg'), url('side.png'), url('bomb.png')];

  const pair = await row<{ productid: string; relatedid: string }>(
    `SELECT l.product_id AS productid, l.linked_id AS relatedid FROM product_links l
      WHERE l.tenant = 'cl' AND l.kind = 'related' ORDER BY l.product_id DESC, l.position LIMIT 1`,
  );
  if (!pair) throw new Error('No related products in the test database');
  type Gallery = { id: string; name: string; gallery: string };
  const read = async (id: string) => {
    const found = await row<Gallery>("SELECT id, name, gallery FROM products WHERE tenant = 'cl' AND id = ?", id);
    if (!found) throw new Error(`No product ${id} in the test database`);
    return found;
  };
  const write = (gallery: string, id: string) =>
    run("UPDATE products SET gallery = ? WHERE tenant = 'cl' AND id = ?", gallery, id);
  // each SKU shows its own gallery where it has one (026): the product's SKUs get the photos too
  type SkuGallery = { id: string; gallery: string | null };
  const skusOf = (productId: string) =>
    rows<SkuGallery>("SELECT id, gallery FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY id", productId);
  const writeSku = (gallery: string | null, id: string) =>
    run("UPDATE skus SET gallery = ? WHERE tenant = 'cl' AND id = ?", gallery, id);
  const product = await read(pair.productid);
  const related = await read(pair.relatedid);
  const skus = [...(await skusOf(product.id)), ...(await skusOf(related.id))];
  const svgItems = JSON.parse(product.gallery) as unknown[];
  const photos = JSON.stringify([{ type: 'IMAGE', url: front }, { type: 'IMAGE', url: side }, ...svgItems]);
  const relatedPhotos = JSON.stringify([{ type: 'IMAGE', url: side }]);
  await write(photos, product.id);
  await write(relatedPhotos, related.id);
  const productSkus = new Set((await skusOf(product.id)).map((sku) => sku.id));
  for (const sku of skus) await writeSku(productSkus.has(sku.id) ? photos : relatedPhotos, sku.id);
  return {
    root,
    mediaDir,
    variantsDir: join(root, 'variants'),
    uploadsDir: join(root, 'uploads'),
    product: { id: product.id, name: product.name },
    related: { id: related.id, name: related.name },
    front,
    side,
    bomb,
    restore: async () => {
      for (const before of [product, related]) await write(before.gallery, before.id);
      for (const before of skus) await writeSku(before.gallery, before.id);
    },
  };
}
