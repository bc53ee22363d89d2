import type { TenantInput } from './schema';

/** Andamio Brasil: pt_BR, BRL. */
const br: TenantInput = {
  tenant: 'br',
  lang: 'pt',
  langFull: 'pt_BR',
  siteId: 'ANDAMIO_BR',
  siteName: 'Andamio Brasil',
  atgSiteId: 'AndamioBR',
  currency: { code: 'BRL', symbol: 'R$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 2 },
  seoDomain: 'https://www.andamio.com.br',
  domain: 'andamio.com.br',
  imageHost: '/media/br/',
  scene7Image: '/media/br/scene7/',
  gtmCode: 'GTM-ANDBR27K',
  bazaarVoice: { key: '', locale: 'pt_BR' },
  faqPageLink: '/br/landing/ajuda/perguntas-frequentes/',
  cmrPageLink: { withCmrPrice: '/br/landing/cmr/preco-cmr/', withoutCmrPrice: '/br/landing/cmr/cartao-cmr/' },
  productGuaranteeSeeMoreLink: '/br/landing/garantia/garantia-de-satisfacao/',
  calculationGuide: '/br/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_br',
  baseUrls: {
    catalog: '/api/br/',
    buyUnit: '/api/br/cart/',
    analytics: '/api/br/analytics/',
    catalyst: '/api/br/',
    business: '/api/br/',
  },
  fallbackZone: { priceGroup: '50', zoneId: '3550308', regionLabel: 'São Paulo - SP' },
  freeShippingFrom: 29900,
  help: { phone: '+55 11 3004 4000', whatsapp: '5511950004000' },
  whatsappNumber: '5511950004100',
  flags: {
    isZipCodeAvailable: true,
    instalments: false,
    companyLogin: false,
    socialLogin: true,
    changePasswordLink: true,
    orderListLink: true,
    pixDiscount: true,
    freeShipping: true,
    zoneSelection: true,
  },
  sizeAttributeName: 'Talla',
};

export default br;
