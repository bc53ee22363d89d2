import { palettes } from '../../colors';
import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, pack, perPack, softClose, standard } from './shared';

export const doorHinge: ProductTypeSeed = {
  key: 'door-hinge',
  noun: t('Bisagra para puerta', 'Dobradiça para porta'),
  qualifiers: [[t('de acero', 'de aço'), t('de acero inoxidable', 'de aço inox'), t('de latón', 'de latão')]],
  sizes: [same('3"'), same('3 1/2"'), same('4"')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['bisalux'],
  ...pack,
  priceUsd: [3, 12],
  attributes: [
    attr(perPack, ['2', '3']),
    attr(label.type, [t('Rectangular', 'Retangular'), t('Con rodamiento', 'Com rolamento')]),
    attr(t('Carga por par', 'Carga por par'), ['20 kg', '40 kg']),
  ],
  dimensionsCm: { depth: [1, 2], height: [8, 11], width: [7, 10] },
  weightKg: [0.15, 0.6],
};

export const cabinetHinge: ProductTypeSeed = {
  key: 'cabinet-hinge',
  noun: t('Bisagra cazoleta', 'Dobradiça caneco'),
  qualifiers: [
    [t('recta', 'reta'), t('curva', 'curva'), t('supercurva', 'supercurva')],
    [softClose, standard],
  ],
  brands: ['bisalux'],
  ...pack,
  priceUsd: [3, 12],
  attributes: [
    attr(perPack, ['2', '4', '10']),
    attr(label.diameter, ['35 mm']),
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['95°', '110°']),
    attr(t('Montaje', 'Montagem'), [t('Con clip', 'Com clipe'), t('Fijo', 'Fixa')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [10, 15], width: [8, 12] },
  weightKg: [0.1, 0.8],
};

export const doorHandle: ProductTypeSeed = {
  key: 'door-handle',
  noun: t('Manilla para puerta', 'Maçaneta para porta'),
  qualifiers: [[t('con llave', 'com chave'), t('de paso', 'livre'), t('para baño', 'para banheiro')]],
  brands: ['bisalux', 'cerrojal'],
  ...item,
  priceUsd: [10, 45],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Zamak', 'Zamac'), t('Acero inoxidable', 'Aço inox')]),
    attr(t('Espesor de puerta', 'Espessura da porta'), ['35 a 45 mm']),
    attr(t('Reversible', 'Reversível'), [yes]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [7, 10], height: [15, 20], width: [12, 16] },
  weightKg: [0.4, 1],
  services: ['install-lock'],
};

export const cabinetPull: ProductTypeSeed = {
  key: 'cabinet-pull',
  noun: t('Tirador para mueble', 'Puxador para móveis'),
  qualifiers: [[t('de barra', 'tipo barra'), t('de perfil', 'tipo perfil'), t('de concha', 'tipo concha')]],
  sizes: [same('96 mm'), same('128 mm'), same('160 mm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['bisalux'],
  ...item,
  priceUsd: [1.5, 8],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Aluminio', 'Alumínio'), t('Zamak', 'Zamac')]),
    attr(t('Tornillos incluidos', 'Parafusos inclusos'), [yes]),
    attr(t('Estilo', 'Estilo'), [t('Moderno', 'Moderno'), t('Clásico', 'Clássico')]),
  ],
  dimensionsCm: { depth: [2, 3], height: [2, 4], width: [10, 20] },
  weightKg: [0.03, 0.15],
};

export const drawerSlide: ProductTypeSeed = {
  key: 'drawer-slide',
  noun: t('Corredera telescópica', 'Corrediça telescópica'),
  qualifiers: [[softClose, standard]],
  sizes: [same('35 cm'), same('45 cm'), same('50 cm')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['bisalux'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [4, 15],
  attributes: [
    attr(t('Carga máxima', 'Carga máxima'), ['30 kg', '45 kg']),
    attr(t('Extensión', 'Extensão'), [t('Total', 'Total')]),
    attr(label.material, [t('Acero zincado', 'Aço zincado')]),
  ],
  dimensionsCm: { depth: [2, 4], height: [5, 8], width: [36, 52] },
  weightKg: [0.6, 1.2],
};
