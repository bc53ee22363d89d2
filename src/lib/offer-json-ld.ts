import type { StockState } from './stock';

/**
 * schema.org Offer of one SKU on a product page (Google's merchant listing): the displayed price
 * (the regular one as a StrikethroughPrice, a campaign's end as priceValidUntil), availability, condition, what delivery costs and
 * takes in the page's zone (OfferShippingDetails), and the tenant's return policy
 * (MerchantReturnPolicy).
 */
export interface Money {
  code: string;
  minorDigits: number;
}

/** Home delivery in the page's zone: its cost for this SKU and the days it takes. */
export interface ShippingInput {
  /** ISO 3166-1 alpha-2 country the tenant delivers in. */
  country: string;
  /** Minor units; 0 when it ships free. */
  cost: number;
  /** Days before the order leaves (an order after the same-day cut-off leaves the next day). */
  handlingDays: { min: number; max: number };
  /** Days on the way. */
  transitDays: { min: number; max: number };
}

/** The tenant's return policy (tenant config `returnPolicy`). */
export interface ReturnsInput {
  country: string;
  days: number;
  inStore: boolean;
  byMail: boolean;
  free: boolean;
  /** Absolute URL of the page that explains it. */
  url: string;
}

export interface OfferInput {
  url: string;
  currency: Money;
  /** Decimals the site shows: the JSON-LD price must equal the displayed one. */
  precision: number;
  price: OfferPrice;
  stock: StockState;
  shipping: ShippingInput | null;
  returns: ReturnsInput | null;
}

export interface OfferPrice {
  current: number;
  regular: number;
  /** The last day ("YYYY-MM-DD", the tenant's calendar) a campaign's current price holds; absent when it has no end. */
  lastDay?: string | undefined;
}

const availability: Record<StockState, string> = {
  available: 'https://schema.org/InStock',
  critical: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
  temporarilyUnavailable: 'https://schema.org/OutOfStock',
};

/** Minor units to the major-unit decimal string the page shows: 129990 BRL → "1299.90", 49990 CLP → "49990". */
export function majorUnits(amountMinor: number, minorDigits: number, precision: number): string {
  const shown = Math.min(precision, minorDigits);
  return (amountMinor / 10 ** minorDigits).toFixed(shown);
}

const days = (range: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: range.min,
  maxValue: range.max,
  unitCode: 'DAY',
});

export function shippingJsonLd(shipping: ShippingInput, money: (amount: number) => string, currency: string): object {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: money(shipping.cost), currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: shipping.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(shipping.handlingDays),
      transitTime: days(shipping.transitDays),
    },
  };
}

export function returnPolicyJsonLd(returns: ReturnsInput): object {
  const methods = [
    ...(returns.inStore ? ['https://schema.org/ReturnInStore'] : []),
    ...(returns.byMail ? ['https://schema.org/ReturnByMail'] : []),
  ];
  if (returns.days === 0)
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: returns.country,
      returnPolicyCountry: returns.country,
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: returns.url,
    };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: returns.country,
    returnPolicyCountry: returns.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: returns.days,
    merchantReturnLink: returns.url,
    returnMethod: methods.length === 1 ? methods[0] : methods,
    ...(returns.free ? { returnFees: 'https://schema.org/FreeReturn' } : {}),
  };
}

export function offerJsonLd(input: OfferInput): object {
  const money = (amount: number) => majorUnits(amount, input.currency.minorDigits, input.precision);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: input.url,
    price: money(input.price.current),
    priceCurrency: input.currency.code,
    availability: availability[input.stock],
    itemCondition: 'https://schema.org/NewCondition',
    ...(input.price.lastDay ? { priceValidUntil: input.price.lastDay } : {}),
  };
  if (input.price.regular > input.price.current)
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: money(input.price.regular),
      priceCurrency: input.currency.code,
    };
  if (input.shipping) offer.shippingDetails = shippingJsonLd(input.shipping, money, input.currency.code);
  if (input.returns) offer.hasMerchantReturnPolicy = returnPolicyJsonLd(input.returns);
  return offer;
}
