import type { TenantInput } from './schema';

/** Andamio Uruguay: es_UY, UYU. */
const uy: TenantInput = {
  tenant: 'uy',
  lang: 'es',
  langFull: 'es_UY',
  siteId: 'ANDAMIO_UY',
  siteName: 'Andamio Uruguay',
  atgSiteId: 'AndamioUY',
  currency: { code: 'UYU', symbol: '$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
  seoDomain: 'https://www.andamio.com.uy',
  domain: 'andamio.com.uy',
  imageHost: '/media/uy/',
  scene7Image: '/media/uy/scene7/',
  gtmCode: 'GTM-ANDUY27K',
  bazaarVoice: { key: '', locale: 'es_UY' },
  faqPageLink: '/uy/landing/ayuda/preguntas-frecuentes/',
  cmrPageLink: { withCmrPrice: '/uy/landing/cmr/precio-cmr/', withoutCmrPrice: '/uy/landing/cmr/tarjeta-cmr/' },
  productGuaranteeSeeMoreLink: '/uy/landing/garantia/garantia-de-satisfaccion/',
  calculationGuide: '/uy/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_uy',
  baseUrls: {
    catalog: '/api/uy/',
    buyUnit: '/api/uy/cart/',
    analytics: '/api/uy/analytics/',
    catalyst: '/api/uy/',
    business: '/api/uy/',
  },
  fallbackZone: { priceGroup: '70', zoneId: '11000', regionLabel: 'Montevideo' },
  freeShippingFrom: 399000,
  help: { phone: '+598 2 600 4000', whatsapp: '59895004000' },
  flags: {
    isZipCodeAvailable: false,
    instalments: true,
    companyLogin: false,
    socialLogin: true,
    changePasswordLink: true,
    orderListLink: false,
    pixDiscount: false,
    freeShipping: true,
    zoneSelection: true,
  },
  sizeAttributeName: 'Talle',
};

export default uy;
