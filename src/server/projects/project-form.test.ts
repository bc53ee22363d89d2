import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { projectErrorMessages, projectInvalidFlag, withProjectError } from './project-form';

const t = translator('es');
const failure = 'Ocurrió un error al agregar el producto, inténtalo de nuevo.';
const messagesOf = (location: string) => projectErrorMessages(new URL(location, 'http://x').searchParams, t);

describe('projectErrorMessages', () => {
  it('says nothing when the add did not fail', () => {
    expect(projectErrorMessages(new URLSearchParams('calc=floor&area=12'), t)).toEqual([]);
  });

  it('gives a refused form its own message, without the failure text of docs/tools.md', () => {
    const location = withProjectError('/cl/product/1/x/', 'validation.project.noneSelected', {}, projectInvalidFlag);
    expect(location).toBe('/cl/product/1/x/?project-invalid=validation.project.noneSelected#project');
    expect(messagesOf(location)).toEqual(['Selecciona al menos un producto para agregar al carro.']);
  });

  it('gives a real failure the text (docs/tools.md), then the reason the cart gave', () => {
    const location = withProjectError(
      '/cl/product/1/x/?project-invalid=validation.invalid',
      'validation.quantity.insufficientStock',
      {
        available: 0,
      },
    );
    expect(location).toBe(
      '/cl/product/1/x/?project-error=validation.quantity.insufficientStock&project-error.available=0#project',
    );
    expect(messagesOf(location)[0]).toBe(failure);
    expect(messagesOf(location)).toHaveLength(2);
  });

  it.each([
    ['the failure itself', 'project-error=errors.addToProject'],
    ['a key the catalogue does not have', 'project-error=%3Cscript%3E'],
  ])('gives only the text (docs/tools.md) for %s', (_, query) => {
    expect(projectErrorMessages(new URLSearchParams(query), t)).toEqual([failure]);
  });

  it('never shows a refused form message named by an unknown key', () => {
    expect(projectErrorMessages(new URLSearchParams(`${projectInvalidFlag}=nope`), t)).toEqual([]);
  });
});
