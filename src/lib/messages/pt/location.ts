import type { location as es } from '../es/location';

/** Portuguese: location and delivery messages (docs/zones-and-price-groups.md location modal, docs/zones-and-price-groups.md location and delivery calls, docs/zones-and-price-groups.md). */
export const location: Record<keyof typeof es, string> = {
  'location.saved': 'Salvamos sua localização: {label}.',
  'location.zoneFromAddress': 'Mostramos preços e entrega para {zone}, a região do seu endereço principal.',
  'location.zipCodeUnavailable': 'Neste site a localização é escolhida por estado e cidade, não por CEP.',
  'location.choice.oneWay': 'Escolha sua localização de uma só forma: uma região, um CEP ou sua localização atual.',
  'location.choice.colonyNeedsZip': 'O bairro é escolhido junto com o seu CEP.',
  'location.choice.coordinatesPair': 'Envie a latitude e a longitude juntas.',
  'location.zoneNotFound': 'Não encontramos essa região. Escolha outra.',
  'location.regionNotFound': 'Não encontramos esse estado. Escolha outro.',
  'location.cityNotFound': 'Não encontramos essa cidade no estado escolhido.',
  'location.cityRequired': 'Escolha também a cidade do estado.',
  'location.colonyNotFound': 'Não encontramos o bairro «{name}».',
  'location.productNotFound': 'Não encontramos esse produto.',
  'location.level.region': 'Região',
  'location.level.state': 'Estado',
  'location.level.department': 'Departamento',
  'location.level.province': 'Província',
  'location.level.comuna': 'Comuna',
  'location.level.district': 'Distrito',
  'location.level.municipality': 'Município',
  'location.level.city': 'Cidade',
  'location.level.locality': 'Localidade',
  'location.shipping.notServed': 'Ainda não entregamos em {label}.',
  'location.shipping.pickupOnly': 'Este produto só pode ser retirado na loja.',
  'location.shipping.outOfStock': 'Sem estoque para entrega em domicílio.',
  'location.shipping.insufficientStock':
    'Há apenas {available, plural, one {# unidade} other {# unidades}} para entrega em domicílio. Reduza a quantidade para continuar.',
  'location.store.outOfStock': 'Sem estoque nesta loja.',
  'location.store.insufficientStock':
    '{available, plural, one {Resta apenas # unidade} other {Restam apenas # unidades}} nesta loja.',
  'location.store.units.one': '{count} unidade disponível na loja',
  'location.store.units.other': '{count} unidades disponíveis na loja',
  'location.store.openToday': 'Aberta hoje das {open} às {close}',
  'location.facility.distributionCentre': 'Centro de distribuição',
};
