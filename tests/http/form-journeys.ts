import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/accounts/password-hash';
import { baseUrl } from './client';
import { freshAddress, rawCall } from './raw-call';
import { run } from './test-database';

/**
 * The no-JS form journeys over HTTP: a browser without JavaScript keeps its cookies, posts a form
 * as the page drew it (its own origin, urlencoded or multipart), follows the 303 and reads the
 * page it lands on. Each browser calls from a loopback address of its own, so the per-address
 * limits (logins, reviews) of one test never reach another.
 */
export interface Page {
  status: number;
  /** Where a redirect leads (empty when the answer is a page). */
  location: string;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** A form's fields: by name, or in the order a form sends them (html-text.ts formFields). */
export type Fields = Record<string, string | string[]> | [string, string][];
export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export class FormBrowser {
  readonly cookies = new Map<string, string>();
  readonly address = freshAddress();

  constructor(cookies: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  /** A GET as a link or a GET form would make it; redirects are not followed. */
  get(path: string): Promise<Page> {
    return this.call(path, {});
  }

  /** A GET that follows redirects as a browser does: the page it ends on, and its address. */
  async open(path: string): Promise<Page & { from: string }> {
    let from = path;
    for (let hops = 0; hops < 5; hops++) {
      const page = await this.get(from);
      if (page.status < 300 || page.status >= 400) return { ...page, from };
      from = page.location;
    }
    throw new Error(`${path} redirects more than five times`);
  }

  /** Posts the fields to the form's action, as the page at `from` sent it: the 303 and where it leads. */
  async post(action: string, fields: Fields = {}, options: { from?: string; files?: Record<string, Upload[]> } = {}) {
    const headers: Record<string, string> = { origin: baseUrl };
    if (options.from) headers.referer = `${baseUrl}${options.from}`;
    let body: Uint8Array | string;
    if (options.files) {
      const form = new FormData();
      for (const [name, value] of entries(fields)) form.append(name, value);
      for (const [name, files] of Object.entries(options.files)) {
        for (const file of files) form.append(name, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
      }
      const encoded = new Response(form);
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      body = new Uint8Array(await encoded.arrayBuffer());
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(entries(fields)).toString();
    }
    return this.call(action, { method: 'POST', body, headers });
  }

  /** Posts the form and follows its 303 to the page that shows the outcome. */
  async submit(action: string, fields: Fields = {}, options: Parameters<FormBrowser['post']>[2] = {}) {
    const answer = await this.post(action, fields, options);
    if (answer.status !== 303)
      throw new Error(`${action} answered ${answer.status}, not 303: ${answer.html.slice(0, 300)}`);
    return this.open(answer.location);
  }

  private async call(
    path: string,
    init: { method?: string; body?: Uint8Array | string; headers?: Record<string, string> },
  ) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = new URL(path, baseUrl);
    const reply = await rawCall(`${url.pathname}${url.search}`, {
      ...init,
      from: this.address,
      ...(cookie ? { cookie } : {}),
    });
    for (const line of reply.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      // Astro clears a cookie with a placeholder value that expired in 1970
      if (/expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = reply.headers.location;
    return {
      status: reply.status,
      location: typeof location === 'string' ? location : '',
      headers: reply.headers,
      html: reply.text,
    };
  }
}

function entries(fields: Fields): [string, string][] {
  if (Array.isArray(fields)) return fields;
  return Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );
}

export interface Customer {
  id: string;
  email: string;
  password: string;
}

/**
 * A customer of the test's own (the database outlives a run), who can log in with the password,
 * with the loyalty tier and specialists-circle segment given.
 */
export async function newCustomer(
  tenant: string,
  member: { firstName?: string; loyaltyTier?: string; segment?: string } = {},
): Promise<Customer> {
  const id = `forms-${randomBytes(6).toString('hex')}`;
  const customer = { id, email: `${id}@andamio.test`, password: 'clave-de-prueba' };
  await run(
    `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
     VALUES (?, ?, ?, ?, 'person', NULL, ?, 'Prueba', ?, ?, 0, ?)`,
    tenant,
    id,
    customer.email,
    await hashPassword(customer.password),
    member.firstName ?? 'Rosa',
    member.loyaltyTier ?? null,
    member.segment ?? null,
    new Date().toISOString(),
  );
  return customer;
}

/** A browser already logged in as a new customer, as the login form would leave it (no form: only the login tests use it). */
export async function loggedIn(tenant: string, member: Parameters<typeof newCustomer>[1] = {}) {
  const customer = await newCustomer(tenant, member);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await run(
    'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    tenant,
    createHash('sha256').update(token).digest('hex'),
    customer.id,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  return { browser: new FormBrowser({ session: token }), customer };
}
