import type { reviewForm as es } from '../es/reviewForm';

/** Portuguese: the product page's review form (docs/reviews.md review form, docs/reviews.md its rules). */
export const reviewForm: Record<keyof typeof es, string> = {
  'reviewForm.heading': 'Escreva uma avaliação',
  'reviewForm.rating': 'Sua nota',
  'reviewForm.stars': '{count, plural, one {# estrela} other {# estrelas}}',
  'reviewForm.recommend': 'Você recomendaria este produto?',
  'reviewForm.yes': 'Sim',
  'reviewForm.no': 'Não',
  'reviewForm.title': 'Título',
  'reviewForm.comment': 'Comentário',
  'reviewForm.commentHint': 'Entre {min} e {max, plural, one {# caractere} other {# caracteres}}.',
  'reviewForm.alias': 'Apelido (publicado com sua avaliação)',
  'reviewForm.email': 'E-mail (opcional, não é publicado)',
  'reviewForm.terms': 'Aceito os termos e condições de publicação de avaliações.',
  'reviewForm.attributes': 'Avalie também',
  'reviewForm.media': 'Fotos ou vídeos (opcional)',
  'reviewForm.mediaHint':
    'Até {maxFiles, plural, one {# arquivo} other {# arquivos}} {formats}, de até {maxMegabytes} MB cada.',
  'reviewForm.mediaChosen': '{count, plural, one {# arquivo escolhido} other {# arquivos escolhidos}}',
  'reviewForm.remove': 'Remover {name}',
  'reviewForm.submit': 'Enviar avaliação',
  'reviewForm.sending': 'Enviando sua avaliação…',
  'reviewForm.fix': 'Confira os campos marcados.',
};
