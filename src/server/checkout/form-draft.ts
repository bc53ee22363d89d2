import type { Translate } from '../../lib/messages';
import { isMessageKey } from '../../lib/validation/issues';
import type { Draft } from './checkout-details';
import type { CheckoutState } from './checkout-state';

/** What a step's page shows in its fields: the refused values with their messages, or what was chosen. */
export interface FormDraft {
  /** The value typed in the refused form, else `chosen`. */
  value(field: string, chosen?: string | null): string;
  /** The field's message, in the tenant's language, when the refused form had one. */
  error(field: string): string | undefined;
  /** The id of the field's input, for its label. */
  fieldId(field: string): string;
  /** The id of the field's message element, for aria-describedby. */
  errorId(field: string): string;
}

export function formDraft(state: Pick<CheckoutState, 'choices'>, form: Draft['form'], t: Translate): FormDraft {
  const draft: Draft | null = state.choices.draft?.form === form ? state.choices.draft : null;
  return {
    value: (field, chosen) => draft?.values[field] ?? chosen ?? '',
    error: (field) => {
      const found = draft?.errors.find((error) => error.field === field);
      return found && isMessageKey(found.key) ? t(found.key, found.params) : undefined;
    },
    fieldId: (field) => `${form}-${field}`,
    errorId: (field) => `${form}-${field}-error`,
  };
}
