/** Spanish: the location modal (docs/zones-and-price-groups.md) and the page that chooses the zone without JavaScript. */
export const locationModal = {
  'locationModal.title': 'Elige dónde recibir tus productos',
  'locationModal.open': 'Cambiar ubicación',
  'locationModal.close': 'Cerrar',
  'locationModal.loading': 'Cargando…',
  'locationModal.saving': 'Guardando tu ubicación…',
  'locationModal.geolocation.use': 'Usar mi ubicación actual',
  'locationModal.geolocation.locating': 'Buscando tu ubicación…',
  'locationModal.geolocation.denied':
    'No tenemos permiso para ver tu ubicación. Actívalo en tu navegador o elige tu zona de otra forma.',
  'locationModal.zip.suggestions': 'Códigos postales encontrados',
  'locationModal.zip.suggestion': '{zipCode} · {place}',
  'locationModal.zip.unknown': 'No sé mi código postal',
  'locationModal.zip.useZip': 'Usar mi código postal',
  'locationModal.colony.label': 'Colonia',
  'locationModal.colony.choose': 'Elige tu colonia',
  'locationModal.place.title': 'Elegir de una lista',
  'locationModal.place.choose': 'Elige una opción',
  'locationModal.error.api': 'No pudimos guardar tu ubicación. Inténtalo de nuevo.',
  'locationModal.error.lists': 'No pudimos cargar la lista de lugares. Inténtalo de nuevo.',
  'locationModal.page.title': 'Elige tu ubicación',
  'locationModal.page.intro':
    'Los precios, el stock y los plazos de entrega dependen del lugar donde recibes tus productos.',
  'locationModal.page.back': 'Volver a la página anterior',
} as const;
