import type { CartChange } from './cart-view';
import type { LineRefusals } from './refusal';

interface Props {
  lineId: string;
  change: CartChange;
  refusals: LineRefusals | undefined;
}

/** The id of the message a refused change shows beside its form (for aria-describedby). */
export const lineErrorId = (lineId: string, change: CartChange) => `cart-error-${change}-${lineId}`;

/** The server's refusal of a line's change, beside the form that made it, read out at once. */
export default function LineErrorText({ lineId, change, refusals }: Props) {
  const message = refusals?.[change];
  if (message === undefined) return null;
  return (
    <p id={lineErrorId(lineId, change)} role="alert" className="font-semibold text-red-700" data-line-error>
      {message}
    </p>
  );
}
