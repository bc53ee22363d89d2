import type { TenantInput } from './schema';

/** Andamio México: es_MX, MXN. */
const mx: TenantInput = {
  tenant: 'mx',
  lang: 'es',
  langFull: 'es_MX',
  siteId: 'ANDAMIO_MX',
  siteName: 'Andamio México',
  atgSiteId: 'AndamioMX',
  currency: { code: 'MXN', symbol: '$', minorDigits: 2 },
  separator: { decimal: '.', thousand: ',', precision: 2 },
  seoDomain: 'https://www.andamio.com.mx',
  domain: 'andamio.com.mx',
  imageHost: '/media/mx/',
  scene7Image: '/media/mx/scene7/',
  gtmCode: 'GTM-ANDMX27K',
  bazaarVoice: { key: '', locale: 'es_MX' },
  faqPageLink: '/mx/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/mx/landing/cmr/precio-cmr/', withoutCmrPrice: '/mx/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/mx/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/mx/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_mx',
  baseUrls: {
    catalog: '/api/mx/',
    buyUnit: '/api/mx/cart/',
    analytics: '/api/mx/analytics/',
    catalyst: '/api/mx/',
    business: '/api/mx/',
  },
  fallbackZone: { priceGroup: '60', zoneId: '09015', regionLabel: 'Ciudad de México' },
  freeShippingFrom: 149900,
  help: { phone: '+52 55 4170 4000', whatsapp: '5215550004000' },
  whatsappNumber: '5215550004100',
  flags: {
    isZipCodeAvailable: true,
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

export default mx;
