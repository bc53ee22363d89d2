import { Browser } from './cart-fixtures';
import { baseUrl } from './client';
import type { PageForm } from './html-forms';

/**
 * A browser without JavaScript, for the HTTP tests of the no-JS forms: it keeps its cookies, reads
 * pages, and sends a page's form as a browser would (its fields, the button pressed, its own
 * origin and the page as referer), stopping at the answer's redirect so that tests read it.
 */
export interface PageAnswer {
  status: number;
  html: string;
  location: string | null;
  headers: Headers;
}

function keepCookies(browser: Browser, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const expired = /expires=Thu, 01 Jan 1970|max-age=0/i.test(line);
    if (expired) browser.cookies.delete(name);
    else browser.cookies.set(name, pair.slice(at + 1).trim());
  }
}

const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function answer(browser: Browser, response: Response): Promise<PageAnswer> {
  keepCookies(browser, response);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    headers: response.headers,
  };
}

/** GET a page with the browser's cookies; redirects are answered, not followed. */
export async function open(browser: Browser, path: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  const cookie = cookieHeader(browser);
  const response = await fetch(new URL(path, baseUrl), {
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  return answer(browser, response);
}

/** Sends `form`, read from the page at `from`, with `changes` typed into it and the button of that accessible name pressed. */
export async function submit(
  browser: Browser,
  from: string,
  form: PageForm,
  changes: Record<string, string> = {},
  pressed?: string,
): Promise<PageAnswer> {
  const button = pressed === undefined ? undefined : form.buttons.find((candidate) => candidate.label === pressed);
  if (pressed !== undefined && !button) {
    throw new Error(`No button "${pressed}" in the form (${form.buttons.map((b) => b.label).join(', ')})`);
  }
  const page = new URL(from, baseUrl);
  const target = new URL(button?.formaction ?? form.action, page);
  const body = new URLSearchParams({ ...form.fields, ...changes });
  if (button?.name) body.append(button.name, button.value ?? '');
  if (form.method === 'get') {
    target.search = body.toString();
    return open(browser, `${target.pathname}${target.search}`, { referer: page.href });
  }
  const cookie = cookieHeader(browser);
  const response = await fetch(target, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: page.origin, referer: page.href, ...(cookie ? { cookie } : {}) },
  });
  return answer(browser, response);
}

/** Follows redirects the way a browser does (a 303 becomes a GET of its location), to the page they end on. */
export async function follow(browser: Browser, sentAnswer: PageAnswer): Promise<PageAnswer & { path: string }> {
  let location = sentAnswer.location;
  for (let hops = 0; location && hops < 5; hops += 1) {
    const page = await open(browser, location);
    if (!page.location) return { ...page, path: location };
    const next = new URL(page.location, new URL(location, baseUrl));
    location = `${next.pathname}${next.search}`;
  }
  throw new Error(`Expected a redirect to a page, got ${sentAnswer.status} ${sentAnswer.location}`);
}

export { Browser };
