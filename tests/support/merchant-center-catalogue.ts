import type { Tenant } from '../../src/tenants/schema';
import type { MerchantCenterItem } from './merchant-center-feed';

/**
 * A retailer's Merchant Center catalogue of 40 products for the import's acceptance tests: 8
 * paints in 3 colours each (a variant group, item_group_id), the first group on a sale that runs
 * until ten days after `now`, and 32 tools sold alone, the first on a sale that has not begun,
 * the second out of stock, the third on preorder. Pictures are on `origin` (tests/support/image-server.ts):
 * one per colour and four for the tools, so a picture is fetched once however many items name it.
 */
export const colours = ['Blanco', 'Rojo', 'Azul'] as const;
export const pictureNames = [...colours.map((colour) => colour.toLowerCase()), 'tool-0', 'tool-1', 'tool-2', 'tool-3'];

export interface CatalogueFacts {
  items: MerchantCenterItem[];
  groups: { productId: string; name: string }[];
  tools: { productId: string; name: string }[];
  price: { regular: number; sale: number };
}

const day = 24 * 60 * 60 * 1000;
const gtin = (id: string) => `789${id}`.padEnd(13, '0');

export function merchantCenterCatalogue(tenant: Tenant, origin: string, now = new Date()): CatalogueFacts {
  const money = (major: number) => `${major}.00 ${tenant.currency.code}`;
  const minor = (major: number) => major * 10 ** tenant.currency.minorDigits;
  const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const items: MerchantCenterItem[] = [];
  const groups: CatalogueFacts['groups'] = [];
  const tools: CatalogueFacts['tools'] = [];
  for (let group = 1; group <= 8; group += 1) {
    const productId = `MCG${group}`;
    for (const [at, colour] of colours.entries()) {
      const id = String(7_100_000 + group * 10 + at);
      const title = `Esmalte sintético Ferromundo serie ${group} ${colour}`;
      if (at === 0) groups.push({ productId: productId.toLowerCase(), name: title });
      items.push({
        id,
        item_group_id: productId,
        title,
        description: `Esmalte brillante de secado rápido, serie ${group}, color ${colour}.`,
        link: `https://tienda.example/p/${id}`,
        image_link: `${origin}/img/${colour.toLowerCase()}.png`,
        additional_image_link: [`${origin}/img/tool-0.png`],
        price: money(19990),
        sale_price: group === 1 ? money(14990) : undefined,
        sale_price_effective_date:
          group === 1 ? `${iso(now.getTime() - day)}/${iso(now.getTime() + 10 * day)}` : undefined,
        availability: 'in_stock',
        gtin: gtin(id),
        mpn: `FM-${id}`,
        brand: 'Ferromundo',
        condition: 'new',
        color: colour,
        product_type: 'Ferretería > Pinturas > Esmaltes',
        product_detail: ['General:Terminación:Brillante'],
        unit_pricing_measure: '1 l',
        unit_pricing_base_measure: '1 l',
        shipping_weight: '1.3 kg',
      });
    }
  }
  for (let tool = 1; tool <= 32; tool += 1) {
    const id = String(7_200_000 + tool);
    const name = `Llave ajustable Ferromundo modelo ${tool} de ${150 + tool} mm`;
    tools.push({ productId: id, name });
    items.push({
      id,
      title: name,
      // two paragraphs, a tab and an inch mark: a TSV writes it as a quoted cell over several lines
      description:
        tool === 5
          ? 'Llave de 12" en acero cromo vanadio.\n\nMandíbula\tajustable.'
          : 'Llave de acero cromo vanadio con mandíbula ajustable.',
      image_link: `${origin}/img/tool-${tool % 4}.png`,
      price: money(9990),
      sale_price: tool === 1 ? money(7990) : undefined,
      sale_price_effective_date:
        tool === 1 ? `${iso(now.getTime() + 5 * day)}/${iso(now.getTime() + 15 * day)}` : undefined,
      availability: tool === 2 ? 'out_of_stock' : tool === 3 ? 'preorder' : 'in_stock',
      // a store-brand article has no GTIN: Merchant Center takes it with identifier_exists no
      gtin: tool === 6 ? undefined : gtin(id),
      identifier_exists: tool === 6 ? 'no' : undefined,
      brand: 'Ferromundo',
      condition: 'new',
      product_type: 'Ferretería > Herramientas',
      shipping_length: '30 cm',
      shipping_width: '8 cm',
      shipping_height: '2 cm',
    });
  }
  return { items, groups, tools, price: { regular: minor(19990), sale: minor(14990) } };
}
