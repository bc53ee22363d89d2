import type { AddedLine } from './add';
import { Modal } from './Modal';
import { type ProductAddWords, sayer } from './words';

/** A product the page already recommends (related, similar), shown after an add. */
export interface Recommendation {
  name: string;
  url: string;
  image: string | null;
  priceText: string | null;
}

export interface AddedDialogProps {
  words: ProductAddWords;
  line: AddedLine | null;
  recommendations: Recommendation[];
  cartHref: string;
  onClose: () => void;
}

/** The add-to-cart modal: the line as the cart now holds it, a few recommendations, and the way to the cart. */
export function AddedDialog({ words, line, recommendations, cartHref, onClose }: AddedDialogProps) {
  const say = sayer(words);
  return (
    <Modal title={say('addToCart.added.title')} closeLabel={say('addToCart.close')} onClose={onClose} wide>
      {line && (
        <div className="flex items-center gap-3" data-added-line>
          {line.image && <img src={line.image} alt="" width="64" height="64" className="h-16 w-16 object-contain" />}
          <div className="flex flex-col text-sm">
            <strong>{line.name}</strong>
            <span>{say('addToCart.added.quantity', { quantity: line.quantity })}</span>
            <span className="font-semibold">{line.lineTotal.text}</span>
          </div>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
          {say('addToCart.added.continue')}
        </button>
        <a href={cartHref} data-autofocus className="rounded bg-brand px-4 py-2 font-semibold text-white">
          {say('addToCart.added.goToCart')}
        </a>
      </div>
      {recommendations.length > 0 && (
        <section aria-label={say('addToCart.added.recommendations')}>
          <h3 className="text-sm font-semibold">{say('addToCart.added.recommendations')}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {recommendations.map((item) => (
              <li key={item.url} className="text-xs">
                <a href={item.url} className="flex flex-col gap-1 hover:underline">
                  {item.image && (
                    <img
                      src={item.image}
                      alt=""
                      width="96"
                      height="96"
                      loading="lazy"
                      className="aspect-square w-full object-contain"
                    />
                  )}
                  <span>{item.name}</span>
                  {item.priceText && <strong>{item.priceText}</strong>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
