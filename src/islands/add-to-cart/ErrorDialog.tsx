import { useId } from 'react';
import { Modal } from './Modal';
import { type AddToCartWords, sayer } from './words';

export interface ErrorDialogProps {
  words: AddToCartWords;
  /** The server's message (docs/cart-rules.md "Add to cart failure"), or the catalogue's when the network failed. */
  message: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The add-to-cart error modal of docs/cart-rules.md: what went wrong and a retry that sends the same form again. */
export function ErrorDialog({ words, message, onRetry, onClose }: ErrorDialogProps) {
  const say = sayer(words);
  const messageId = useId();
  return (
    <Modal
      title={say('addToCart.error.title')}
      closeLabel={say('addToCart.close')}
      onClose={onClose}
      describedBy={messageId}
    >
      <p id={messageId}>{message}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
          {say('addToCart.close')}
        </button>
        <button
          type="button"
          data-autofocus
          onClick={onRetry}
          className="rounded bg-brand px-4 py-2 font-semibold text-white"
        >
          {say('errors.action.retry')}
        </button>
      </div>
    </Modal>
  );
}
