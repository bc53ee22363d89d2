import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { errorFlagMessage } from './cart-forms';

describe('errorFlagMessage', () => {
  const t = translator('es');
  it.each([
    ['no flag', '', undefined],
    ['a catalogue key', 'error=cart.error.lineNotFound', 'Este producto ya no está en tu carro.'],
    [
      'a key with its params',
      'error=cart.error.tooManyLines&error.max=50',
      'Tu carro puede tener hasta 50 productos distintos.',
    ],
    ['a key missing its params', 'error=cart.error.tooManyLines', 'Algo salió mal. Inténtalo de nuevo.'],
    ['text that is no key', 'error=<b>hola</b>', 'Algo salió mal. Inténtalo de nuevo.'],
  ])('%s', (_, search, expected) => {
    expect(errorFlagMessage(new URLSearchParams(search), t)).toBe(expected);
  });
});

describe('errorFlagMessage of another flag', () => {
  const t = translator('pt');
  it('reads the named flag and its params only', () => {
    const search = new URLSearchParams(
      'error=cart.error.lineNotFound&locationError=validation.zip.notFound&locationError.zipCode=99999-999',
    );
    expect(errorFlagMessage(search, t, 'locationError')).toContain('99999-999');
    expect(errorFlagMessage(new URLSearchParams('error=errors.zipNotServed'), t, 'locationError')).toBeUndefined();
  });
});
