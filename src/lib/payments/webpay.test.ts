import { describe, expect, it } from 'vitest';
import { cardKind, judgeCommit, mayTryAgain, readWebpayReturn, type WebpayCommit, webpayCommitSchema } from './webpay';

const token = 'e9d555262db0f989e49d724b4db0b0af367cc415cde41f500a776550fc5fddd3';

describe('readWebpayReturn', () => {
  it.each([
    ['a finished form: token_ws alone', { token_ws: token }, { kind: 'finished', token }],
    [
      'a cancel: TBK_TOKEN with the buy order and session',
      { TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'CL-10000001', TBK_ID_SESION: 's1' },
      { kind: 'cancelled', token },
    ],
    [
      'a timeout: the buy order and session alone',
      { TBK_ORDEN_COMPRA: 'CL-10000001', TBK_ID_SESION: 's1' },
      { kind: 'timedOut', buyOrder: 'CL-10000001', sessionId: 's1' },
    ],
    [
      'a failed form the shopper left: both tokens',
      { token_ws: token, TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'CL-10000001', TBK_ID_SESION: 's1' },
      { kind: 'formError', token },
    ],
    ['nothing', {}, { kind: 'unknown' }],
    ['a token that is no token', { token_ws: '../../x' }, { kind: 'unknown' }],
    ['a token too long', { token_ws: 'a'.repeat(65) }, { kind: 'unknown' }],
    ['a buy order without its session', { TBK_ORDEN_COMPRA: 'CL-10000001', TBK_ID_SESION: ' ' }, { kind: 'unknown' }],
  ])('reads %s', (_, fields: Record<string, string>, expected) => {
    expect(readWebpayReturn((name) => fields[name])).toEqual(expected);
  });
});

const approved: WebpayCommit = webpayCommitSchema.parse({
  vci: 'TSY',
  amount: 25990,
  status: 'AUTHORIZED',
  buy_order: 'CL-10000001',
  session_id: 's1',
  card_detail: { card_number: '6623' },
  accounting_date: '0522',
  transaction_date: '2026-05-22T15:50:09.141Z',
  authorization_code: '1213',
  payment_type_code: 'VC',
  response_code: 0,
  installments_number: 3,
});
const order = { amount: 25990, buyOrder: 'CL-10000001' };

describe('judgeCommit', () => {
  it.each([
    ['authorized: code 0, AUTHORIZED, the order’s amount and buy order', approved, 'authorized'],
    ['rejected: a response code other than 0', { ...approved, response_code: -1, status: 'FAILED' }, 'rejected'],
    ['rejected: code 0 in another status', { ...approved, status: 'REVERSED' }, 'rejected'],
    ['a mismatch: another amount', { ...approved, amount: 1000 }, 'mismatch'],
    ['a mismatch: another buy order', { ...approved, buy_order: 'CL-10000002' }, 'mismatch'],
  ])('%s', (_, commit, verdict) => {
    expect(judgeCommit(commit, order)).toBe(verdict);
  });
});

describe('cardKind and mayTryAgain', () => {
  it.each([
    ['VD', 'debit'],
    ['VP', 'prepaid'],
    ['VN', 'credit'],
    ['VC', 'credit'],
    ['SI', 'credit'],
    [null, 'credit'],
  ] as const)('payment type %s is a %s card', (code, kind) => {
    expect(cardKind(code)).toBe(kind);
  });

  it.each([
    [undefined, true],
    ['createFailed', true],
    ['rejected', true],
    ['cancelled', true],
    ['timedOut', true],
    ['formError', true],
    ['created', false],
    ['committing', false],
    ['authorized', false],
    ['mismatch', false],
  ] as const)('after %s another attempt is %s', (status, allowed) => {
    expect(mayTryAgain(status)).toBe(allowed);
  });
});
