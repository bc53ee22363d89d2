import { describe, expect, it } from 'vitest';
import { readJson, readLimited } from './body';
import { ApiError } from './errors';

const post = (body: BodyInit, type = 'application/json') =>
  new Request('http://127.0.0.1/api/cl/click-stream/events', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit);

describe('request bodies', () => {
  it('reads a JSON body within its limit', async () => {
    await expect(readJson(post('{"a":1}'))).resolves.toEqual({ a: 1 });
  });

  it('refuses a body past the limit with 413', async () => {
    await expect(readLimited(post('x'.repeat(20)), 10)).rejects.toMatchObject({ status: 413 });
  });

  it('answers 400, not a failure of ours, when the caller stops sending halfway', async () => {
    const stopped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"events":['));
        controller.error(new Error('aborted'));
      },
    });
    const refusal = await readJson(post(stopped)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, details: [{ field: 'body' }] });
  });
});
