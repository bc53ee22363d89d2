import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature } from './webhook-signature';

const secret = 'webhook-secret';
/** A signature as Mercado Pago documents it: HMAC-SHA256 of id:{data.id};request-id:{x-request-id};ts:{ts}; */
const sign = (dataId: string, requestId: string, ts: string, key = secret) =>
  `ts=${ts},v1=${createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;
const notification = (signature: string | null, dataId = '123456', requestId = 'req-1') => ({
  signature,
  requestId,
  dataId,
});

describe('checkSignature', () => {
  it('admits a notification signed with the secret over its data.id and request id', () => {
    expect(checkSignature(notification(sign('123456', 'req-1', '1704908010')), secret)).toEqual({ valid: true });
  });

  it('lower-cases an alphanumeric data.id, as the documentation asks', () => {
    expect(checkSignature(notification(sign('abc123', 'req-1', '1704908010'), 'ABC123'), secret).valid).toBe(true);
  });

  it.each([
    ['no signature', null, 'MissingSignatureHeader'],
    ['another secret', sign('123456', 'req-1', '1704908010', 'guess'), 'SignatureMismatch'],
    ['another payment', sign('999999', 'req-1', '1704908010'), 'SignatureMismatch'],
    ['another request id', sign('123456', 'req-2', '1704908010'), 'SignatureMismatch'],
    ['no timestamp', 'v1=abc', 'MissingTimestamp'],
    ['no hash', 'ts=1704908010', 'MissingHash'],
    ['nothing readable', 'forged', 'MalformedSignatureHeader'],
  ])('refuses %s', (_, signature, reason) => {
    expect(checkSignature(notification(signature), secret)).toEqual({ valid: false, reason });
  });
});
