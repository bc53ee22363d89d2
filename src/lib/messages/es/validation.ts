/** Spanish: form and input validation messages (spec §5). Bounds arrive as {min}, {max}, {maxFiles}, {maxMegabytes}. */
export const validation = {
  'validation.invalid': 'Revisa este campo.',
  // Account and login (spec §5, §6)
  'validation.email.required': 'Debes ingresar tu correo electrónico.',
  'validation.email.invalid': 'Ingresa un correo electrónico válido.',
  'validation.password.required': 'Debes ingresar tu contraseña.',
  'validation.password.tooShort':
    'La contraseña debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.password.tooLong':
    'La contraseña debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.login.taxIdRequired': 'Ingresa el número de identificación tributaria de la empresa.',
  'validation.login.taxIdInvalid': 'Usa solo letras, números, puntos y guiones en la identificación de la empresa.',
  'validation.login.companyNotAllowed': 'El ingreso como empresa no está disponible en este país.',
  // Location
  'validation.zip.required': 'Ingresa un código postal.',
  'validation.zip.invalid': 'El código postal solo puede tener números y guiones.',
  'validation.zip.format': 'El código postal debe tener el formato {example}.',
  'validation.zip.notFound': 'El código postal {zipCode} no es válido o no existe.',
  // Product and cart
  'validation.sku.invalid': 'El código del producto no es válido.',
  'validation.size.invalid': 'Elige una opción entre {min} y {max}.',
  'validation.quantity.invalid': 'Ingresa una cantidad en números enteros.',
  'validation.quantity.min': 'La cantidad mínima es {min}.',
  'validation.quantity.maxReached':
    'Alcanzaste el máximo de {max, plural, one {# unidad} other {# unidades}} por producto.',
  'validation.quantity.insufficientStock':
    'No hay stock suficiente. Reduce la cantidad a {available} o menos para continuar.',
  'validation.quantity.outOfStock': 'Este producto no tiene stock disponible.',
  'validation.variant.color': 'Elige un color para continuar.',
  'validation.variant.sizeTalla': 'Elige una talla para continuar.',
  'validation.variant.sizeTalle': 'Elige un talle para continuar.',
  // Search filters
  'validation.priceRange.invalid': 'Ingresa un precio válido.',
  'validation.priceRange.order': 'El precio mínimo no puede ser mayor que el máximo.',
  // Calculators
  'validation.calculator.required': 'Ingresa un valor.',
  'validation.calculator.digitsAndDots': 'Usa solo números y un punto para los decimales.',
  'validation.calculator.positive': 'Ingresa un número mayor que 0.',
  // Project builder
  'validation.project.noneSelected': 'Selecciona al menos un producto para agregar al carro.',
  // Review form
  'validation.review.ratingRequired': 'Califica el producto con las estrellas.',
  'validation.review.ratingRange': 'La calificación debe estar entre {min} y {max}.',
  'validation.review.recommendRequired': 'Indica si recomendarías este producto.',
  'validation.review.titleTooShort':
    'El título debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.titleTooLong':
    'El título debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.commentRequired': 'Escribe tu comentario.',
  'validation.review.commentTooShort':
    'El comentario debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.commentTooLong':
    'El comentario debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.aliasRequired': 'Ingresa un apodo.',
  'validation.review.aliasTooShort':
    'El apodo debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.aliasTooLong':
    'El apodo debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.emailTooShort':
    'El correo electrónico debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.review.termsRequired': 'Debes aceptar los términos y condiciones.',
  'validation.review.attributeRequired': 'Falta calificar: {attribute}.',
  'validation.review.uploadsTooMany':
    'Puedes subir hasta {maxFiles, plural, one {# foto o video} other {# fotos o videos}}.',
  'validation.review.uploadTooLarge': 'Cada archivo puede pesar hasta {maxMegabytes} MB.',
  'validation.review.uploadType': 'Formato no permitido. Usa {formats}.',
  'validation.bodyTooLarge': 'La solicitud es demasiado grande: máximo {max} KB.',
  'validation.jsonRequired': 'La solicitud debe enviarse en formato JSON.',
  'validation.jsonInvalid': 'La solicitud no es un JSON válido.',
} as const;
