/** Spanish: location and delivery messages (docs/zones-and-price-groups.md location modal, docs/zones-and-price-groups.md location and delivery calls, docs/zones-and-price-groups.md). */
export const location = {
  'location.saved': 'Guardamos tu ubicación: {label}.',
  'location.zoneFromAddress': 'Te mostramos precios y despacho para {zone}, la zona de tu dirección principal.',
  'location.zipCodeUnavailable': 'En este sitio la ubicación se elige por región y ciudad, no por código postal.',
  'location.choice.oneWay': 'Elige tu ubicación de una sola forma: una zona, un código postal o tu ubicación actual.',
  'location.choice.colonyNeedsZip': 'La colonia se elige junto con su código postal.',
  'location.choice.coordinatesPair': 'Envía la latitud y la longitud juntas.',
  'location.zoneNotFound': 'No encontramos esa zona. Elige otra.',
  'location.regionNotFound': 'No encontramos esa región. Elige otra.',
  'location.cityNotFound': 'No encontramos esa ciudad en la región elegida.',
  'location.cityRequired': 'Elige también la ciudad o comuna de la región.',
  'location.colonyNotFound': 'No encontramos la colonia «{name}».',
  'location.productNotFound': 'No encontramos ese producto.',
  // the two levels of the manual picker (glossary: in cl, region then comuna)
  'location.level.region': 'Región',
  'location.level.state': 'Estado',
  'location.level.department': 'Departamento',
  'location.level.province': 'Provincia',
  'location.level.comuna': 'Comuna',
  'location.level.district': 'Distrito',
  'location.level.municipality': 'Municipio',
  'location.level.city': 'Ciudad',
  'location.level.locality': 'Localidad',
  // why a home delivery is not offered
  'location.shipping.notServed': 'Aún no hacemos despachos a {label}.',
  'location.shipping.pickupOnly': 'Este producto solo se puede retirar en tienda.',
  'location.shipping.outOfStock': 'Sin stock para despacho a domicilio.',
  'location.shipping.insufficientStock':
    '{available, plural, one {Solo hay # unidad} other {Solo hay # unidades}} para despacho a domicilio. Reduce la cantidad para continuar.',
  // stores: click and collect and buy at store
  'location.store.outOfStock': 'Sin stock en esta tienda.',
  'location.store.insufficientStock':
    '{available, plural, one {Solo queda # unidad} other {Solo quedan # unidades}} en esta tienda.',
  'location.store.units.one': '{count} unidad disponible en tienda',
  'location.store.units.other': '{count} unidades disponibles en tienda',
  'location.store.openToday': 'Abierta hoy de {open} a {close}',
  'location.facility.distributionCentre': 'Centro de distribución',
} as const;
