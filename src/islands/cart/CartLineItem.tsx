import type { EditorLine } from './cart-view';
import DeliveryForm from './DeliveryForm';
import LineActions from './LineActions';
import LineServices from './LineServices';
import type { DeliveryChoice, LineTools } from './line-tools';
import type { LineRefusals } from './refusal';

interface Props {
  line: EditorLine;
  methods: readonly DeliveryChoice[];
  stores: readonly { id: string; name: string }[];
  tools: LineTools;
  /** The server's refusals of this line's changes. */
  refusals: LineRefusals | undefined;
  pending: boolean;
}

/** One line of the cart: the product, its price and stock, services, delivery, quantity and removal. */
export default function CartLineItem({ line, methods, stores, tools, refusals, pending }: Props) {
  const { say } = tools;
  const name = line.name ?? say('site.cart.unknownProduct');
  const showsRegular =
    line.regularUnitPrice !== null && line.unitPrice !== null && line.regularUnitPrice.amount > line.unitPrice.amount;
  return (
    <li
      className={`grid gap-3 border-b border-gray-200 py-4 sm:grid-cols-[96px_1fr_auto]${pending ? ' opacity-60' : ''}`}
      aria-label={name}
      aria-busy={pending || undefined}
    >
      {line.image ? (
        <img src={line.image} alt="" width="96" height="96" loading="lazy" className="rounded border border-gray-100" />
      ) : (
        <div className="h-24 w-24 rounded bg-gray-100" aria-hidden="true" />
      )}
      <div className="space-y-1 text-sm">
        <h3 className="text-base font-semibold">
          {line.url ? (
            <a href={line.url} className="hover:underline">
              {name}
            </a>
          ) : (
            name
          )}
        </h3>
        {line.brand && <p className="text-ink-soft">{line.brand}</p>}
        <p className="text-ink-soft">{say('site.cart.sku', { skuId: line.skuId })}</p>
        {line.variant.color && <p>{say('site.cart.color', { color: line.variant.color })}</p>}
        {line.variant.size && <p>{say('size', { size: line.variant.size })}</p>}
        <p>
          {`${say('site.cart.unitPrice')}: `}
          <strong>{line.unitPrice?.text ?? say('site.cart.unitPriceMissing')}</strong>
          {showsRegular && <s className="ml-1 text-ink-soft">{line.regularUnitPrice?.text}</s>}
        </p>
        <p className="text-ink-soft">
          {line.stock.lowStock ? `${line.stock.message} · ${line.stock.lowStock}` : line.stock.message}
        </p>
        {line.frozen && <p className="text-accent">{line.frozen.message}</p>}
        {line.problems.map((problem) => (
          <p key={problem.code} role="alert" className="text-red-700">
            {problem.message}
          </p>
        ))}
        <LineServices line={line} name={name} tools={tools} refusals={refusals} />
        <DeliveryForm
          key={`${line.delivery.method}|${line.delivery.store?.id ?? ''}`}
          line={line}
          methods={methods}
          stores={stores}
          tools={tools}
          refusals={refusals}
        />
      </div>
      <LineActions line={line} name={name} tools={tools} refusals={refusals} />
    </li>
  );
}
