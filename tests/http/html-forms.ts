import { attributeOf, type Tag, tokenize } from './html-tokens';

/**
 * The forms of a page as a browser without JavaScript would send them: the fields' current values
 * (checked radios, selected options), the submit buttons, and the labels of the list items
 * around the form (a cart line's form sits in the line's <li aria-label="product">).
 */
export interface PageForm {
  action: string;
  method: string;
  /** name → value, as the browser would send them without the button. */
  fields: Record<string, string>;
  /** Each select's options (value and text), for a test that picks one. */
  options: Record<string, { value: string; text: string }[]>;
  /** `label` is the button's accessible name: its aria-label, or its text. */
  buttons: { text: string; label: string; name?: string; value?: string; formaction?: string }[];
  /** aria-label of each list item the form is in, outermost first. */
  within: string[];
}

const sent = (tag: Tag) => attributeOf(tag, 'disabled') === undefined;

export function formsOf(html: string): PageForm[] {
  const forms: PageForm[] = [];
  const items: string[] = [];
  let form: PageForm | undefined;
  let select: { name: string; chosen: boolean } | undefined;
  let option: { value: string | undefined; selected: boolean; text: string } | undefined;
  let button: PageForm['buttons'][number] | undefined;
  let textarea: string | undefined;
  const closeOption = () => {
    if (!form || !select || !option) return;
    const value = option.value ?? option.text.trim();
    const known = form.options[select.name] ?? [];
    known.push({ value, text: option.text.replace(/\s+/g, ' ').trim() });
    form.options[select.name] = known;
    // the selected option, or the first one when none is
    if (option.selected || !select.chosen) form.fields[select.name] = value;
    if (option.selected) select.chosen = true;
    option = undefined;
  };
  for (const token of tokenize(html)) {
    if (token.kind === 'text' || token.kind === 'raw') {
      if (option) option.text += token.text;
      if (button) button.text += token.text;
      if (textarea !== undefined && form) form.fields[textarea] = (form.fields[textarea] ?? '') + token.text;
      continue;
    }
    if (token.kind === 'end') {
      if (token.name === 'li') items.pop();
      else if (token.name === 'form' && form) forms.push(form);
      if (token.name === 'form') form = undefined;
      if (token.name === 'option' || token.name === 'select') closeOption();
      if (token.name === 'select') select = undefined;
      if (token.name === 'textarea') textarea = undefined;
      if (token.name === 'button' && button && form) {
        const text = button.text.replace(/\s+/g, ' ').trim();
        form.buttons.push({ ...button, text, label: button.label || text });
        button = undefined;
      }
      continue;
    }
    const attr = (name: string) => attributeOf(token, name);
    if (token.name === 'li') items.push(attr('aria-label') ?? '');
    if (token.name === 'form') {
      form = {
        action: attr('action') ?? '',
        method: (attr('method') ?? 'get').toLowerCase(),
        fields: {},
        options: {},
        buttons: [],
        within: [...items],
      };
    }
    if (!form) continue;
    const name = attr('name');
    if (token.name === 'input' && name && sent(token)) {
      const type = (attr('type') ?? 'text').toLowerCase();
      if (type === 'submit') {
        const text = attr('value') ?? '';
        form.buttons.push({ text, label: attr('aria-label') ?? text, name, value: text });
      } else if ((type !== 'radio' && type !== 'checkbox') || attr('checked') !== undefined) {
        form.fields[name] = attr('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '');
      }
    } else if (token.name === 'select' && name && sent(token)) {
      select = { name, chosen: false };
    } else if (token.name === 'option' && select) {
      closeOption();
      option = { value: attr('value'), selected: attr('selected') !== undefined, text: '' };
    } else if (token.name === 'textarea' && name) {
      textarea = name;
      form.fields[name] = '';
    } else if (token.name === 'button' && (attr('type') ?? 'submit') === 'submit') {
      const formaction = attr('formaction');
      button = {
        text: '',
        label: attr('aria-label') ?? '',
        ...(name ? { name, value: attr('value') ?? '' } : {}),
        ...(formaction ? { formaction } : {}),
      };
    }
  }
  return forms;
}

/** The one form whose action contains `action` (within the list item labelled `item`, when given). */
export function formOf(html: string, action: string, item?: string): PageForm {
  const found = formsOf(html).filter(
    (form) => form.action.includes(action) && (item === undefined || form.within.includes(item)),
  );
  if (found.length === 0) throw new Error(`No form for ${action}${item ? ` in ${item}` : ''} on the page`);
  return found[0] as PageForm;
}
