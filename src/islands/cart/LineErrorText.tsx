import type { CartChange } from './cart-view';
import type { LineError } from './use-cart-editing';

interface Props {
  lineId: string;
  change: CartChange;
  error: LineError | undefined;
}

/** The id of the message a refused change shows beside its form (for aria-describedby). */
export const lineErrorId = (lineId: string, change: CartChange) => `cart-error-${change}-${lineId}`;

/** The server's refusal of a line's change, beside the form that made it, read out at once. */
export default function LineErrorText({ lineId, change, error }: Props) {
  if (error?.change !== change) return null;
  return (
    <p id={lineErrorId(lineId, change)} role="alert" className="font-semibold text-red-700" data-line-error>
      {error.message}
    </p>
  );
}
