import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  errors?: { code: string; message: string; field?: string }[];
}

/** Calls the API of a tenant and reads the envelope (docs/api.md). */
export async function api<T = unknown>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const { json, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    ...(json === undefined ? {} : { body: JSON.stringify(json), method: rest.method ?? 'POST' }),
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
  });
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}
