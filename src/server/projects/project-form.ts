import { z } from 'astro/zod';
import { flagMessageParams } from '../../lib/flag-message-params';
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
/** A form the shopper can fix (docs/tools.md: no line ticked, a bad quantity): not a failure of the shop. */
export const projectInvalidFlag = 'project-invalid';
type ProjectFlag = typeof projectErrorFlag | typeof projectInvalidFlag;

/** The page to go back to, with the failure's (or the refused form's) message key and params. */
export function withProjectError(
  path: string,
  key: MessageKey,
  params: MessageParams = {},
  flag: ProjectFlag = projectErrorFlag,
): string {
  const [pathname, search = ''] = path.split('#')[0]?.split('?') ?? [''];
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) {
    if (name.startsWith(projectErrorFlag) || name.startsWith(projectInvalidFlag)) query.delete(name);
  }
  query.set(flag, key);
  for (const [name, value] of Object.entries(params)) query.set(`${flag}.${name}`, String(value));
  return `${pathname}?${query}#project`;
}

/** A catalogue message named by the URL, with its params; null when the URL names none. */
function messageFrom(search: URLSearchParams, flag: ProjectFlag, t: Translate): string | null {
  const key = search.get(flag);
  if (key === null || !isMessageKey(key)) return null;
  try {
    // no param is read from the URL as words (src/lib/flag-message-params.ts)
    return t(key, flagMessageParams(search, flag));
  } catch {
    return null;
  }
}

/**
 * What the builder says after an add that did not go through. A refused form gets its
 * validation message alone; docs/tools.md "Add to project failure" is only for a real failure (the
 * cart refused a line, the server failed), followed by the reason when it is one of the
 * catalogue's (never text from the URL).
 */
export function projectErrorMessages(search: URLSearchParams, t: Translate): string[] {
  if (search.has(projectErrorFlag)) {
    const reason = messageFrom(search, projectErrorFlag, t);
    const failure = t('errors.addToProject');
    return reason === null || reason === failure ? [failure] : [failure, reason];
  }
  const invalid = messageFrom(search, projectInvalidFlag, t);
  return invalid === null ? [] : [invalid];
}
