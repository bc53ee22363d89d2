import { describe, expect, it } from 'vitest';
import { choices } from '../choices';
import { translateMessage, translator } from '../messages';
import { errorCatalogue, errorCodeSchema, errorMessage, isErrorCode, noResultsTips } from './error-codes';

const es = translator('es');
const pt = translator('pt');

describe('error catalogue (docs/messages.md)', () => {
  it.each([
    [
      'ADD_TO_CART_FAILED',
      'Ocurrió un error al agregar el producto al carro.',
      'Ocorreu um erro ao adicionar o produto ao carrinho.',
    ],
    ['NOTIFY_ME_FAILED', 'Ocurrió un error. ¡Inténtalo de nuevo!', 'Um erro ocorreu. Tenta de novo!'],
    [
      'INVALID_CREDENTIALS',
      'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
      'Senha ou email incorretos. Por favor, tente novamente.',
    ],
    [
      'LOGIN_FAILED',
      'Ocurrió un problema al iniciar sesión. Por favor, inténtalo de nuevo.',
      'Ocorreu um problema ao iniciar sessão. Por favor, tente novamente.',
    ],
    [
      'ZIP_NOT_SERVED',
      'Lamentablemente aún no hacemos entregas en esta zona.',
      'Infelizmente ainda não entregamos nessa região.',
    ],
    [
      'REVIEW_SEND_FAILED',
      'Ocurrió un error al enviar los datos. Por favor, inténtalo de nuevo.',
      'Ocorreu um erro ao enviar dados. Por favor, tente novamente.',
    ],
    [
      'REVIEW_DUPLICATE',
      'No puedes enviar varias reseñas para el mismo producto.',
      'Você não pode enviar várias avaliações para o mesmo produto.',
    ],
    [
      'ADD_TO_PROJECT_FAILED',
      'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
      'Ocorreu um erro ao adicionar o produto, tente novamente.',
    ],
    ['NO_RESULTS', 'No encontramos resultados.', 'Não encontramos resultados.'],
    [
      'COMPARE_LIST_FULL',
      `Puedes comparar hasta ${choices.compareMaximum} productos. Quita uno para agregar otro.`,
      `Você pode comparar até ${choices.compareMaximum} produtos. Remova um para adicionar outro.`,
    ],
  ] as const)('%s reads, in Spanish and Portuguese, as the spec says', (code, spanish, portuguese) => {
    expect(translateMessage(es, errorMessage(code))).toBe(spanish);
    expect(translateMessage(pt, errorMessage(code))).toBe(portuguese);
  });

  it.each(errorCodeSchema.options)('%s has a message both languages can show', (code) => {
    const message = errorMessage(code);
    expect(es(message.key, message.params).length).toBeGreaterThan(0);
    expect(pt(message.key, message.params).length).toBeGreaterThan(0);
  });

  it('offers a retry after an add-to-cart failure and a home link when a page is not available', () => {
    expect(errorCatalogue.ADD_TO_CART_FAILED.action).toBe('errors.action.retry');
    expect(errorCatalogue.PAGE_NOT_AVAILABLE.action).toBe('error.backHome');
    expect(es('error.backHome')).toBe('Volver a la página de inicio');
  });

  it('gives three no-results tips: general terms, spelling, one or two words', () => {
    expect(noResultsTips.map((key) => pt(key))).toEqual([
      'Usar termos mais gerais.',
      'Verificar a ortografia.',
      'Pesquisar com uma ou duas palavras.',
    ]);
  });

  it.each([
    ['REVIEW_ALIAS_TAKEN', true],
    ['review_alias_taken', false],
    ['-1', false],
    [404, false],
  ])('isErrorCode(%j) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });

  it.each([['CORE_VALIDATION_ERROR'], [undefined], ['-1']])('an unknown code %j reads as the generic error', (code) => {
    expect(errorMessage(code)).toEqual({ key: 'errors.generic' });
  });
});
