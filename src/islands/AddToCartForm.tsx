import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { AddedDialogProps, Recommendation } from './add-to-cart/AddedDialog';
import type { AddedLine } from './add-to-cart/add';
import type { ErrorDialogProps } from './add-to-cart/ErrorDialog';
import type { ServicesDialogProps } from './add-to-cart/ServicesDialog';
import { loadDialogs, useAddToCart } from './add-to-cart/use-add-to-cart';
import type { ProductAddWords } from './add-to-cart/words';

const AddedDialog = lazy<ComponentType<AddedDialogProps>>(() =>
  loadDialogs().then((module) => ({ default: module.AddedDialog })),
);
const ServicesDialog = lazy<ComponentType<ServicesDialogProps>>(() =>
  loadDialogs().then((module) => ({ default: module.ServicesDialog })),
);
const ErrorDialog = lazy<ComponentType<ErrorDialogProps>>(() =>
  loadDialogs().then((module) => ({ default: module.ErrorDialog })),
);

interface Props {
  words: ProductAddWords;
  cartHref: string;
  /** Up to four of the products the page recommends, for the add-to-cart modal. */
  recommendations: Recommendation[];
  /** The server-rendered form (posting the cart.add action), whole without JavaScript. */
  children: ReactNode;
}

type Shown = { modal: 'none' } | { modal: 'services' | 'added'; line: AddedLine | null };

/**
 * The product page's add to cart with JavaScript: the page's own form is sent without a page load,
 * the header's count follows, and a modal shows the added line with recommendations, after
 * offering the product's services and extended warranties. "Buy now" (a submit button marked
 * `data-buy-now`) goes on to the cart, as the form does without JavaScript.
 */
export default function AddToCartForm({ words, cartHref, recommendations, children }: Props) {
  const [shown, setShown] = useState<Shown>({ modal: 'none' });
  const onAdded = useCallback(
    (line: AddedLine | null, submitter: HTMLElement | null) => {
      if (submitter?.hasAttribute('data-buy-now')) {
        window.location.assign(cartHref);
        return;
      }
      const offers = line?.availableServices.some((service) => !service.selected) ?? false;
      setShown({ modal: offers ? 'services' : 'added', line });
    },
    [cartHref],
  );
  const add = useAddToCart({ fallbackMessage: words['errors.addToCart'], onAdded });
  const close = useCallback(() => setShown({ modal: 'none' }), []);

  return (
    <div ref={add.wrapper} data-add-to-cart data-takes-submit>
      {children}
      {add.inPlace && (
        <p id={add.messageId} role="alert" className="mt-2 text-sm font-semibold text-accent">
          {add.inPlace}
        </p>
      )}
      <Suspense fallback={null}>
        {shown.modal === 'services' && shown.line && (
          <ServicesDialog
            words={words}
            line={shown.line}
            onDone={() => setShown({ modal: 'added', line: shown.line })}
          />
        )}
        {shown.modal === 'added' && (
          <AddedDialog
            words={words}
            line={shown.line}
            recommendations={recommendations}
            cartHref={cartHref}
            onClose={close}
          />
        )}
        {add.failed && (
          <ErrorDialog words={words} message={add.failed} onRetry={add.retry} onClose={add.dismissFailure} />
        )}
      </Suspense>
    </div>
  );
}
