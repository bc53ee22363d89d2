import { baseUrl } from './client';
import { all, closest, type HtmlNode, parseHtml, textOf } from './html-tree';

/**
 * A browser with JavaScript off, over plain HTTP: it keeps its cookies, follows redirects, and
 * submits a page's forms as a browser would (the form's method, action, fields and the pressed
 * button, with the Origin header a browser sends). Journeys that are links and forms, with no
 * island, are tested with it instead of Chromium.
 */
export interface Hop {
  status: number;
  location: string;
}

export interface HtmlPage {
  status: number;
  /** Path, query and fragment of the page finally read (after redirects). */
  url: string;
  /** The redirects followed to reach it. */
  redirects: Hop[];
  headers: Headers;
  html: string;
  doc: HtmlNode;
}

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export class Visitor {
  readonly cookies = new Map<string, string>();

  readonly userAgent: string;
  /** The storefront it browses: the suite's server unless a test runs one of its own. */
  readonly origin: string;

  constructor({ userAgent = chrome, origin = baseUrl }: { userAgent?: string; origin?: string } = {}) {
    this.userAgent = userAgent;
    this.origin = origin;
  }

  static crawler(): Visitor {
    return new Visitor({ userAgent: googlebot });
  }

  private async send(path: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path.split('#')[0] ?? path, this.origin), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { 'user-agent': this.userAgent, ...(cookie ? { cookie } : {}), ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects (a browser turns a 301, 302 or 303 into a GET) and reads the page. */
  private async read(first: Response, path: string): Promise<HtmlPage> {
    const redirects: Hop[] = [];
    let response = first;
    let url = path;
    while (response.status >= 300 && response.status < 400 && redirects.length < 10) {
      const location = response.headers.get('location') ?? '';
      redirects.push({ status: response.status, location });
      await response.body?.cancel();
      const next = new URL(location, new URL(url, this.origin));
      url = `${next.pathname}${next.search}${next.hash}`;
      response = await this.send(url);
    }
    const html = await response.text();
    return { status: response.status, url, redirects, headers: response.headers, html, doc: parseHtml(html) };
  }

  /** Opens a page as typing its address would (or following a link, with its `referer`), following redirects. */
  async open(path: string, headers: Record<string, string> = {}): Promise<HtmlPage> {
    return this.read(await this.send(path, { headers }), path);
  }

  /** Posts fields as a form of `path` would (the page's own form is `submit`'s business), following the redirect. */
  async post(path: string, fields: Record<string, string>): Promise<HtmlPage> {
    const body = new URLSearchParams(fields);
    return this.read(await this.send(path, { method: 'POST', body, headers: { origin: this.origin } }), path);
  }

  /** Calls the API as the page's islands would, keeping the cookies it sets. */
  async postJson(path: string, json: unknown): Promise<{ status: number; text: string }> {
    const response = await this.send(path, {
      method: 'POST',
      body: JSON.stringify(json),
      headers: { 'content-type': 'application/json', origin: this.origin },
    });
    return { status: response.status, text: await response.text() };
  }

  /** A browser names the page a link or form was on (same origin: its address without the fragment). */
  private refererOf(page: HtmlPage): string {
    const url = new URL(page.url, this.origin);
    url.hash = '';
    return url.href;
  }

  /** Follows a link of the page. */
  async click(page: HtmlPage, link: HtmlNode): Promise<HtmlPage> {
    const href = link.attrs.href;
    if (href === undefined) throw new Error(`<${link.tag}> "${textOf(link)}" is not a link`);
    const target = new URL(href, new URL(page.url, this.origin));
    return this.open(`${target.pathname}${target.search}${target.hash}`, { referer: this.refererOf(page) });
  }

  /**
   * Submits the form the `button` belongs to, with its fields as the page has them, `values`
   * changing or adding some (a select's choice, a typed text) and `files` for file inputs.
   */
  async submit(
    page: HtmlPage,
    button: HtmlNode,
    values: Record<string, string> = {},
    files: Record<string, File> = {},
  ): Promise<HtmlPage> {
    const form = closest(button, (element) => element.tag === 'form');
    if (!form) throw new Error(`"${textOf(button)}" is in no form`);
    const fields = fieldsOf(form, button);
    for (const [name, value] of Object.entries(values)) {
      const at = fields.findIndex(([field]) => field === name);
      if (at === -1) throw new Error(`The form has no field named ${name}`);
      fields[at] = [name, value];
    }
    const target = new URL(form.attrs.action ?? '', new URL(page.url, this.origin));
    const method = (form.attrs.method ?? 'get').toLowerCase();
    const referer = this.refererOf(page);
    if (method === 'get') {
      target.search = new URLSearchParams(fields).toString();
      return this.open(`${target.pathname}${target.search}${target.hash}`, { referer });
    }
    let body: BodyInit;
    if (form.attrs.enctype === 'multipart/form-data') {
      const data = new FormData();
      for (const [name, value] of fields) data.append(name, value);
      for (const [name, file] of Object.entries(files)) data.append(name, file);
      body = data;
    } else {
      body = new URLSearchParams(fields);
    }
    const path = `${target.pathname}${target.search}`;
    return this.read(await this.send(path, { method: 'POST', body, headers: { origin: this.origin, referer } }), path);
  }
}

/** The form data set a browser sends: named, enabled fields, checked boxes, chosen options, the pressed button. */
export function fieldsOf(form: HtmlNode, submitter?: HtmlNode): [string, string][] {
  const fields: [string, string][] = [];
  for (const field of all(form, (element) => ['input', 'select', 'textarea', 'button'].includes(element.tag))) {
    const name = field.attrs.name;
    if (!name || field.attrs.disabled !== undefined) continue;
    const type = field.attrs.type?.toLowerCase();
    if (field.tag === 'button' || type === 'submit') {
      if (field === submitter) fields.push([name, field.attrs.value ?? '']);
    } else if (type === 'file') {
      // sent as a file, by `submit`'s `files`
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

/** The page's `<meta name=…>` content. */
export const metaOf = (page: HtmlPage, name: string) =>
  all(page.doc, (element) => element.tag === 'meta' && element.attrs.name === name)[0]?.attrs.content;

/** The page's canonical link. */
export const canonicalOf = (page: HtmlPage) =>
  all(page.doc, (element) => element.tag === 'link' && element.attrs.rel === 'canonical')[0]?.attrs.href;

/** Every JSON-LD document of the page. */
export const jsonLdOf = (page: HtmlPage): Record<string, unknown>[] =>
  all(page.doc, (element) => element.tag === 'script' && element.attrs.type === 'application/ld+json').map(
    (script) => JSON.parse(String(script.children[0] ?? '{}')) as Record<string, unknown>,
  );

/** The `lang` of the page's `<html>`. */
export const langOf = (page: HtmlPage) => all(page.doc, (element) => element.tag === 'html')[0]?.attrs.lang;

/** The text of the page's `<body>`. */
export const bodyTextOf = (page: HtmlPage) => textOf(all(page.doc, (element) => element.tag === 'body')[0] ?? page.doc);
