import { Browser } from './cart-fixtures';
import { baseUrl } from './client';
import { fieldsOf, type PageForm } from './html-forms';
import { byId, closest, type HtmlNode, parseHtml, textOf } from './html-tree';
import { freshAddress, rawCall } from './raw-call';

/**
 * A browser with JavaScript off, over plain HTTP, for the journeys that are links and forms with
 * no island: it keeps its cookies, follows redirects when asked, and submits a page's forms as a
 * browser would (method, action, fields, the pressed button, its Origin and the page as Referer).
 * It calls from a loopback address of its own, so the per-address limits (logins, reviews) of one
 * test never reach another. It is also the cart tests' `Browser`, for the JSON calls islands make.
 */
export interface Hop {
  status: number;
  location: string;
}

export interface HtmlPage {
  status: number;
  /** Path, query and fragment of the page read (after the redirects followed, if any). */
  url: string;
  /** Where the answer redirects (empty when it is a page). */
  location: string;
  /** The redirects followed to reach it. */
  redirects: Hop[];
  headers: Headers;
  html: string;
  doc: HtmlNode;
}

/** A form's fields: by name, or in the order a form sends them (html-forms.ts fieldsOf). */
export type Fields = Record<string, string | string[]> | [string, string][];
export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export class NoJsBrowser extends Browser {
  readonly address = freshAddress();
  readonly userAgent: string;
  /** The storefront it browses: the suite's server unless a test runs one of its own. */
  readonly origin: string;

  constructor({
    cookies = {},
    userAgent = chrome,
    origin = baseUrl,
  }: { cookies?: Record<string, string>; userAgent?: string; origin?: string } = {}) {
    super(cookies);
    this.userAgent = userAgent;
    this.origin = origin;
  }

  static crawler(): NoJsBrowser {
    return new NoJsBrowser({ userAgent: googlebot });
  }

  /** One request, as a link or a GET form would make it: a redirect is answered, not followed. */
  async get(path: string, headers: Record<string, string> = {}): Promise<HtmlPage> {
    return this.send(path, { headers });
  }

  /** Opens a page as typing its address would (or following a link, with its `referer`), following redirects. */
  async open(path: string, headers: Record<string, string> = {}): Promise<HtmlPage> {
    return this.chase(await this.get(path, headers));
  }

  /** Follows an answer's redirect the way a browser does (a 303 becomes a GET), to the page it ends on. */
  async follow(answer: HtmlPage): Promise<HtmlPage> {
    if (!answer.location) throw new Error(`Expected a redirect to a page, got ${answer.status} at ${answer.url}`);
    return this.chase(answer);
  }

  /** Posts the fields to a form's action, as the page at `from` sent it (urlencoded, or multipart with `files`); the redirect is not followed. */
  async post(
    action: string,
    fields: Fields = {},
    options: { from?: string; files?: Record<string, Upload[]> } = {},
  ): Promise<HtmlPage> {
    const referer = options.from ? { referer: new URL(options.from, this.origin).href } : {};
    return this.send(action, {
      method: 'POST',
      fields: entries(fields),
      ...(options.files ? { files: options.files } : {}),
      headers: referer,
    });
  }

  /** Posts the form and follows its 303 to the page that shows the outcome. */
  async submit(action: string, fields: Fields = {}, options: Parameters<NoJsBrowser['post']>[2] = {}) {
    const answer = await this.post(action, fields, options);
    if (answer.status !== 303) {
      throw new Error(`${action} answered ${answer.status}, not 303: ${answer.html.slice(0, 300)}`);
    }
    return this.follow(answer);
  }

  /** Calls the API as the page's islands would, keeping the cookies it sets. */
  async postJson(path: string, json: unknown): Promise<{ status: number; text: string }> {
    const answer = await this.send(path, {
      method: 'POST',
      body: JSON.stringify(json),
      headers: { 'content-type': 'application/json', origin: new URL(this.origin).origin },
    });
    return { status: answer.status, text: answer.html };
  }

  /** Follows a link of the page. */
  async click(page: HtmlPage, link: HtmlNode): Promise<HtmlPage> {
    const href = link.attrs.href;
    if (href === undefined) throw new Error(`<${link.tag}> "${textOf(link)}" is not a link`);
    const target = new URL(href, new URL(page.url, this.origin));
    return this.open(`${target.pathname}${target.search}${target.hash}`, { referer: this.refererOf(page.url) });
  }

  /**
   * Presses a button of the page: sends its form with the fields as the page has them, `values`
   * changing some (a select's choice, a typed text) and `files` for file inputs, following redirects.
   */
  async press(
    page: HtmlPage,
    button: HtmlNode,
    values: Record<string, string> = {},
    files: Record<string, Upload[]> = {},
  ): Promise<HtmlPage> {
    // A button's form attribute names its form, wherever the button sits (HTML's form owner).
    const form = button.attrs.form
      ? byId(button, button.attrs.form)
      : closest(button, (element) => element.tag === 'form');
    if (!form) throw new Error(`"${textOf(button)}" is in no form`);
    const fields = fieldsOf(form, button);
    for (const [name, value] of Object.entries(values)) {
      const at = fields.findIndex(([field]) => field === name);
      if (at === -1) throw new Error(`The form has no field named ${name}`);
      fields[at] = [name, value];
    }
    const multipart = form.attrs.enctype === 'multipart/form-data';
    const answer = await this.send(form.attrs.action ?? '', {
      from: page.url,
      method: form.attrs.method ?? 'get',
      fields,
      ...(multipart ? { files } : {}),
    });
    return this.chase(answer);
  }

  /**
   * Sends a form read by html-forms' `formsOf` from the page at `from`, with `changes` typed into
   * it and the button of that accessible name pressed; the redirect is not followed.
   */
  async submitForm(
    from: string,
    form: PageForm,
    changes: Record<string, string> = {},
    pressed?: string,
  ): Promise<HtmlPage> {
    const button = pressed === undefined ? undefined : form.buttons.find((candidate) => candidate.label === pressed);
    if (pressed !== undefined && !button) {
      throw new Error(`No button "${pressed}" in the form (${form.buttons.map((b) => b.label).join(', ')})`);
    }
    const fields = Object.entries({ ...form.fields, ...changes });
    if (button?.name) fields.push([button.name, button.value ?? '']);
    return this.send(button?.formaction ?? form.action, { from, method: form.method, fields });
  }

  /** A browser names the page a link or form was on (same origin: its address without the fragment). */
  private refererOf(path: string): string {
    const url = new URL(path, this.origin);
    url.hash = '';
    return url.href;
  }

  /** A form's request: a GET puts the fields in the query, a POST sends them with the page's Origin and Referer. */
  private async send(
    path: string,
    init: {
      from?: string;
      method?: string;
      fields?: [string, string][];
      files?: Record<string, Upload[]>;
      body?: Uint8Array | string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HtmlPage> {
    const page = new URL(init.from ?? path, this.origin);
    const target = new URL(path.split('#')[0] ?? path, page);
    const method = (init.method ?? 'get').toUpperCase();
    const headers = { ...init.headers, ...(init.from ? { referer: this.refererOf(init.from) } : {}) };
    let body = init.body;
    if (init.fields && method === 'GET') target.search = new URLSearchParams(init.fields).toString();
    else if (init.fields) {
      const encoded = await encode(init.fields, init.files);
      body = encoded.body;
      Object.assign(headers, { origin: page.origin, ...encoded.headers });
    }
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const reply = await rawCall(target.href, {
      method,
      ...(body === undefined ? {} : { body }),
      headers: { 'user-agent': this.userAgent, ...headers },
      from: this.address,
      ...(cookie ? { cookie } : {}),
    });
    for (const line of reply.setCookies) this.keepCookie(line);
    const location = reply.headers.location;
    return {
      status: reply.status,
      url: `${target.pathname}${target.search}${new URL(path, page).hash}`,
      location: typeof location === 'string' ? location : '',
      redirects: [],
      headers: headersOf(reply.headers),
      html: reply.text,
      doc: parseHtml(reply.text),
    };
  }

  private keepCookie(line: string): void {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    // a cleared cookie: Astro sends a placeholder that expired in 1970, others max-age=0 or no value
    if (value === '' || /expires=thu, 01 jan 1970|max-age=0\b/i.test(line)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** Follows redirects (a browser turns a 301, 302 or 303 into a GET) to the page they end on. */
  private async chase(first: HtmlPage): Promise<HtmlPage> {
    const redirects: Hop[] = [];
    let page = first;
    while (page.status >= 300 && page.status < 400) {
      if (redirects.length === 10) throw new Error(`${first.url} redirects more than ten times`);
      redirects.push({ status: page.status, location: page.location });
      const next = new URL(page.location, new URL(page.url, this.origin));
      page = await this.get(`${next.pathname}${next.search}${next.hash}`);
    }
    return { ...page, redirects };
  }
}

function entries(fields: Fields): [string, string][] {
  if (Array.isArray(fields)) return fields;
  return Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );
}

/** The body a browser sends: urlencoded, or multipart when the form carries files. */
async function encode(fields: [string, string][], files?: Record<string, Upload[]>) {
  if (!files) {
    const body = new URLSearchParams(fields).toString();
    return { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, uploads] of Object.entries(files)) {
    for (const file of uploads) form.append(name, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return { body, headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}
