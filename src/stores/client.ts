import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { channelFromWidth } from '../lib/window-channel';
import { pageTenant } from './page-context';

/**
 * The islands' one HTTP client (docs/conventions.md): the tenant, channel and a request id on every
 * call, answers in the envelope of docs/api.md checked with zod, and failures as ShopperError.
 */

const failureSchema = z.object({
  success: z.literal(false),
  errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) })),
});

/** A call that did not succeed: the server's code and message (in the tenant's language) when it gave one. */
export class ShopperError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;

  constructor(message: string, options: { code: string; status: number; field?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ShopperError';
    this.code = options.code;
    this.status = options.status;
    this.field = options.field;
  }
}

/** Codes of failures that never reached a server answer. */
export const clientErrorCodes = { network: 'NETWORK', badAnswer: 'BAD_ANSWER' } as const;

function requestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

const client = ofetch.create({
  retry: 0,
  timeout: 15_000,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    headers.set('x-tenant-id', pageTenant());
    headers.set('x-channel', channelFromWidth(typeof window === 'undefined' ? 1280 : window.innerWidth));
    headers.set('x-request-id', requestId());
    options.headers = headers;
  },
});

function asShopperError(error: unknown, fallbackMessage: string): ShopperError {
  if (error instanceof FetchError) {
    const failure = failureSchema.safeParse(error.data);
    const first = failure.success ? failure.data.errors[0] : undefined;
    if (first) {
      return new ShopperError(first.message, {
        code: first.code,
        status: error.status ?? 0,
        ...(first.field ? { field: first.field } : {}),
        cause: error,
      });
    }
    return new ShopperError(fallbackMessage, {
      code: error.status ? String(error.status) : clientErrorCodes.network,
      status: error.status ?? 0,
      cause: error,
    });
  }
  return new ShopperError(fallbackMessage, { code: clientErrorCodes.network, status: 0, cause: error });
}

/**
 * Calls one of our endpoints and returns its data checked against `schema`. `fallbackMessage` is
 * what the shopper reads when the server gave no message of its own (the network failed).
 */
export async function call<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: { method?: 'GET' | 'POST'; body?: FormData | Record<string, unknown>; fallbackMessage: string },
): Promise<z.output<S>> {
  let answer: unknown;
  try {
    answer = await client(path, {
      method: options.method ?? 'GET',
      ...(options.body === undefined ? {} : { body: options.body }),
    });
  } catch (error) {
    throw asShopperError(error, options.fallbackMessage);
  }
  const envelope = answer as { success?: unknown; data?: unknown } | null;
  const parsed = envelope?.success === true ? schema.safeParse(envelope.data) : undefined;
  if (!parsed?.success) {
    throw new ShopperError(options.fallbackMessage, {
      code: clientErrorCodes.badAnswer,
      status: 200,
      cause: parsed?.error,
    });
  }
  return parsed.data as z.output<S>;
}

/** The tenant's JSON API (docs/api.md) under /api/{tenant}/. */
export function apiPath(path: string): string {
  return `/api/${pageTenant()}/${path.replace(/^\//, '')}`;
}

/** An Astro Action called by an island: the same action the no-JS form posts to (src/actions). */
export function actionPath(name: string): string {
  return `/_actions/${name}/`;
}
