/** The parts of a tenant's separator that write a quantity (a tenant's `separator` fits). */
export interface QuantitySeparators {
  decimal: string;
  thousand: string;
}

/**
 * Writes a quantity (m², litres) for a shopper: at most `maxDecimals` decimals, trailing
 * zeros dropped, the tenant's separators: 1234.5 → "1.234,5" in Chile, "1,234.5" in Mexico.
 */
export function formatQuantity(value: number, separators: QuantitySeparators, maxDecimals = 2): string {
  const factor = 10 ** maxDecimals;
  // toPrecision drops float noise first, so 1.005 m² (1.00499999…) still rounds up to 1.01.
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(12)));
  const whole = String(Math.floor(scaled / factor)).replace(/\B(?=(\d{3})+(?!\d))/g, separators.thousand);
  const fraction = String(scaled % factor)
    .padStart(maxDecimals, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${whole}${fraction ? separators.decimal + fraction : ''}`;
}
