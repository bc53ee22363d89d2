import { z } from 'astro/zod';
import type { MessageKey, MessageParams, Translate } from '../../lib/messages';
import { isMessageKey } from '../../lib/validation/issues';
import { projectSelectionSchema } from '../../lib/validation/project';

/**
 * The project builder's form (no JavaScript): one row per line, `items.<n>.skuId`,
 * `items.<n>.quantity` and the `items.<n>.selected` checkbox, which a browser sends only when
 * ticked. A failure comes back to the product page under its own flag, `project-error`, so
 * that the buy box's add-to-cart message (the `error` flag) and the project's stay apart.
 */

const rowName = /^items\.(\d{1,2})\.(skuId|quantity|selected)$/;

/** The form's fields as the shape projectSelectionSchema reads. */
export function projectFormItems(form: FormData): unknown {
  const rows = new Map<number, Record<string, unknown>>();
  for (const [name, value] of form) {
    const match = rowName.exec(name);
    if (!match || typeof value !== 'string') continue;
    const row = rows.get(Number(match[1])) ?? { selected: false };
    row[match[2] as string] = match[2] === 'selected' ? true : value;
    rows.set(Number(match[1]), row);
  }
  return { items: [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row) };
}

export const projectFormSchema = z.preprocess(
  (form) => (form instanceof FormData ? projectFormItems(form) : form),
  projectSelectionSchema,
);

export const projectErrorFlag = 'project-error';
const paramPrefix = `${projectErrorFlag}.`;

/** The page to go back to, with the failure's message key and params. */
export function withProjectError(path: string, key: MessageKey, params: MessageParams = {}): string {
  const [pathname, search = ''] = path.split('#')[0]?.split('?') ?? [''];
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (name.startsWith(projectErrorFlag)) query.delete(name);
  query.set(projectErrorFlag, key);
  for (const [name, value] of Object.entries(params)) query.set(`${paramPrefix}${name}`, String(value));
  return `${pathname}?${query}#project`;
}

/**
 * What the builder says after a failed add: spec §8 "Add to project failure", then the reason
 * when it is one of the catalogue's (never text from the URL).
 */
export function projectErrorMessages(search: URLSearchParams, t: Translate): string[] {
  const key = search.get(projectErrorFlag);
  if (key === null) return [];
  const failure = t('errors.addToProject');
  if (!isMessageKey(key) || key === 'errors.addToProject') return [failure];
  const params: MessageParams = {};
  for (const [name, value] of search) {
    if (name.startsWith(paramPrefix)) params[name.slice(paramPrefix.length)] = value.slice(0, 40);
  }
  try {
    return [failure, t(key, params)];
  } catch {
    return [failure];
  }
}
