import type { TenantInput } from './schema';

/** Homy: es_CL, CLP. */
const homy: TenantInput = {
  tenant: 'homy',
  lang: 'es',
  langFull: 'es_CL',
  siteId: 'HOMY_CL',
  siteName: 'Homy',
  atgSiteId: 'HomyCL',
  currency: { code: 'CLP', symbol: '$', minorDigits: 0 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
  seoDomain: 'https://www.homy.cl',
  domain: 'homy.cl',
  imageHost: '/media/homy/',
  scene7Image: '/media/homy/scene7/',
  gtmCode: 'GTM-ANDHO47K',
  bazaarVoice: { key: '', locale: 'es_CL' },
  faqPageLink: '/homy/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/homy/landing/cmr/precio-cmr/', withoutCmrPrice: '/homy/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/homy/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/homy/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup',
  baseUrls: {
    catalog: '/api/homy/',
    buyUnit: '/api/homy/cart/',
    analytics: '/api/homy/analytics/',
    catalyst: '/api/homy/',
    business: '/api/homy/',
  },
  fallbackZone: { priceGroup: '11', zoneId: '13101', regionLabel: 'Santiago' },
  freeShippingFrom: 39990,
  help: { phone: '+56 600 500 4600', whatsapp: '56950004600' },
  whatsappNumber: '56950004700',
  flags: {
    isZipCodeAvailable: false,
    instalments: false,
    companyLogin: true,
    socialLogin: true,
    changePasswordLink: false,
    orderListLink: true,
    pixDiscount: false,
    freeShipping: true,
    zoneSelection: true,
  },
  sizeAttributeName: 'Talla',
};

export default homy;
