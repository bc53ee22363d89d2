import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import * as z from 'zod/mini';
import { apiPath, call, type ShopperError } from '../../stores/client';
import { pageTenant } from '../../stores/page-context';
import { $session } from '../../stores/session';
import type { WayProps } from './ways';

/** What GET /api/{tenant}/addresses answers (src/pages/api/[tenant]/addresses.ts). */
const addressesSchema = z.object({
  addresses: z.array(
    z.object({ id: z.string(), label: z.string(), street: z.string(), zoneId: z.string(), zoneLabel: z.string() }),
  ),
});
type Address = z.infer<typeof addressesSchema>['addresses'][number];

/** docs/zones-and-price-groups.md saved address: a logged-in customer picks one of their addresses, and its zone is saved. */
export function SavedAddressWay(props: WayProps) {
  const { status } = useStore($session);
  return status === 'customer' ? <AddressList {...props} /> : null;
}

function AddressList({ say, busy, choose, report }: WayProps) {
  const [addresses, setAddresses] = useState<Address[] | undefined>(undefined);
  const [chosen, setChosen] = useState('');
  const name = useId();
  const loadProblem = say('addresses.way.error');

  useEffect(() => {
    let live = true;
    call(apiPath('addresses'), addressesSchema, { fallbackMessage: loadProblem })
      .then((answer) => live && setAddresses(answer.addresses))
      .catch((error: ShopperError) => live && report(error.message));
    return () => {
      live = false;
    };
  }, [loadProblem, report]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const address = addresses?.find((entry) => entry.id === chosen);
    if (address) choose({ zoneId: address.zoneId }, say('locationModal.error.api'));
  };

  if (!addresses) return <p className="text-sm text-ink-soft">{say('locationModal.loading')}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{say('addresses.way.title')}</legend>
        {addresses.length === 0 && <p className="text-sm text-ink-soft">{say('addresses.way.none')}</p>}
        {addresses.map((address) => (
          <label key={address.id} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={chosen === address.id}
              onChange={() => {
                setChosen(address.id);
                report(undefined);
              }}
              className="mt-1"
            />
            {say('addresses.way.option', { label: address.label, street: address.street, zone: address.zoneLabel })}
          </label>
        ))}
        {addresses.length > 0 && (
          <button
            type="submit"
            disabled={busy || !chosen}
            className="self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {say('productOptions.location.save')}
          </button>
        )}
      </fieldset>
      {/* where addresses are added and changed (the account's address book, src/pages/[tenant]/account/addresses) */}
      <a href={`/${pageTenant()}/account/addresses/`} className="mt-2 inline-block text-sm text-brand underline">
        {say('addressBook.manage')}
      </a>
    </form>
  );
}
