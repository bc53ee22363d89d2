import { describe, expect, it } from 'vitest';
import {
  judgeCob,
  minorOfPixAmount,
  orderOfTxid,
  type PixChargeStatus,
  type PixCob,
  pixAmount,
  pixTxid,
  pixTxidSchema,
} from './pix';
import { pixNotice } from './pix-notice';

describe('an order’s txid', () => {
  it.each([
    ['br', 10_000_001, 'BRPEDIDO000000000010000001'],
    ['obra', 10_000_001, 'OBRAPEDIDO0000000010000001'],
    ['br', 999_999_999_999, 'BRPEDIDO000000999999999999'],
  ])('%s %i is %s: API Pix’s 26 to 35 letters and digits, read back to its order', (tenant, number, txid) => {
    expect(pixTxid(tenant, number)).toBe(txid);
    expect(pixTxidSchema.safeParse(txid).success).toBe(true);
    expect(orderOfTxid(txid)).toEqual({ tenant, number });
  });

  it.each([
    'BRPEDIDO00000000001000000',
    'BRPEDIDO0000000000100000011',
    'br-pedido-000000000010000001',
    '7978c0c97ea847e78e8849634473c1f1',
  ])('%s names no order of this shop', (txid) => {
    expect(orderOfTxid(txid)).toBeUndefined();
  });
});

describe('amounts as API Pix writes them', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12_345, '123.45'],
    [1_000_000, '10000.00'],
  ])('%i centavos are "%s" and back', (minor, text) => {
    expect(pixAmount(minor)).toBe(text);
    expect(minorOfPixAmount(text)).toBe(minor);
  });

  it.each(['123.4', '123', '-1.00', '1,00', ' 1.00'])('"%s" is no amount', (text) => {
    expect(minorOfPixAmount(text)).toBeUndefined();
  });
});

describe('judgeCob', () => {
  const txid = 'BRPEDIDO000000000010000001';
  const order = { txid, amount: 12_345 };
  const pix = (valor: string, paidTxid = txid) => ({
    endToEndId: 'E12345678202009091221abcdef12345',
    txid: paidTxid,
    valor,
  });
  const cob = (status: string, received: PixCob['pix'] = [], original = '123.45'): PixCob => ({
    txid,
    status,
    valor: { original },
    pix: received,
  });

  it.each([
    ['concluded for the order’s amount', cob('CONCLUIDA', [pix('123.45')]), 'received'],
    ['still active, whatever a webhook said', cob('ATIVA'), 'waiting'],
    ['concluded with no Pix listed yet', cob('CONCLUIDA'), 'waiting'],
    ['withdrawn by the receiver', cob('REMOVIDA_PELO_USUARIO_RECEBEDOR'), 'removed'],
    ['withdrawn by the PSP', cob('REMOVIDA_PELO_PSP'), 'removed'],
    ['paid for less', cob('CONCLUIDA', [pix('100.00')]), 'mismatch'],
    ['asked for another amount', cob('CONCLUIDA', [pix('123.45')], '100.00'), 'mismatch'],
    ['paid under another txid', cob('CONCLUIDA', [pix('123.45', 'OBRAPEDIDO0000000010000001')]), 'mismatch'],
    ['paid twice', cob('CONCLUIDA', [pix('123.45'), pix('123.45')]), 'mismatch'],
  ])('a charge %s is %s', (_, answer, verdict) => {
    expect(judgeCob(answer, order)).toBe(verdict);
  });
});

describe('pixNotice', () => {
  const charge = (status: PixChargeStatus) => ({ status, refundStatus: null });

  it('shows the code only while the order waits and its charge is open', () => {
    expect(pixNotice('pendingPayment', charge('active'))).toBe('pay');
    expect(pixNotice('pendingPayment', charge('createFailed'))).toBe('unavailable');
    expect(pixNotice('pendingPayment', charge('settling'))).toBe('confirming');
    expect(pixNotice('expired', charge('active'))).toBeNull();
    expect(pixNotice('paid', charge('received'))).toBe('paid');
  });

  it('says what became of a Pix given back', () => {
    expect(pixNotice('cancelled', { status: 'received', refundStatus: 'refunded' })).toBe('refunded');
    expect(pixNotice('expired', { status: 'received', refundStatus: 'refundFailed' })).toBe('refundPending');
    expect(pixNotice('pendingPayment', { status: 'mismatch', refundStatus: 'refunded' })).toBe('mismatch');
  });
});
