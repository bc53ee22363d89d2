import { palettes } from '../../colors';
import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { fixture } from './shared';

export const vanity: ProductTypeSeed = {
  key: 'vanity',
  noun: t('Mueble de baño con lavamanos', 'Gabinete com cuba'),
  qualifiers: [[t('de piso', 'de piso'), t('suspendido', 'suspenso')]],
  sizes: [same('50 cm'), same('60 cm'), same('80 cm')],
  sizePriceFactors: [0.8, 1, 1.35],
  brands: ['nordsan'],
  saleUnit: 'UN',
  priceUsd: [90, 320],
  variants: 'COLOR',
  colors: palettes.furniture,
  attributes: [
    attr(label.material, [t('MDF resistente a la humedad', 'MDF resistente à umidade'), t('Melamina', 'MDP')]),
    attr(t('Cubierta', 'Tampo'), [t('Loza', 'Louça'), t('Mármol sintético', 'Mármore sintético')]),
    attr(t('Grifería incluida', 'Torneira inclusa'), [no]),
    attr(t('Almacenamiento', 'Armazenamento'), [t('Dos puertas', 'Duas portas'), t('Cajones', 'Gavetas')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [40, 48], height: [55, 85], width: [50, 82] },
  weightKg: [18, 40],
  shipping: 'bulky',
  services: ['assembly', 'install-faucet'],
};

export const mirrorCabinet: ProductTypeSeed = {
  key: 'mirror-cabinet',
  noun: t('Botiquín con espejo', 'Armário com espelho'),
  qualifiers: [[t('de 1 puerta', 'de 1 porta'), t('de 2 puertas', 'de 2 portas')]],
  sizes: [same('40 x 50 cm'), same('60 x 70 cm')],
  sizePriceFactors: [0.7, 1],
  brands: ['nordsan'],
  ...fixture,
  priceUsd: [30, 110],
  variants: 'COLOR',
  colors: ['white', 'oak', 'graphite'],
  attributes: [
    attr(label.material, [t('MDF', 'MDF'), t('Melamina', 'MDP')]),
    attr(t('Repisas interiores', 'Prateleiras internas'), ['2', '3']),
    attr(t('Luz LED', 'Luz de LED'), [yes, no]),
  ],
  dimensionsCm: { depth: [12, 16], height: [50, 70], width: [40, 60] },
  weightKg: [5, 12],
  services: ['assembly'],
};
