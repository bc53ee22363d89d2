import type { MessageKey, Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { formatQuantity, parseUnitCode, unitKeys } from '../../lib/units';
import type { Tenant } from '../../tenants/schema';
import type { Dimensions, GalleryItem, ProductRecord, ServiceOffer, SkuRecord } from './catalogue';

/**
 * Pure pieces of the product description: rows and JSON of the catalogue turned into what a
 * product page shows, in the tenant's words and number format.
 */

// docs/prices-and-badges.md badge types; a badge this table does not know is sent with its type and no label.
const badgeLabels: Record<string, MessageKey> = {
  NEW: 'product.badge.new',
  EXCLUSIVE: 'product.badge.exclusive',
  COMBO: 'product.badge.combo',
  AB: 'product.badge.ab',
  MXN_PROMOTION: 'product.badge.promotion',
  CMR_MXN_PROMOTION: 'product.badge.cardPromotion',
  SECOND_PROMOTION: 'product.badge.secondPromotion',
  FREE_SHIPPING: 'product.badge.freeShipping',
  INTERNET_PRICE: 'product.badge.internetPrice',
  CMR: 'product.badge.cardPrice',
  PRECIOS_PRO: 'product.badge.proPrice',
  INTERNATIONAL_SHIPPING: 'product.badge.internationalShipping',
};

export function badgeViews(badges: readonly string[], t: Translate): { type: string; label: string | null }[] {
  return badges.map((type) => {
    const key = badgeLabels[type];
    return { type, label: key ? t(key) : null };
  });
}

export interface AttributeView {
  key: 'color' | 'depth' | 'height' | 'width' | 'weight';
  name: string;
  value: string;
}

/** docs/product-page.md product attributes: colour of the chosen variant, then the package's dimensions and weight. */
export function attributeViews(
  dimensions: Dimensions,
  sku: SkuRecord | undefined,
  tenant: Tenant,
  t: Translate,
): AttributeView[] {
  const number = (value: number) => formatQuantity(value, tenant.separator);
  const views: AttributeView[] = [];
  if (sku?.color) views.push({ key: 'color', name: t('product.attribute.color'), value: sku.color });
  views.push(
    {
      key: 'depth',
      name: t('product.attribute.depth'),
      value: t('product.measure.cm', { value: number(dimensions.depthCm) }),
    },
    {
      key: 'height',
      name: t('product.attribute.height'),
      value: t('product.measure.cm', { value: number(dimensions.heightCm) }),
    },
    {
      key: 'width',
      name: t('product.attribute.width'),
      value: t('product.measure.cm', { value: number(dimensions.widthCm) }),
    },
    {
      key: 'weight',
      name: t('product.attribute.weight'),
      value: t('product.measure.kg', { value: number(dimensions.weightKg) }),
    },
  );
  return views;
}

export interface GalleryView {
  type: GalleryItem['type'];
  url: string;
  alt: string;
  /** SPIN only: the frame count; the URL holds "{frame}" for 1..frames. */
  frames?: number;
}

export function galleryViews(gallery: readonly GalleryItem[], name: string, t: Translate): GalleryView[] {
  let image = 0;
  return gallery.map((item) => {
    if (item.type === 'IMAGE')
      return { type: item.type, url: item.url, alt: t('product.gallery.image', { name, number: ++image }) };
    if (item.type === 'VIDEO') return { type: item.type, url: item.url, alt: t('product.gallery.video', { name }) };
    return { type: item.type, url: item.url, alt: t('product.gallery.spin', { name }), frames: item.frames ?? 1 };
  });
}

export type CalculatorView =
  | { kind: 'paint'; yieldM2PerLitre: number; message: string }
  | { kind: 'floor'; m2PerBox: number; message: string };

/** docs/tools.md calculators: what the paint and floor calculators need from the product. */
export function calculatorView(product: ProductRecord, tenant: Tenant, t: Translate): CalculatorView | null {
  if (product.calculator === 'paint' && product.paintYield !== null) {
    const value = formatQuantity(product.paintYield, tenant.separator);
    return {
      kind: 'paint',
      yieldM2PerLitre: product.paintYield,
      message: t('product.calculator.paintYield', { value }),
    };
  }
  if (product.calculator === 'floor' && product.m2PerBox !== null) {
    const value = formatQuantity(product.m2PerBox, tenant.separator);
    return { kind: 'floor', m2PerBox: product.m2PerBox, message: t('product.calculator.m2PerBox', { value }) };
  }
  return null;
}

export function saleUnitView(code: string, t: Translate) {
  return { code, name: t(unitKeys(parseUnitCode(code).unit).per) };
}

export interface ServiceView {
  id: string;
  name: string;
  price: number;
  priceText: string;
}

/** Services (installation, assembly) and extended warranties offered with the product, priced. */
export function serviceViews(services: readonly ServiceOffer[], tenant: Tenant) {
  const view = (service: ServiceOffer): ServiceView => ({
    id: service.id,
    name: service.name,
    price: service.price,
    priceText: formatMoney(service.price, tenant),
  });
  return {
    services: services.filter((service) => service.kind === 'service').map(view),
    warranties: services.filter((service) => service.kind === 'warranty').map(view),
  };
}
