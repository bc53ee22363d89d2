import type { addresses as es } from '../es/addresses';

/** Portuguese: a customer's saved addresses (their API, and the location modal's way of choosing by one). */
export const addresses: Record<keyof typeof es, string> = {
  'addresses.loginRequired': 'Entre na sua conta para ver e salvar seus endereços.',
  'addresses.limit': 'Você pode salvar até {max, plural, one {# endereço} other {# endereços}}.',
  'addresses.way.title': 'Meus endereços',
  'addresses.way.none': 'Você ainda não tem endereços salvos.',
  'addresses.way.option': '{label}: {street}, {zone}',
  'addresses.way.error': 'Não conseguimos carregar seus endereços. Tente novamente.',
  'validation.address.labelRequired': 'Digite um nome para o endereço, por exemplo Casa.',
  'validation.address.labelTooLong':
    'O nome do endereço deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.address.streetTooShort':
    'O endereço deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.address.streetTooLong':
    'O endereço deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.address.zone': 'Escolha uma região da lista.',
};
