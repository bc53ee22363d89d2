import type { CalculatorPanel } from '../../lib/calculators/calculator-answer';
import type { MessageKey, MessageParams } from '../../lib/messages';

interface Props {
  result: CalculatorPanel;
  kind: 'paint' | 'floor';
  skuId: string;
  cartAction: string;
  say: (key: MessageKey, params?: MessageParams) => string;
}

/** The calculator's answer and a plain add-to-cart form with that quantity, which works without JavaScript. */
export function ResultPanel({ result, kind, skuId, cartAction, say }: Props) {
  return (
    <div role="status" aria-labelledby="calculator-result-title" className="mt-4 rounded bg-brand-light p-3">
      <h3 id="calculator-result-title" className="font-semibold">
        {say('projects.calculator.result')}
      </h3>
      <ul className="mt-1 text-sm">
        {result.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 font-semibold" data-calculator-quantity={result.quantity}>
        {say('projects.calculator.buy', { quantity: result.quantityText })}
      </p>
      {kind === 'paint' && <p className="text-xs text-ink-soft">{say('calculator.paint.disclaimer')}</p>}
      {result.price ? (
        <>
          <p className="mt-1">
            {say('projects.calculator.price', {
              total: result.price.total,
              count: result.quantity,
              price: result.price.unit,
            })}
          </p>
          <form method="post" action={cartAction} className="mt-2 flex items-end gap-2">
            <input type="hidden" name="skuId" value={skuId} />
            <label className="text-sm">
              {say('productPage.quantity')}
              <input
                key={result.quantity}
                type="number"
                name="quantity"
                defaultValue={result.quantity}
                min="1"
                max="9999"
                required
                className="block w-24 rounded border border-gray-300 px-2 py-1"
              />
            </label>
            <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
              {say('projects.calculator.addToCart', { quantity: result.quantityText })}
            </button>
          </form>
        </>
      ) : (
        <p className="mt-1 text-accent">{say('projects.calculator.noPrice')}</p>
      )}
    </div>
  );
}
