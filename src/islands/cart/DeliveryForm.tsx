import { useState } from 'react';
import type { EditorLine } from './cart-view';
import LineErrorText, { lineErrorId } from './LineErrorText';
import { choiceOf, type DeliveryChoice, type LineTools } from './line-tools';
import type { LineRefusals } from './refusal';

interface Props {
  line: EditorLine;
  methods: readonly DeliveryChoice[];
  stores: readonly { id: string; name: string }[];
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/**
 * The line's delivery method and, for click and collect or buy at store, the store. Without
 * JavaScript both fields are always there; with it, the store is asked only where it is needed.
 */
export default function DeliveryForm({ line, methods, stores, tools, refusals }: Props) {
  const { say, formActions, submit, hydrated } = tools;
  const [method, setMethod] = useState(choiceOf(methods, line.delivery.method)?.value ?? line.delivery.method);
  const needsStore = choiceOf(methods, method)?.needsStore ?? true;
  const methodId = `delivery-${line.lineId}`;
  const storeId = `store-${line.lineId}`;
  const described = refusals?.delivery !== undefined ? lineErrorId(line.lineId, 'delivery') : undefined;
  return (
    <>
      <form
        method="post"
        action={formActions.delivery}
        onSubmit={submit('delivery', line.lineId)}
        className="flex flex-wrap items-end gap-2 pt-2"
      >
        <input type="hidden" name="lineId" value={line.lineId} />
        <label htmlFor={methodId} className="flex flex-col">
          <span>{say('site.cart.delivery')}</span>
          <select
            id={methodId}
            name="method"
            aria-describedby={described}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value)}
            className="rounded border border-gray-300 px-2 py-1"
          >
            {methods.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={storeId} className="flex flex-col">
          <span>{say('site.cart.store')}</span>
          <select
            id={storeId}
            name="storeId"
            aria-describedby={described}
            defaultValue={line.delivery.store?.id ?? ''}
            disabled={hydrated && !needsStore}
            className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50"
          >
            <option value="">{say('site.cart.noStore')}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded border border-brand px-3 py-1 text-brand">
          {say('site.cart.changeDelivery')}
        </button>
      </form>
      <LineErrorText lineId={line.lineId} change="delivery" refusals={refusals} />
    </>
  );
}
