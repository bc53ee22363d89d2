import { t } from './helpers';
import type { CollectionSeed } from './types';

/** Collection pages (docs/search-and-listings.md /collection/{collectionPageId}/): curated products of some departments. */
export const collections: CollectionSeed[] = [
  {
    id: 'especial-pintura',
    title: t('Especial pintura', 'Especial pintura'),
    description: t(
      'Todo para pintar tu casa: látex, esmaltes, barnices y accesorios con precios especiales.',
      'Tudo para pintar a sua casa: tintas, esmaltes, vernizes e acessórios com preços especiais.',
    ),
    departments: ['paint'],
  },
  {
    id: 'renueva-tu-bano',
    title: t('Renueva tu baño', 'Renove seu banheiro'),
    description: t(
      'Grifería, sanitarios, muebles y revestimientos para dejar tu baño como nuevo.',
      'Metais, louças, móveis e revestimentos para deixar o seu banheiro como novo.',
    ),
    departments: ['bathroom', 'floors', 'plumbing'],
  },
  {
    id: 'ofertas-de-temporada',
    title: t('Ofertas de temporada', 'Ofertas da temporada'),
    description: t(
      'Precios rebajados en jardín, decoración e iluminación por tiempo limitado.',
      'Preços reduzidos em jardim, decoração e iluminação por tempo limitado.',
    ),
    departments: ['garden', 'home', 'lighting'],
    badge: 'SECOND_PROMOTION',
  },
  {
    id: 'cocina-como-nueva',
    title: t('Tu cocina como nueva', 'Sua cozinha como nova'),
    description: t(
      'Muebles, encimeras, campanas y grifería para renovar tu cocina sin hacer obra mayor.',
      'Móveis, cooktops, coifas e torneiras para renovar a sua cozinha sem quebra-quebra.',
    ),
    departments: ['kitchen', 'lighting'],
  },
  {
    id: 'herramientas-pro',
    title: t('Herramientas para profesionales', 'Ferramentas para profissionais'),
    description: t(
      'Herramientas eléctricas y manuales, fijaciones y seguridad con precios para profesionales.',
      'Ferramentas elétricas e manuais, fixação e segurança com preços para profissionais.',
    ),
    departments: ['tools', 'hardware'],
    badge: 'PRECIOS_PRO',
  },
  {
    id: 'construye-y-remodela',
    title: t('Construye y remodela', 'Construa e reforme'),
    description: t(
      'Materiales de construcción, electricidad y gasfitería para tu obra, con entrega en el lugar.',
      'Materiais de construção, elétrica e hidráulica para a sua obra, com entrega no local.',
    ),
    departments: ['building', 'electrical', 'plumbing'],
  },
  {
    id: 'jardin-y-terraza',
    title: t('Jardín y terraza', 'Jardim e varanda'),
    description: t(
      'Muebles de terraza, riego y herramientas para disfrutar del aire libre.',
      'Móveis para área externa, irrigação e ferramentas para aproveitar o ar livre.',
    ),
    departments: ['garden'],
    badge: 'FREE_SHIPPING',
  },
  {
    id: 'novedades',
    title: t('Novedades', 'Novidades'),
    description: t(
      'Los productos que acaban de llegar a nuestras tiendas.',
      'Os produtos que acabaram de chegar às nossas lojas.',
    ),
    departments: ['home', 'lighting', 'kitchen', 'bathroom', 'tools'],
    badge: 'NEW',
  },
  {
    id: 'exclusivos-online',
    title: t('Exclusivos online', 'Exclusivos do site'),
    description: t(
      'Productos que solo encuentras en nuestra tienda online.',
      'Produtos que você só encontra na nossa loja on-line.',
    ),
    departments: ['home', 'lighting', 'tools', 'garden'],
    badge: 'EXCLUSIVE',
  },
];
