import { t } from './helpers';
import type { ServiceSeed } from './types';

/**
 * Services sold with a product, and extended warranties (docs/product-page.md: up to 3 years). Product
 * types list the services they offer; warranties go with every type marked `warranty`.
 */
export const services: ServiceSeed[] = [
  {
    key: 'install-floor',
    name: t(
      'Instalación de piso laminado o vinílico (hasta 15 m²)',
      'Instalação de piso laminado ou vinílico (até 15 m²)',
    ),
    priceUsd: 110,
    kind: 'service',
  },
  {
    key: 'install-ceramic',
    name: t(
      'Instalación de cerámica o porcelanato (hasta 10 m²)',
      'Assentamento de cerâmica ou porcelanato (até 10 m²)',
    ),
    priceUsd: 160,
    kind: 'service',
  },
  {
    key: 'install-faucet',
    name: t('Instalación de grifería', 'Instalação de torneira ou misturador'),
    priceUsd: 35,
    kind: 'service',
  },
  {
    key: 'install-toilet',
    name: t('Instalación de inodoro', 'Instalação de vaso sanitário'),
    priceUsd: 55,
    kind: 'service',
  },
  {
    key: 'install-shower-screen',
    name: t('Instalación de mampara', 'Instalação de box'),
    priceUsd: 70,
    kind: 'service',
  },
  {
    key: 'install-appliance',
    name: t('Instalación de encimera, horno o campana', 'Instalação de cooktop, forno ou coifa'),
    priceUsd: 60,
    kind: 'service',
  },
  {
    key: 'install-water-heater',
    name: t('Instalación de calentador de agua', 'Instalação de aquecedor de água'),
    priceUsd: 80,
    kind: 'service',
  },
  {
    key: 'install-lighting',
    name: t('Instalación de lámpara', 'Instalação de luminária'),
    priceUsd: 30,
    kind: 'service',
  },
  {
    key: 'install-curtain',
    name: t('Instalación de cortinas y persianas', 'Instalação de cortinas e persianas'),
    priceUsd: 25,
    kind: 'service',
  },
  {
    key: 'install-lock',
    name: t('Instalación de cerradura', 'Instalação de fechadura'),
    priceUsd: 35,
    kind: 'service',
  },
  { key: 'assembly', name: t('Armado de muebles', 'Montagem de móveis'), priceUsd: 40, kind: 'service' },
  // The resizable board of docs/tools.md: the shopper enters the dimensions, each cut is charged.
  {
    key: 'cut-board',
    name: t('Corte a medida (por corte)', 'Corte sob medida (por corte)'),
    priceUsd: 1.5,
    kind: 'service',
  },
  {
    key: 'warranty-1y',
    name: t('Garantía extendida 1 año', 'Garantia estendida 1 ano'),
    priceUsd: 8,
    kind: 'warranty',
    years: 1,
    priceRate: 0.08,
  },
  {
    key: 'warranty-2y',
    name: t('Garantía extendida 2 años', 'Garantia estendida 2 anos'),
    priceUsd: 12,
    kind: 'warranty',
    years: 2,
    priceRate: 0.13,
  },
  {
    key: 'warranty-3y',
    name: t('Garantía extendida 3 años', 'Garantia estendida 3 anos'),
    priceUsd: 16,
    kind: 'warranty',
    years: 3,
    priceRate: 0.17,
  },
];
