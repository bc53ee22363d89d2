import type { TenantInput } from './schema';

/** Andamio Colombia: es_CO, COP. */
const co: TenantInput = {
  tenant: 'co',
  lang: 'es',
  langFull: 'es_CO',
  siteId: 'ANDAMIO_CO',
  siteName: 'Andamio Colombia',
  atgSiteId: 'AndamioCO',
  currency: { code: 'COP', symbol: '$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
  seoDomain: 'https://www.andamio.com.co',
  domain: 'andamio.com.co',
  imageHost: '/media/co/',
  scene7Image: '/media/co/scene7/',
  gtmCode: 'GTM-ANDCO27K',
  bazaarVoice: { key: '', locale: 'es_CO' },
  faqPageLink: '/co/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/co/landing/cmr/precio-cmr/', withoutCmrPrice: '/co/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/co/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/co/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_co',
  baseUrls: {
    catalog: '/api/co/',
    buyUnit: '/api/co/cart/',
    analytics: '/api/co/analytics/',
    catalyst: '/api/co/',
    business: '/api/co/',
  },
  fallbackZone: { priceGroup: '30', zoneId: '11001', regionLabel: 'Bogotá' },
  freeShippingFrom: 19990000,
  help: { phone: '+57 601 594 4000', whatsapp: '573015004000' },
  whatsappNumber: '573015004100',
  flags: {
    isZipCodeAvailable: false,
    instalments: false,
    companyLogin: true,
    socialLogin: false,
    changePasswordLink: true,
    orderListLink: true,
    pixDiscount: false,
    freeShipping: true,
    zoneSelection: true,
  },
  sizeAttributeName: 'Talla',
};

export default co;
