import type { TenantInput } from './schema';

/** Andamio Chile: es_CL, CLP. */
const cl: TenantInput = {
  tenant: 'cl',
  lang: 'es',
  langFull: 'es_CL',
  siteId: 'ANDAMIO_CL',
  siteName: 'Andamio Chile',
  atgSiteId: 'AndamioCL',
  currency: { code: 'CLP', symbol: '$', minorDigits: 0 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
  seoDomain: 'https://www.andamio.cl',
  domain: 'andamio.cl',
  imageHost: '/media/cl/',
  scene7Image: '/media/cl/scene7/',
  gtmCode: 'GTM-ANDCL27K',
  bazaarVoice: { key: '', locale: 'es_CL' },
  faqPageLink: '/cl/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/cl/landing/cmr/precio-cmr/', withoutCmrPrice: '/cl/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/cl/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/cl/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup',
  baseUrls: {
    catalog: '/api/cl/',
    buyUnit: '/api/cl/cart/',
    analytics: '/api/cl/analytics/',
    catalyst: '/api/cl/',
    business: '/api/cl/',
  },
  fallbackZone: { priceGroup: '10', zoneId: '13101', regionLabel: 'Santiago' },
  freeShippingFrom: 49990,
  help: { phone: '+56 600 500 4000', whatsapp: '56950004000' },
  whatsappNumber: '56950004100',
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

export default cl;
