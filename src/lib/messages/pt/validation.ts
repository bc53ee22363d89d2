import type { validation as es } from '../es/validation';

/** Portuguese: form and input validation messages (spec §5). Bounds arrive as {min}, {max}, {maxFiles}, {maxMegabytes}. */
export const validation: Record<keyof typeof es, string> = {
  'validation.invalid': 'Verifique este campo.',
  'validation.email.required': 'Você deve informar seu e-mail.',
  'validation.email.invalid': 'Informe um e-mail válido.',
  'validation.password.required': 'Você deve informar sua senha.',
  'validation.password.tooShort': 'A senha deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.password.tooLong': 'A senha deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.login.taxIdRequired': 'Informe o número de identificação fiscal da empresa.',
  'validation.login.taxIdInvalid': 'Use apenas letras, números, pontos e hífens na identificação da empresa.',
  'validation.login.companyNotAllowed': 'O acesso como empresa não está disponível neste país.',
  'validation.zip.required': 'Informe um CEP.',
  'validation.zip.invalid': 'O CEP só pode ter números e hífen.',
  'validation.zip.format': 'O CEP deve ter o formato {example}.',
  'validation.zip.notFound': 'O CEP {zipCode} é inválido ou não existe.',
  'validation.sku.invalid': 'O código do produto não é válido.',
  'validation.size.invalid': 'Escolha uma opção entre {min} e {max}.',
  'validation.quantity.invalid': 'Informe uma quantidade em números inteiros.',
  'validation.quantity.min': 'A quantidade mínima é {min}.',
  'validation.quantity.maxReached':
    'Você atingiu o máximo de {max, plural, one {# unidade} other {# unidades}} por produto.',
  'validation.quantity.insufficientStock':
    'Não há estoque suficiente. Reduza a quantidade para {available} ou menos para continuar.',
  'validation.quantity.outOfStock': 'Este produto está sem estoque.',
  'validation.variant.color': 'Escolha uma cor para continuar.',
  // Portuguese says "tamanho" whatever the catalogue attribute is called (Talla or Talle).
  'validation.variant.sizeTalla': 'Escolha um tamanho para continuar.',
  'validation.variant.sizeTalle': 'Escolha um tamanho para continuar.',
  'validation.priceRange.invalid': 'Informe um preço válido.',
  'validation.priceRange.order': 'O preço mínimo não pode ser maior que o máximo.',
  'validation.calculator.required': 'Informe um valor.',
  'validation.calculator.digitsAndDots': 'Use apenas números e um ponto para os decimais.',
  'validation.calculator.positive': 'Informe um número maior que 0.',
  'validation.project.noneSelected': 'Selecione pelo menos um produto para adicionar ao carrinho.',
  'validation.review.ratingRequired': 'Dê uma nota ao produto com as estrelas.',
  'validation.review.ratingRange': 'A nota deve estar entre {min} e {max}.',
  'validation.review.recommendRequired': 'Indique se você recomendaria este produto.',
  'validation.review.titleTooShort':
    'O título deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.titleTooLong':
    'O título deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.commentRequired': 'Escreva seu comentário.',
  'validation.review.commentTooShort':
    'O comentário deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.commentTooLong':
    'O comentário deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.aliasRequired': 'Informe um apelido.',
  'validation.review.aliasTooShort':
    'O apelido deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.aliasTooLong':
    'O apelido deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.emailTooShort':
    'O e-mail deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.review.termsRequired': 'Você deve aceitar os termos e condições.',
  'validation.review.attributeRequired': 'Falta avaliar: {attribute}.',
  'validation.review.uploadsTooMany':
    'Você pode enviar até {maxFiles, plural, one {# foto ou vídeo} other {# fotos ou vídeos}}.',
  'validation.review.uploadTooLarge': 'Cada arquivo pode ter até {maxMegabytes} MB.',
  'validation.review.uploadType': 'Formato não permitido. Use {formats}.',
  'validation.bodyTooLarge': 'A solicitação é grande demais: máximo de {max} KB.',
  'validation.jsonRequired': 'A solicitação deve ser enviada em formato JSON.',
  'validation.jsonInvalid': 'A solicitação não é um JSON válido.',
};
