/** Spanish: a customer's saved addresses (their API, and the location modal's way of choosing by one). */
export const addresses = {
  'addresses.loginRequired': 'Inicia sesión para ver y guardar tus direcciones.',
  'addresses.limit': 'Puedes guardar hasta {max, plural, one {# dirección} other {# direcciones}}.',
  'addresses.way.title': 'Mis direcciones',
  'addresses.way.none': 'Aún no tienes direcciones guardadas.',
  'addresses.way.option': '{label}: {street}, {zone}',
  'addresses.way.error': 'No pudimos cargar tus direcciones. Inténtalo de nuevo.',
  'validation.address.labelRequired': 'Ingresa un nombre para la dirección, por ejemplo Casa.',
  'validation.address.labelTooLong':
    'El nombre de la dirección debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.address.streetTooShort':
    'La dirección debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.address.streetTooLong':
    'La dirección debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.address.zone': 'Elige una zona de la lista.',
} as const;
