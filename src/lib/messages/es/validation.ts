/** Spanish: form and input validation messages (docs/messages.md). Bounds arrive as {min}, {max}, {maxFiles}, {maxMegabytes}. */
export const validation = {
  'validation.invalid': 'Revisa este campo.',
  // Account and login (docs/accounts-and-lists.md)
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
  'validation.calculator.number': 'Escribe solo un número, por ejemplo {example}.',
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
  'validation.review.uploadsTooLarge':
    'Puedes subir hasta {maxFiles, plural, one {# foto o video} other {# fotos o videos}} de hasta {maxMegabytes} MB cada uno.',
  'validation.review.uploadType': 'Formato no permitido. Usa {formats}.',
  'validation.bodyTooLarge': 'La solicitud es demasiado grande: máximo {max} KB.',
  'validation.jsonRequired': 'La solicitud debe enviarse en formato JSON.',
  'validation.jsonInvalid': 'La solicitud no es un JSON válido.',
  // Identity and tax numbers, names and phone of a checkout's recipient and company buyer
  'validation.identity.label.rut': 'RUT',
  'validation.identity.label.cpf': 'CPF',
  'validation.identity.label.dniPe': 'DNI',
  'validation.identity.label.dniAr': 'DNI, CUIT o CUIL',
  'validation.identity.label.cc': 'Cédula de ciudadanía',
  'validation.identity.label.ci': 'Cédula de identidad',
  'validation.identity.label.rfc': 'RFC',
  'validation.identity.label.cnpj': 'CNPJ',
  'validation.identity.label.ruc': 'RUC',
  'validation.identity.label.cuit': 'CUIT',
  'validation.identity.label.nit': 'NIT',
  'validation.identity.label.giro': 'Giro',
  'validation.identity.invoice.factura': 'Factura',
  'validation.identity.invoice.notaFiscal': 'Nota fiscal',
  'validation.identity.rut.required': 'Ingresa el RUT.',
  'validation.identity.rut.shape': 'Escribe el RUT con su dígito verificador, por ejemplo 12.345.678-5.',
  'validation.identity.rut.checkDigit': 'El RUT no es válido: revisa el dígito verificador.',
  'validation.identity.rutUy.shape': 'El RUT debe tener 12 números y terminar en 001 más el dígito verificador.',
  'validation.identity.cpf.required': 'Ingresa el CPF.',
  'validation.identity.cpf.shape': 'El CPF debe tener 11 números.',
  'validation.identity.cpf.checkDigit': 'El CPF no es válido: revisa los números y los dígitos verificadores.',
  'validation.identity.dniPe.required': 'Ingresa el DNI.',
  'validation.identity.dniPe.shape': 'El DNI debe tener 8 números.',
  'validation.identity.dniAr.required': 'Ingresa el DNI, CUIT o CUIL.',
  'validation.identity.dniAr.shape': 'Ingresa el DNI (7 u 8 números) o el CUIT o CUIL (11 números).',
  'validation.identity.cuit.required': 'Ingresa el CUIT.',
  'validation.identity.cuit.shape': 'El CUIT debe tener 11 números.',
  'validation.identity.cuit.prefix': 'El CUIT o CUIL debe empezar con 20, 23, 24, 27, 30, 33 o 34.',
  'validation.identity.cuit.checkDigit': 'El CUIT o CUIL no es válido: revisa el dígito verificador.',
  'validation.identity.cc.required': 'Ingresa el número de cédula.',
  'validation.identity.cc.shape': 'La cédula debe tener entre 6 y 10 números.',
  'validation.identity.ci.required': 'Ingresa la cédula de identidad.',
  'validation.identity.ci.shape': 'Escribe la cédula con su dígito verificador, por ejemplo 1.234.567-2.',
  'validation.identity.ci.checkDigit': 'La cédula no es válida: revisa el dígito verificador.',
  'validation.identity.rfc.required': 'Ingresa el RFC.',
  'validation.identity.rfc.personShape':
    'El RFC de una persona tiene 13 caracteres: 4 letras, la fecha de nacimiento (AAMMDD) y 3 de homoclave.',
  'validation.identity.rfc.companyShape':
    'El RFC de una empresa tiene 12 caracteres: 3 letras, la fecha de constitución (AAMMDD) y 3 de homoclave.',
  'validation.identity.rfc.date': 'La fecha del RFC no existe: revisa los 6 números que siguen a las letras.',
  'validation.identity.cnpj.required': 'Ingresa el CNPJ.',
  'validation.identity.cnpj.shape': 'El CNPJ debe tener 14 caracteres, por ejemplo 12.345.678/0001-95.',
  'validation.identity.cnpj.checkDigit': 'El CNPJ no es válido: revisa los dígitos verificadores.',
  'validation.identity.ruc.required': 'Ingresa el RUC.',
  'validation.identity.ruc.shape': 'El RUC debe tener 11 números y empezar con 10, 15, 17 o 20.',
  'validation.identity.ruc.checkDigit': 'El RUC no es válido: revisa el último número.',
  'validation.identity.nit.required': 'Ingresa el NIT.',
  'validation.identity.nit.shape': 'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-8.',
  'validation.identity.nit.checkDigit': 'El NIT no es válido: revisa el dígito de verificación.',
  'validation.identity.phone.required': 'Ingresa un número de teléfono.',
  'validation.identity.phone.invalid': 'Ingresa un número de teléfono válido, con el código de área si corresponde.',
  'validation.identity.phone.otherCountry': 'Ingresa un número de teléfono de este país.',
  'validation.identity.firstName.required': 'Ingresa el nombre.',
  'validation.identity.firstName.tooLong':
    'El nombre debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.identity.firstName.characters': 'El nombre solo puede tener letras, espacios, apóstrofos y guiones.',
  'validation.identity.lastName.required': 'Ingresa el apellido.',
  'validation.identity.lastName.tooLong':
    'El apellido debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.identity.lastName.characters': 'El apellido solo puede tener letras, espacios, apóstrofos y guiones.',
  'validation.identity.businessName.required': 'Ingresa la razón social de la empresa.',
  'validation.identity.businessName.tooLong':
    'La razón social debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.identity.giro.required': 'Ingresa el giro de la empresa.',
  'validation.identity.giro.tooLong':
    'El giro debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
} as const;
