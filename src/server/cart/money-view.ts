import { formatMoney, type MoneyFormat } from '../../lib/money';

/** An amount in minor units beside the text a shopper reads ("$ 12.990", "R$ 89,90"). */
export interface MoneyView {
  amount: number;
  text: string;
}

export function moneyView(amount: number, tenant: MoneyFormat): MoneyView {
  return { amount, text: formatMoney(amount, tenant) };
}
