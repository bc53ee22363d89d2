/** Spanish: reviews messages (docs/reviews.md review form, docs/reviews.md reviews calls). */
export const reviews = {
  // The attributes every review rates (src/server/reviews/attributes.ts ratedAttributes).
  'reviews.attribute.quality': 'Calidad',
  'reviews.attribute.value': 'Relación precio-calidad',
  'reviews.attribute.ease': 'Facilidad de uso',
  'reviews.sort.newest': 'Más recientes',
  'reviews.sort.oldest': 'Más antiguas',
  'reviews.sort.highest': 'Mejor calificadas',
  'reviews.sort.lowest': 'Peor calificadas',
  'reviews.sort.helpful': 'Más útiles',
  'reviews.submitted': '¡Gracias! Recibimos tu reseña.',
  'reviews.productNotFound': 'Este producto no existe o ya no está disponible.',
  'reviews.reviewNotFound': 'Esta reseña no existe.',
  'reviews.rateLimited':
    'Enviaste demasiadas reseñas en poco tiempo. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'reviews.upload.multipartRequired': 'Envía el archivo como multipart/form-data.',
  'reviews.upload.fileRequired': 'Elige una foto o un video.',
  'reviews.upload.oneFile': 'Sube los archivos de a uno.',
  'reviews.upload.unavailable': 'Este archivo ya no está disponible. Súbelo de nuevo.',
  'reviews.upload.rateLimited':
    'Subiste demasiados archivos en poco tiempo. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'reviews.translation.notConfigured': 'La traducción de reseñas no está disponible en este sitio.',
  'reviews.translation.failed': 'No pudimos traducir esta reseña. Inténtalo de nuevo más tarde.',
} as const;
