/** The tracing headers of docs/api.md, accepted from the caller or generated, echoed on every response. */
export const tracingHeaderNames = [
  'x-request-id',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-parentspanid',
  'x-b3-sampled',
  'x-b3-flags',
  'x-ot-span-context',
] as const;

export type TracingHeaderName = (typeof tracingHeaderNames)[number];
export type TraceContext = Record<TracingHeaderName, string | undefined> & {
  'x-request-id': string;
  'x-b3-traceid': string;
  'x-b3-spanid': string;
};

// B3 propagation: trace ids are 16 or 32 lower-case hex digits, span ids 16.
const traceIdPattern = /^([0-9a-f]{16}|[0-9a-f]{32})$/;
const spanIdPattern = /^[0-9a-f]{16}$/;
// A caller's request id is echoed into logs and headers, so only a safe, short token is kept.
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const otSpanContextPattern = /^[0-9a-f]{16,32};[0-9a-f]{16};[0-9a-f]{16}(;[A-Za-z0-9=_-]*)?$/;

export interface IdSource {
  uuid(): string;
  hex(bytes: number): string;
}

function accept(value: string | null | undefined, pattern: RegExp): string | undefined {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

/**
 * Reads the incoming tracing headers; keeps the valid ones and fills in a request id,
 * a trace id and a span id where the caller sent none (or an invalid one).
 */
export function traceContextFrom(get: (name: string) => string | null, ids: IdSource): TraceContext {
  const traceId = accept(get('x-b3-traceid')?.toLowerCase(), traceIdPattern) ?? ids.hex(16);
  const spanId = accept(get('x-b3-spanid')?.toLowerCase(), spanIdPattern) ?? ids.hex(8);
  const parentSpanId = accept(get('x-b3-parentspanid')?.toLowerCase(), spanIdPattern);
  return {
    'x-request-id': accept(get('x-request-id'), requestIdPattern) ?? ids.uuid(),
    'x-b3-traceid': traceId,
    'x-b3-spanid': spanId,
    'x-b3-parentspanid': parentSpanId,
    'x-b3-sampled': accept(get('x-b3-sampled'), /^[01]$/) ?? '1',
    'x-b3-flags': accept(get('x-b3-flags'), /^1$/),
    'x-ot-span-context':
      accept(get('x-ot-span-context'), otSpanContextPattern) ??
      `${traceId};${spanId};${parentSpanId ?? '0000000000000000'}`,
  };
}

/** The header pairs to set on the response (absent optional ones are left out). */
export function traceHeaders(context: TraceContext): [string, string][] {
  return tracingHeaderNames.flatMap((name) => {
    const value = context[name];
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
}
