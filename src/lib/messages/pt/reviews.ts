/** Portuguese: reviews messages (docs/reviews.md review form, docs/reviews.md reviews calls). */
export const reviews = {
  // The attributes every review rates (src/server/reviews/attributes.ts ratedAttributes).
  'reviews.attribute.quality': 'Qualidade',
  'reviews.attribute.value': 'Custo-benefício',
  'reviews.attribute.ease': 'Facilidade de uso',
  'reviews.sort.newest': 'Mais recentes',
  'reviews.sort.oldest': 'Mais antigas',
  'reviews.sort.highest': 'Melhor avaliadas',
  'reviews.sort.lowest': 'Pior avaliadas',
  'reviews.sort.helpful': 'Mais úteis',
  'reviews.submitted': 'Obrigado! Recebemos sua avaliação.',
  'reviews.productNotFound': 'Este produto não existe ou não está mais disponível.',
  'reviews.reviewNotFound': 'Esta avaliação não existe.',
  'reviews.rateLimited':
    'Você enviou avaliações demais em pouco tempo. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.',
  'reviews.upload.multipartRequired': 'Envie o arquivo como multipart/form-data.',
  'reviews.upload.fileRequired': 'Escolha uma foto ou um vídeo.',
  'reviews.upload.oneFile': 'Envie um arquivo de cada vez.',
  'reviews.upload.unavailable': 'Este arquivo não está mais disponível. Envie-o de novo.',
  'reviews.upload.rateLimited':
    'Você enviou arquivos demais em pouco tempo. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.',
  'reviews.translation.notConfigured': 'A tradução de avaliações não está disponível neste site.',
  'reviews.translation.failed': 'Não conseguimos traduzir esta avaliação. Tente de novo mais tarde.',
} as const;
