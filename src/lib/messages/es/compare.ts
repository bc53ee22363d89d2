/** Spanish: comparing products (the control on cards and product pages, the compare bar, the compare page). */
export const compare = {
  'compare.toggle.add': 'Comparar',
  'compare.toggle.label': 'Comparar {name}',
  'compare.bar.label': 'Comparador de productos',
  'compare.bar.count': '{count, plural, one {# producto} other {# productos}} de {max} para comparar',
  'compare.bar.go': 'Ver comparación',
  'compare.bar.clear': 'Vaciar comparador',
  'compare.page.title': 'Comparar productos',
  'compare.page.intro':
    'Compara hasta {max, plural, one {# producto} other {# productos}}. Las filas resaltadas muestran en qué se diferencian.',
  'compare.page.empty':
    'Aún no has elegido productos para comparar. Usa «Comparar» en un producto o en un listado para agregarlo.',
  'compare.page.product': 'Producto',
  'compare.page.brand': 'Marca',
  'compare.page.price': 'Precio',
  'compare.page.noPrice': 'Sin precio en tu zona',
  'compare.page.rating': 'Calificación',
  'compare.page.ratingValue': '{rating} de 5 ({count, plural, one {# opinión} other {# opiniones}})',
  'compare.page.noRating': 'Sin opiniones',
  'compare.page.missing': 'No indica',
  'compare.page.differs': 'Diferente',
  'compare.page.remove': 'Quitar {name}',
  'compare.page.onlyOne': 'Agrega otro producto para ver las diferencias.',
} as const;
