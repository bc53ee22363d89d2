import { useState } from 'react';
import { type InstalmentTenant, instalmentOptions } from '../lib/instalments';
import type { MessageKey } from '../lib/messages';
import { templateTranslator } from '../lib/messages/template-translator';
import { formatMoney } from '../lib/money';
import { Modal } from './add-to-cart/Modal';
import { useHydrated } from './cart/use-hydrated';

export const instalmentWordKeys = [
  'instalments.option.one',
  'instalments.option.other',
  'instalments.title',
  'instalments.info',
  'tools.instalments.show',
  'tools.instalments.pick',
  'tools.close',
] as const satisfies readonly MessageKey[];

interface Props {
  /** The price instalments are offered for, minor units. */
  amount: number;
  /** "Hasta 10 cuotas de $ 50,01", as the server wrote it. */
  offer: string;
  lang: 'es' | 'pt';
  words: Record<(typeof instalmentWordKeys)[number], string>;
  tenant: InstalmentTenant;
}

/**
 * The instalment offer beside a price and every choice up to it (docs/instalments.md), with the rules of
 * src/lib/instalments.ts. Without JavaScript the choices open below the offer (a disclosure);
 * with it they open in the instalments modal.
 */
export default function InstalmentsInfo({ amount, offer, lang, words, tenant }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const say = templateTranslator(lang, words);
  const options = instalmentOptions(amount, tenant);
  const choices = (
    <>
      <p className="text-sm">{say('tools.instalments.pick', { amount: formatMoney(amount, tenant) })}</p>
      <ul className="flex flex-col gap-1 text-sm" data-instalment-options>
        {options.map((option) => (
          <li key={option.count}>{say(option.message.key, option.message.params)}</li>
        ))}
      </ul>
      <p className="text-xs text-ink-soft">{say('instalments.info')}</p>
    </>
  );

  return (
    <div className="text-sm">
      <p>{offer}</p>
      {hydrated ? (
        <button type="button" className="text-brand underline" onClick={() => setOpen(true)}>
          {say('tools.instalments.show')}
        </button>
      ) : (
        <details>
          <summary className="cursor-pointer text-brand underline">{say('tools.instalments.show')}</summary>
          <div className="mt-2 flex flex-col gap-2">{choices}</div>
        </details>
      )}
      {open && (
        <Modal title={say('instalments.title')} closeLabel={say('tools.close')} onClose={() => setOpen(false)}>
          {choices}
        </Modal>
      )}
    </div>
  );
}
