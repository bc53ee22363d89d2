import { z } from 'astro/zod';
import { taxIdRule } from '../lib/identity/tax-id';
import { zoneIdSchema } from '../lib/zone';

/** Tenant ids, in the order the sites are listed (docs/checkout-and-payments.md; cl is the default). */
export const tenantIds = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'homy', 'obra'] as const;
export const tenantIdSchema = z.enum(tenantIds);
export type TenantId = z.infer<typeof tenantIdSchema>;
export const defaultTenantId: TenantId = 'cl';

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** Either a full URL (a CDN, another service) or a path served by this storefront. */
const urlOrPath = z.union([httpsUrl, z.string().regex(/^\/[A-Za-z0-9/._-]*$/)], {
  error: 'must be an absolute http(s) URL or a path starting with "/"',
});
/** A path on our own site, under the tenant prefix: help pages live with the storefront. */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, { error: 'must be a site path such as "/cl/landing/faq/preguntas-frecuentes"' });

/** docs/tenants.md: locales and currencies. */
export const localeSchema = z.enum(['es_CL', 'es_PE', 'es_CO', 'es_AR', 'pt_BR', 'es_MX', 'es_UY']);
export const currencyCodeSchema = z.enum(['CLP', 'COP', 'MXN', 'ARS', 'BRL', 'PEN', 'UYU']);

/** International calling codes of the tenants' countries (ITU-T E.164), for phone numbers. */
const callingCodes: Record<z.infer<typeof localeSchema>, string> = {
  es_CL: '56',
  es_PE: '51',
  es_CO: '57',
  es_AR: '54',
  pt_BR: '55',
  es_MX: '52',
  es_UY: '598',
};

