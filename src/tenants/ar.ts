import type { TenantInput } from './schema';

/** Andamio Argentina: es_AR, ARS. */
const ar: TenantInput = {
  tenant: 'ar',
  lang: 'es',
  langFull: 'es_AR',
  siteId: 'ANDAMIO_AR',
  siteName: 'Andamio Argentina',
  atgSiteId: 'AndamioAR',
  currency: { code: 'ARS', symbol: '$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
  seoDomain: 'https://www.andamio.com.ar',
  domain: 'andamio.com.ar',
  imageHost: '/media/ar/',
  scene7Image: '/media/ar/scene7/',
  gtmCode: 'GTM-ANDAR27K',
  bazaarVoice: { key: '', locale: 'es_AR' },
  faqPageLink: '/ar/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/ar/landing/cmr/precio-cmr/', withoutCmrPrice: '/ar/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/ar/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/ar/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_ar',
  baseUrls: {
    catalog: '/api/ar/',
    buyUnit: '/api/ar/cart/',
    analytics: '/api/ar/analytics/',
    catalyst: '/api/ar/',
    business: '/api/ar/',
  },
  fallbackZone: { priceGroup: '40', zoneId: '02007', regionLabel: 'Ciudad de Buenos Aires' },
  freeShippingFrom: 9999900,
  help: { phone: '+54 11 5984 4000', whatsapp: '5491150004000' },
  whatsappNumber: '5491150004100',
  flags: {
    isZipCodeAvailable: false,
    instalments: true,
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

export default ar;
