import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { type Body, body, cookies, fields, formBody, query, segment, tenants } from './fuzz-values';

export type { Body };

/**
 * A property-based fuzzer of the storefront's HTTP surface (`npm run fuzz`, and a sample in
 * tests/http/fuzz.test.ts): every API endpoint, with the methods its file exports, and every
 * Astro Action, as an island calls it (`/_actions/…`) and as a form without JavaScript posts it
 * (`?_action=`), sent wrong types, huge, negative and fractional numbers, long strings, bytes that
 * are not UTF-8, unknown ids, other tenants, forged zone cookies and prices of the caller's own.
 * What must hold for every answer: no 5xx (501, a service not configured here, excepted), and under
 * /api/ and /_actions/ the JSON envelope of docs/api.md with a worded error when it fails.
 */

export interface FuzzCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Body | undefined;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const methodsExported = /^export const (GET|POST|PUT|PATCH|DELETE)\b/gm;

/** The API's URL templates (`/api/[tenant]/cart/items/[lineId]`) with the methods each file exports. */
export function apiRoutes(root = 'src/pages/api'): { template: string; methods: string[] }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  return files(root)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const path = relative(root, file)
        .split(sep)
        .join('/')
        .replace(/\.ts$/, '')
        .replace(/\/?index$/, '');
      const methods = [...readFileSync(file, 'utf8').matchAll(methodsExported)].map((match) => match[1] as string);
      return { template: `/api/${path}`, methods };
    })
    .filter((route) => route.methods.length > 0);
}

/** Every Astro Action's name (`cart.add`, `notifyMe`), read from the files of src/actions. */
export function actionNames(root = 'src/actions'): string[] {
  const names: string[] = [];
  for (const file of readdirSync(root).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    let group: string | undefined;
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      const single = /^export const (\w+) = defineAction/.exec(line);
      const opening = /^export const (\w+) = \{/.exec(line);
      const member = /^ {2}(\w+): defineAction/.exec(line);
      if (single) names.push(single[1] as string);
      else if (opening) group = opening[1];
      else if (member && group) names.push(`${group}.${member[1]}`);
    }
  }
  return names;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The cases: endpoints (mostly with their own methods), island actions and no-JS form actions. */
export function fuzzCases(base: string, count: number, seed: number): FuzzCase[] {
  const routes = apiRoutes();
  const actions = actionNames();
  const withHeaders = (
    type: string | undefined,
    cookie: string,
    origin: boolean,
    extra: Record<string, string> = {},
  ) => ({
    ...(type ? { 'content-type': type } : {}),
    ...(cookie ? { cookie } : {}),
    ...(origin ? { origin: base } : {}),
    ...extra,
  });
  const apiCase = fc
    .record({
      route: fc.constantFrom(...routes),
      ownMethod: fc.boolean(),
      anyMethod: fc.constantFrom(...methods),
      tenant: tenants,
      segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query,
      body,
      cookie: cookies,
      origin: fc.boolean(),
    })
    .chain((picked) =>
      fc.constantFrom(...picked.route.methods).map((own): FuzzCase => {
        const method = picked.ownMethod || picked.route.methods.length === 0 ? own : picked.anyMethod;
        let index = 0;
        const path = picked.route.template
          .replace('[tenant]', picked.tenant)
          .replace(/\[(?:\.\.\.)?\w+\]/g, () => picked.segments[index++ % 3] as string);
        const sends = method !== 'GET';
        return {
          method,
          path: `${path}${picked.query}`,
          headers: withHeaders(sends ? picked.body.type : undefined, picked.cookie, picked.origin || !sends),
          body: sends ? picked.body.body : undefined,
        };
      }),
    );
  const islandAction = fc.record({ name: fc.constantFrom(...actions), tenant: tenants, body, cookie: cookies }).map(
    (picked): FuzzCase => ({
      method: 'POST',
      path: `/_actions/${picked.name}`,
      headers: withHeaders(picked.body.type, picked.cookie, true, { 'x-tenant-id': picked.tenant }),
      body: picked.body.body,
    }),
  );
  const formAction = fc
    .record({
      name: fc.constantFrom(...actions),
      tenant: tenants,
      page: fc.constantFrom('', 'cart/', 'checkout/review/', 'account/', 'location/', 'product/1/x/'),
      fields,
      cookie: cookies,
    })
    .map(
      (picked): FuzzCase => ({
        method: 'POST',
        path: `/${picked.tenant}/${picked.page}?_action=${picked.name}`,
        headers: withHeaders('application/x-www-form-urlencoded', picked.cookie, true),
        body: formBody(picked.fields),
      }),
    );
  const anyCase = fc.oneof(
    { weight: 6, arbitrary: apiCase },
    { weight: 2, arbitrary: islandAction },
    { weight: 2, arbitrary: formAction },
  );
  return fc.sample(anyCase, { numRuns: count, seed });
}

/** Sends a case as it is (no redirect followed) and reads the answer as text. */
export async function send(base: string, fuzzCase: FuzzCase): Promise<Answer> {
  const response = await fetch(`${base}${fuzzCase.path}`, {
    method: fuzzCase.method,
    headers: fuzzCase.headers,
    ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** What is wrong with an answer, or undefined when it is as it must be. */
export function problemWith(fuzzCase: FuzzCase, answer: Answer): string | undefined {
  if (answer.status >= 500 && answer.status !== 501) return `answered ${answer.status}`;
  // a redirect (a sign-in callback sends the browser on) carries no body to word anything in
  if (answer.status >= 300 && answer.status < 400) return undefined;
  // the path as it arrives: a client resolves dot segments (`/api/../session` is `/session`)
  const path = new URL(fuzzCase.path, 'http://fuzz.invalid').pathname;
  if (!path.startsWith('/api/') && !path.startsWith('/_actions/')) return undefined;
  if (!answer.contentType.includes('application/json'))
    return `answered ${answer.status} as ${answer.contentType || 'no type'}, not the envelope`;
  let envelope: { success?: unknown; errors?: { code?: unknown; message?: unknown }[] };
  try {
    envelope = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with JSON that does not parse`;
  }
  if (typeof envelope.success !== 'boolean') return `answered ${answer.status} without the envelope's success`;
  if (envelope.success === false) {
    const [first] = envelope.errors ?? [];
    if (typeof first?.code !== 'string' || typeof first.message !== 'string' || first.message === '')
      return `answered ${answer.status}: a failure without a worded error`;
  }
  return undefined;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  problems: { fuzzCase: FuzzCase; problem: string }[];
}

/** Sends `count` cases (seeded, so a run can be repeated), `parallel` at a time. */
export async function fuzz(
  base: string,
  options: { count: number; seed: number; parallel?: number },
): Promise<FuzzReport> {
  const cases = fuzzCases(base, options.count, options.seed);
  const report: FuzzReport = { sent: 0, byStatus: new Map(), problems: [] };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++] as FuzzCase;
      let problem: string | undefined;
      try {
        const answer = await send(base, fuzzCase);
        report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
        problem = problemWith(fuzzCase, answer);
      } catch (error) {
        problem = `no answer: ${String(error)}`;
      }
      report.sent++;
      if (problem) report.problems.push({ fuzzCase, problem });
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 8 }, worker));
  return report;
}
