import { z } from 'astro/zod';

/**
 * Pix's rules that need no network, in the shapes of the Brazilian Central Bank's API Pix v2
 * (github.com/bacen/pix-api, openapi.yaml): an order's charge (cobrança imediata) is named by a
 * txid made from the order, amounts travel as reais with two decimals, and a charge pays an order
 * only when the PSP itself says it was concluded for the order's amount.
 */

/** API Pix: a cob's txid is 26 to 35 letters and digits, chosen by the receiver. */
export const pixTxidSchema = z.string().regex(/^[a-zA-Z0-9]{26,35}$/);

const txidLength = 26;
const separator = 'PEDIDO';

/**
 * The txid of an order's charge: its tenant, PEDIDO and its number, zero-padded to 26 characters
 * (BRPEDIDO000000000482915304). The same order always names the same charge, so a creation
 * retried after a lost answer finds the charge made the first time instead of making another;
 * the tenant in it tells br's charges from obra's when both share the PSP account and its webhook.
 */
export function pixTxid(tenant: string, orderNumber: number): string {
  const head = `${tenant.toUpperCase()}${separator}`;
  return `${head}${String(orderNumber).padStart(txidLength - head.length, '0')}`;
}

/** The order a txid names; undefined for one this shop did not make. */
export function orderOfTxid(txid: string): { tenant: string; number: number } | undefined {
  const match = /^([A-Z]{2,4}?)PEDIDO(\d+)$/.exec(txid);
  if (!match?.[1] || !match[2] || txid.length !== txidLength) return undefined;
  return { tenant: match[1].toLowerCase(), number: Number(match[2]) };
}

/** API Pix amounts: reais with two decimals ("1234.50"); this shop counts centavos. */
const amountPattern = /^(\d{1,10})\.(\d{2})$/;
export const pixAmountSchema = z.string().regex(amountPattern);

export function pixAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function minorOfPixAmount(amount: string): number | undefined {
  const match = amountPattern.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : undefined;
}

/**
 * What a charge, as the PSP answers GET /v2/cob/{txid}, means for the order it was made for:
 * - `received`: CONCLUIDA, asked for the order's amount and paid exactly that under its txid;
 * - `mismatch`: concluded, but for another amount or txid (the money goes back to the payer);
 * - `waiting`: still ATIVA, nothing paid (a webhook that says otherwise was not the PSP's);
 * - `removed`: withdrawn by the receiver or the PSP, or expired there, unpaid.
 */
export type PixVerdict = 'received' | 'mismatch' | 'waiting' | 'removed';

export interface PixCob {
  txid: string;
  status: string;
  valor: { original: string };
  pix?: { endToEndId: string; txid?: string | undefined; valor: string }[] | undefined;
}

export function judgeCob(cob: PixCob, order: { txid: string; amount: number }): PixVerdict {
  if (cob.status === 'ATIVA') return 'waiting';
  if (cob.status !== 'CONCLUIDA') return 'removed';
  const received = cob.pix ?? [];
  if (received.length === 0) return 'waiting';
  const paid = received.reduce((sum, pix) => sum + (minorOfPixAmount(pix.valor) ?? Number.NaN), 0);
  const ours = cob.txid === order.txid && received.every((pix) => pix.txid === undefined || pix.txid === order.txid);
  return ours && minorOfPixAmount(cob.valor.original) === order.amount && paid === order.amount
    ? 'received'
    : 'mismatch';
}

/**
 * Where an order's charge stands (payments.status, provider pix): being created at the PSP, or
 * that failed; `active`, waiting for the shopper's Pix; `settling` while one webhook asks the PSP
 * (two deliveries at once settle once); then what the PSP said.
 */
export const pixChargeStatuses = [
  'creating',
  'createFailed',
  'active',
  'settling',
  'received',
  'mismatch',
  'removed',
] as const;
export type PixChargeStatus = (typeof pixChargeStatuses)[number];
export const pixChargeStatusSchema = z.enum(pixChargeStatuses);

/** The devolução's id for a Pix received: one per Pix, so asking twice returns it once. */
export function devolucaoId(endToEndId: string): string {
  return `D${endToEndId}`.slice(0, 35);
}
