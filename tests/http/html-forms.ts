import { all, closest, type HtmlNode, parseHtml, textOf } from './html-tree';

/**
 * The forms of a page as a browser without JavaScript sends them (HTML §4.10.21.4, the form data
 * set): the fields' current values (checked boxes, chosen options), the submit buttons, and the
 * labels of the list items around the form (a cart line's form sits in its <li aria-label="product">).
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

/** A submit button: a <button> of type submit, or a named, enabled <input type=submit>. */
const isSubmitButton = (field: HtmlNode) =>
  field.tag === 'button'
    ? (field.attrs.type ?? 'submit') === 'submit'
    : field.tag === 'input' &&
      field.attrs.type?.toLowerCase() === 'submit' &&
      Boolean(field.attrs.name) &&
      field.attrs.disabled === undefined;

/** The form data set: named, enabled fields, checked boxes, chosen options, and the pressed button's own. */
export function fieldsOf(form: HtmlNode, submitter?: HtmlNode): [string, string][] {
  const fields: [string, string][] = [];
  for (const field of all(form, (element) => ['input', 'select', 'textarea', 'button'].includes(element.tag))) {
    const name = field.attrs.name;
    if (!name || field.attrs.disabled !== undefined) continue;
    const type = field.attrs.type?.toLowerCase();
    if (field.tag === 'button' || type === 'submit') {
      if (field === submitter) fields.push([name, field.attrs.value ?? '']);
    } else if (type === 'file') {
      // sent as a file, by the browser's `files`
    } else if (type === 'checkbox' || type === 'radio') {
      if (field.attrs.checked !== undefined) fields.push([name, field.attrs.value ?? 'on']);
    } else if (field.tag === 'select') {
      const options = all(field, (element) => element.tag === 'option');
      const chosen = options.find((option) => option.attrs.selected !== undefined) ?? options[0];
      if (chosen) fields.push([name, chosen.attrs.value ?? textOf(chosen)]);
    } else if (field.tag === 'textarea') {
      fields.push([name, field.children.join('').replace(/^\n/, '')]);
    } else {
      fields.push([name, field.attrs.value ?? '']);
    }
  }
  return fields;
}

function pageFormOf(form: HtmlNode): PageForm {
  const options: PageForm['options'] = {};
  for (const select of all(form, (element) => element.tag === 'select' && element.attrs.name !== undefined)) {
    if (select.attrs.disabled !== undefined) continue;
    options[select.attrs.name ?? ''] = all(select, (element) => element.tag === 'option').map((option) => ({
      value: option.attrs.value ?? textOf(option),
      text: textOf(option),
    }));
  }
  const buttons = all(form, isSubmitButton).map((button) => {
    const { name, formaction } = button.attrs;
    const text = button.tag === 'input' ? (button.attrs.value ?? '') : textOf(button);
    const ariaLabel = button.attrs['aria-label'];
    return {
      text,
      label: (button.tag === 'input' ? ariaLabel : ariaLabel || undefined) ?? text,
      ...(name ? { name, value: button.attrs.value ?? '' } : {}),
      ...(formaction ? { formaction } : {}),
    };
  });
  const within: string[] = [];
  for (let item = closest(form, (element) => element.tag === 'li'); item; ) {
    within.unshift(item.attrs['aria-label'] ?? '');
    item = item.parent && closest(item.parent, (element) => element.tag === 'li');
  }
  return {
    action: form.attrs.action ?? '',
    method: (form.attrs.method ?? 'get').toLowerCase(),
    fields: Object.fromEntries(fieldsOf(form)),
    options,
    buttons,
    within,
  };
}

export function formsOf(html: string): PageForm[] {
  return all(parseHtml(html), (element) => element.tag === 'form').map(pageFormOf);
}

/** The one form whose action contains `action` (within the list item labelled `item`, when given). */
export function formOf(html: string, action: string, item?: string): PageForm {
  const found = formsOf(html).filter(
    (form) => form.action.includes(action) && (item === undefined || form.within.includes(item)),
  );
  if (found.length === 0) throw new Error(`No form for ${action}${item ? ` in ${item}` : ''} on the page`);
  return found[0] as PageForm;
}
