/** Spanish: the product page's review form (docs/reviews.md review form, docs/reviews.md its rules). */
export const reviewForm = {
  'reviewForm.heading': 'Escribe una reseña',
  'reviewForm.rating': 'Tu calificación',
  'reviewForm.stars': '{count, plural, one {# estrella} other {# estrellas}}',
  'reviewForm.recommend': '¿Recomendarías este producto?',
  'reviewForm.yes': 'Sí',
  'reviewForm.no': 'No',
  'reviewForm.title': 'Título',
  'reviewForm.comment': 'Comentario',
  'reviewForm.commentHint': 'Entre {min} y {max, plural, one {# carácter} other {# caracteres}}.',
  'reviewForm.alias': 'Apodo (se publica con tu reseña)',
  'reviewForm.email': 'Correo electrónico (opcional, no se publica)',
  'reviewForm.terms': 'Acepto los términos y condiciones de publicación de reseñas.',
  'reviewForm.attributes': 'Califica también',
  'reviewForm.media': 'Fotos o videos (opcional)',
  'reviewForm.mediaHint':
    'Hasta {maxFiles, plural, one {# archivo} other {# archivos}} {formats}, de hasta {maxMegabytes} MB cada uno.',
  'reviewForm.mediaChosen': '{count, plural, one {# archivo elegido} other {# archivos elegidos}}',
  'reviewForm.remove': 'Quitar {name}',
  'reviewForm.submit': 'Enviar reseña',
  'reviewForm.sending': 'Enviando tu reseña…',
  'reviewForm.fix': 'Revisa los campos marcados.',
} as const;
