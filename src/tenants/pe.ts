import type { TenantInput } from './schema';

/** Andamio Perú: es_PE, PEN. */
const pe: TenantInput = {
  tenant: 'pe',
  lang: 'es',
  langFull: 'es_PE',
  siteId: 'ANDAMIO_PE',
  siteName: 'Andamio Perú',
  atgSiteId: 'AndamioPE',
  currency: { code: 'PEN', symbol: 'S/', minorDigits: 2 },
  separator: { decimal: '.', thousand: ',', precision: 2 },
  seoDomain: 'https://www.andamio.com.pe',
  domain: 'andamio.com.pe',
  imageHost: '/media/pe/',
  scene7Image: '/media/pe/scene7/',
  gtmCode: 'GTM-ANDPE27K',
  bazaarVoice: { key: '', locale: 'es_PE' },
  faqPageLink: '/pe/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/pe/landing/cmr/precio-cmr/', withoutCmrPrice: '/pe/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/pe/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/pe/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_pe',
  baseUrls: {
    catalog: '/api/pe/',
    buyUnit: '/api/pe/cart/',
    analytics: '/api/pe/analytics/',
    catalyst: '/api/pe/',
    business: '/api/pe/',
  },
  fallbackZone: { priceGroup: '20', zoneId: '150101', regionLabel: 'Lima' },
  freeShippingFrom: 19900,
  help: { phone: '+51 1 615 4000', whatsapp: '51915004000' },
  whatsappNumber: '51915004100',
  flags: {
    isZipCodeAvailable: false,
    instalments: false,
    companyLogin: true,
    socialLogin: true,
    changePasswordLink: true,
    orderListLink: true,
    pixDiscount: false,
    freeShipping: true,
    zoneSelection: true,
  },
  sizeAttributeName: 'Talla',
};

export default pe;
