import type { TenantInput } from './schema';

/** Obra: pt_BR, BRL. */
const obra: TenantInput = {
  tenant: 'obra',
  lang: 'pt',
  langFull: 'pt_BR',
  siteId: 'OBRA_BR',
  siteName: 'Obra',
  atgSiteId: 'ObraBR',
  currency: { code: 'BRL', symbol: 'R$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 2 },
  seoDomain: 'https://www.obra.com.br',
  domain: 'obra.com.br',
  imageHost: '/media/obra/',
  scene7Image: '/media/obra/scene7/',
  gtmCode: 'GTM-ANDOB47K',
  bazaarVoice: { key: '', locale: 'pt_BR' },
  faqPageLink: '/obra/landing/ajuda/perguntas-frequentes/',
  cmrPageLink: { withCmrPrice: '/obra/landing/cmr/preco-cmr/', withoutCmrPrice: '/obra/landing/cmr/cartao-cmr/' },
  productGuaranteeSeeMoreLink: '/obra/landing/garantia/garantia-de-satisfacao/',
  calculationGuide: '/obra/landing/guia/guia-de-calculo/',
  priceGroupCookie: 'priceGroup_obra',
  baseUrls: {
    catalog: '/api/obra/',
    buyUnit: '/api/obra/cart/',
    analytics: '/api/obra/analytics/',
    catalyst: '/api/obra/',
    business: '/api/obra/',
  },
  fallbackZone: { priceGroup: '51', zoneId: '3550308', regionLabel: 'São Paulo - SP' },
  freeShippingFrom: 49900,
  help: { phone: '+55 11 3004 4600', whatsapp: '5511950004600' },
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

export default obra;
