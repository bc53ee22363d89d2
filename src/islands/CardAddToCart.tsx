import { type ComponentType, lazy, type ReactNode, Suspense, useCallback } from 'react';
import { showToast } from '../stores/toasts';
import type { ErrorDialogProps } from './add-to-cart/ErrorDialog';
import { loadDialogs, useAddToCart } from './add-to-cart/use-add-to-cart';
import { type CardAddWords, sayer } from './add-to-cart/words';

const ErrorDialog = lazy<ComponentType<ErrorDialogProps>>(() =>
  loadDialogs().then((module) => ({ default: module.ErrorDialog })),
);

interface Props {
  words: CardAddWords;
  /** The product's name, for the toast that confirms the add. */
  name: string;
  /** The card's server-rendered form (one unit, home delivery, posting the cart.add action). */
  children: ReactNode;
}

/**
 * A listing card's add to cart with JavaScript: no page load, the header's count follows and a
 * toast confirms; a refusal (no stock left) shows on the card, any other failure in the error
 * modal with retry.
 */
export default function CardAddToCart({ words, name, children }: Props) {
  const say = sayer(words);
  const onAdded = useCallback(() => showToast('success', say('addToCart.added.toast', { name })), [say, name]);
  const add = useAddToCart({ fallbackMessage: words['errors.addToCart'], onAdded });
  return (
    <div ref={add.wrapper} data-add-to-cart data-takes-submit>
      {children}
      {add.inPlace && (
        <p id={add.messageId} role="alert" className="mt-1 text-xs font-semibold text-accent">
          {add.inPlace}
        </p>
      )}
      {add.failed && (
        <Suspense fallback={null}>
          <ErrorDialog words={words} message={add.failed} onRetry={add.retry} onClose={add.dismissFailure} />
        </Suspense>
      )}
    </div>
  );
}
