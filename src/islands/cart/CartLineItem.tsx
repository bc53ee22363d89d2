import type { EditorLine } from './cart-view';
import DeliveryOptions from './DeliveryOptions';
import LineActions from './LineActions';
import LineServices from './LineServices';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';
import { lineRowId } from './use-removals';

interface Props {
  line: EditorLine;
  tools: LineTools;
  /** The server's refusals of this line's changes. */
  refusals: LineRefusals | undefined;
  pending: boolean;
}

/** One line of the cart: the product, its price and stock, quantity and removal, delivery and services. */
export default function CartLineItem({ line, tools, refusals, pending }: Props) {
  const { say } = tools;
  const name = line.name ?? say('site.cart.unknownProduct');
  const showsRegular =
    line.regularUnitPrice !== null && line.unitPrice !== null && line.regularUnitPrice.amount > line.unitPrice.amount;
  return (
    <li
      id={lineRowId(line.lineId)}
      tabIndex={-1}
      className="border-b border-gray-200 py-4"
      aria-label={name}
      aria-busy={pending || undefined}
    >
      <div className="grid grid-cols-[64px_1fr] gap-3 sm:grid-cols-[96px_1fr_auto]">
        {line.image ? (
          <img
            src={line.image}
            alt=""
            width="96"
            height="96"
            loading="lazy"
            className="rounded border border-gray-100"
          />
        ) : (
          <div className="h-16 w-16 rounded bg-gray-100 sm:h-24 sm:w-24" aria-hidden="true" />
        )}
        <div className="min-w-0 space-y-1 text-sm">
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
        </div>
        <div className={`col-span-2 sm:col-span-1${pending ? ' opacity-60' : ''}`}>
          <LineActions line={line} name={name} tools={tools} refusals={refusals} />
        </div>
      </div>
      <div className="mt-3 grid gap-4 text-sm md:grid-cols-2">
        <DeliveryOptions line={line} name={name} tools={tools} refusals={refusals} />
        <LineServices line={line} name={name} tools={tools} refusals={refusals} />
      </div>
    </li>
  );
}