export const separatorSchema = z.strictObject({
  decimal: z.enum([',', '.']),
  thousand: z.enum(['.', ',', ' ']),
  /** Decimals shown; 0 where the currency is shown in whole units (docs/prices-and-badges.md: "precision applied only when allowed"). */
  precision: z.int().min(0).max(2),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const tenantSchema = z
  .strictObject({
    tenant: tenantIdSchema,
    /** Catalogue language: every shopper-facing string comes from this catalogue. */
    lang: z.enum(['es', 'pt']),
    /** Full locale, as the platform spells it (es_CL). */
    langFull: localeSchema,
    /**
     * The IANA time zone the site's dates, cut-offs and store hours are told in: the capital's. One
     * per tenant keeps "today" the same on every page of a site (Tijuana and Manaus differ by an
     * hour or two, which only shifts a cut-off, never a calendar day by more than one).
     */
    timeZone: z.string().refine(isTimeZone, { error: 'must be an IANA time zone such as "America/Santiago"' }),
    siteId: z.string().regex(/^[A-Z0-9_-]{2,20}$/, { error: 'must be 2–20 upper-case letters, digits, "_" or "-"' }),
    siteName: z.string().min(2).max(60),
    atgSiteId: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/, { error: 'must be 2–40 letters, digits, "_" or "-"' }),
    currency: z.strictObject({
      code: currencyCodeSchema,
      symbol: z.string().min(1).max(4),
      /** ISO 4217 exponent: money is stored as an integer count of 10^-minorDigits units. */
      minorDigits: z.int().min(0).max(2),
    }),
    separator: separatorSchema,
    seoDomain: httpsUrl,
    domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { error: 'must be a bare host name such as "andamio.cl"' }),
    imageHost: urlOrPath,
    scene7Image: urlOrPath,
    gtmCode: z.string().regex(/^GTM-[A-Z0-9]{4,10}$/, { error: 'must look like "GTM-ABC1234"' }),
    bazaarVoice: z.strictObject({
      /** Review-provider key; empty means our own reviews service answers. */
      key: z.string().max(80),
      locale: localeSchema,
    }),
    faqPageLink: sitePath,
    cmrPageLink: z.strictObject({ withCmrPrice: sitePath, withoutCmrPrice: sitePath }),
    productGuaranteeSeeMoreLink: sitePath,
    calculationGuide: sitePath,
    priceGroupCookie: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,40}$/, { error: 'must be a cookie name (letters, digits, "_" or "-")' }),
    baseUrls: z.strictObject({
      catalog: urlOrPath,
      buyUnit: urlOrPath,
      analytics: urlOrPath,
      catalyst: urlOrPath,
      business: urlOrPath,
    }),
    /** Zone and region label used until the shopper chooses one (docs/zones-and-price-groups.md). */
    fallbackZone: z.strictObject({
      priceGroup: z.string().regex(/^[0-9]{1,6}$/, { error: 'must be 1–6 digits' }),
      zoneId: zoneIdSchema,
      regionLabel: z.string().min(2).max(60),
    }),
    /** Free home delivery from this basket total, in minor units; 0 means never free. */
    freeShippingFrom: z.int().min(0),
    /**
     * The return policy product pages state to search engines (MerchantReturnPolicy), as the
     * guarantee page (productGuaranteeSeeMoreLink) words it: days from delivery to return a product
     * (0: no returns), whether a store takes it back, whether it is collected at home, and whether
     * that page promises a return at no cost (false leaves the fees unstated).
     */
    returnPolicy: z.strictObject({
      days: z.int().min(0).max(365),
      inStore: z.boolean(),
      homePickup: z.boolean(),
      free: z.boolean(),
    }),
    help: z.strictObject({
      phone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'must be a phone number' }),
      whatsapp: z.string().regex(/^[0-9]{8,15}$/, { error: 'must be 8–15 digits, country code first' }),
    }),
    /**
     * The product page's WhatsApp chat (docs/content-and-landings.md "WhatsApp chatbot"): the sales number, digits only,
     * country code first, as wa.me wants it. Optional: a tenant without it shows no chat link.
     * Not the help line (help.whatsapp, shown in the footer).
     */
    /**
     * Payment by bank transfer (issue 26): the account the shopper sends the money to, shown on the
     * confirmation page and in the email, and how many days an unpaid order keeps its stock before
     * it expires. The holder's tax ID is checked by the country's rule (src/lib/identity/tax-id.ts).
     */
    bankTransfer: z.strictObject({
      bank: z.string().min(2).max(60),
      accountType: z.string().min(2).max(40),
      accountNumber: z.string().regex(/^[0-9][0-9 -]{3,28}[0-9]$/, { error: 'must be 5–30 digits, spaces or dashes' }),
      holder: z.string().min(2).max(80),
      holderTaxId: z.string().min(5).max(20),
      receiptEmail: z.email(),
      holdDays: z.int().min(1).max(10),
    }),
    whatsappNumber: z
      .string()
      .regex(/^[1-9][0-9]{7,14}$/, { error: 'must be 8–15 digits, country code first, no "+" or spaces' })
      .optional(),
    flags: z.strictObject({
      /** docs/zones-and-price-groups.md: zip-code countries (Brazil, Mexico) choose the zone by postal code. */
      isZipCodeAvailable: z.boolean(),
      /** docs/instalments.md: instalments are offered in Mexico, Uruguay and Argentina. */
      instalments: z.boolean(),
      /** docs/tenants.md */
      companyLogin: z.boolean(),
      socialLogin: z.boolean(),
      changePasswordLink: z.boolean(),
      orderListLink: z.boolean(),
      /** docs/prices-and-badges.md: Brazil's Pix discount on pro prices. */
      pixDiscount: z.boolean(),
      freeShipping: z.boolean(),
      zoneSelection: z.boolean(),
    }),
    /** docs/tenants.md: the catalogue's size attribute is "Talle" in Uruguay and "Talla" elsewhere. */
    sizeAttributeName: z.enum(['Talla', 'Talle']),
  })
  .check((ctx) => {
    const t = ctx.value;
    if (!taxIdRule(t.tenant).rule(t.bankTransfer.holderTaxId).ok) {
      ctx.issues.push({
        code: 'custom',
        input: t.bankTransfer.holderTaxId,
        path: ['bankTransfer', 'holderTaxId'],
        message: `must be a valid ${t.tenant} tax ID of the account holder`,
      });
    }
    const callingCode = callingCodes[t.langFull];
    const number = t.whatsappNumber;
    // a number of the wrong shape is already reported by its own rule
    if (number !== undefined && /^[0-9]+$/.test(number) && !number.startsWith(callingCode)) {
      ctx.issues.push({
        code: 'custom',
        input: number,
        path: ['whatsappNumber'],
        message: `must start with the country code of ${t.langFull} (${callingCode})`,
      });
    }
    if ((t.lang === 'pt') !== t.langFull.startsWith('pt_')) {
      ctx.issues.push({
        code: 'custom',
        input: t.lang,
        path: ['lang'],
        message: `must match langFull "${t.langFull}"`,
      });
    }
    if (t.returnPolicy.days > 0 && !t.returnPolicy.inStore && !t.returnPolicy.homePickup) {
      ctx.issues.push({
        code: 'custom',
        input: t.returnPolicy,
        path: ['returnPolicy'],
        message: 'must say how a product is returned (inStore or homePickup) when returns are allowed',
      });
    }
    if (t.separator.decimal === t.separator.thousand) {
      ctx.issues.push({
        code: 'custom',
        input: t.separator,
        path: ['separator', 'thousand'],
        message: 'must differ from separator.decimal',
      });
    }
    if (t.separator.precision > t.currency.minorDigits) {
      ctx.issues.push({
        code: 'custom',
        input: t.separator.precision,
        path: ['separator', 'precision'],
        message: `cannot exceed currency.minorDigits (${t.currency.minorDigits})`,
      });
    }
  });

export type TenantInput = z.input<typeof tenantSchema>;
export type Tenant = z.infer<typeof tenantSchema>;
