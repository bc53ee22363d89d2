import { addressPartsSchema, addressPlaceSchema, type DeliveryAddress } from '../../lib/checkout/delivery-address';
import { companySchema, recipientSchema } from '../../lib/identity/recipient-schema';
import { emailSchema } from '../../lib/validation/account';
import { type FieldError, toFieldErrors } from '../../lib/validation/issues';
import type { Tenant } from '../../tenants/schema';
import type { SavedAddress } from '../accounts/addresses';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { foldName } from '../location/postal-codes';
import { locateZip } from '../location/zip-lookup';
import { zonesOf } from '../location/zones';
import type { Buyer, StoredRecipient } from './checkout-details';
import type { DeliveryForm, IdentifyForm } from './checkout-inputs';

/**
 * The identify and delivery steps' forms read against the tenant's country: each answers what
 * the checkout stores, or every field's message at once (a shopper fixes a form in one go).
 */

type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const fieldError = (field: string, key: FieldError['key'], params: FieldError['params'] = {}): FieldError => ({
  field,
  key,
  params,
});

/** A lookup's refusal (a postal code unknown or not served) as the field's message. */
function errorsOfLookup(error: unknown, field: string): FieldError[] {
  if (!(error instanceof ApiError)) throw error;
  return error.details.map((detail) => fieldError(field, detail.key, detail.params ?? {}));
}

export function readIdentify(
  tenant: Tenant,
  form: IdentifyForm,
  needsEmail: boolean,
): Read<{ email: string | null; buyer: Buyer }> {
  const errors: FieldError[] = [];
  let email: string | null = null;
  if (needsEmail) {
    const parsed = emailSchema.safeParse(form.email);
    if (parsed.success) email = parsed.data;
    else errors.push(...toFieldErrors(parsed.error).map((error) => ({ ...error, field: 'email' })));
  }
  let buyer: Buyer = { kind: 'person' };
  if (form.buyerKind === 'company') {
    const parsed = companySchema(tenant.tenant).safeParse(form);
    if (parsed.success) buyer = { kind: 'company', ...parsed.data };
    else errors.push(...toFieldErrors(parsed.error));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { email, buyer } };
}

/** Where a typed address lies: the zone chosen from the list, or its postal code's colony. */
async function placeOf(
  handle: DatabaseHandle,
  tenant: Tenant,
  form: DeliveryForm,
): Promise<Read<Pick<DeliveryAddress, 'zoneId' | 'zoneLabel' | 'zipCode' | 'colony'>>> {
  if (!tenant.flags.isZipCodeAvailable) {
    const parsed = addressPlaceSchema.zone.safeParse(form);
    if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error) };
    const zone = (await zonesOf(handle, tenant.tenant)).get(parsed.data.zoneId);
    if (!zone) return { ok: false, errors: [fieldError('zoneId', 'validation.deliveryAddress.zoneUnknown')] };
    if (!zone.served) {
      return {
        ok: false,
        errors: [fieldError('zoneId', 'validation.deliveryAddress.zoneNotServed', { zone: zone.label })],
      };
    }
    return { ok: true, value: { zoneId: zone.id, zoneLabel: zone.label } };
  }
  const parsed = addressPlaceSchema.postal.safeParse(form);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error) };
  let located: Awaited<ReturnType<typeof locateZip>>;
  try {
    located = await locateZip(handle, tenant, parsed.data.zipCode);
  } catch (error) {
    return { ok: false, errors: errorsOfLookup(error, 'zipCode') };
  }
  const wanted = foldName(parsed.data.colony);
  for (const { zone, colonies } of located.zones) {
    const colony = colonies.find((candidate) => foldName(candidate) === wanted);
    if (colony === undefined) continue;
    if (!zone.served) {
      return {
        ok: false,
        errors: [fieldError('colony', 'validation.deliveryAddress.zoneNotServed', { zone: zone.label })],
      };
    }
    return { ok: true, value: { zoneId: zone.id, zoneLabel: zone.label, zipCode: located.zipCode, colony } };
  }
  const params = { colony: parsed.data.colony, zipCode: located.zipCode };
  return { ok: false, errors: [fieldError('colony', 'validation.deliveryAddress.colonyUnknown', params)] };
}

export interface DeliveryChoice {
  recipient: StoredRecipient;
  pickupPerson: string | null;
  address: DeliveryAddress | null;
  addressId: string | null;
  /** A customer's new address goes to their address book. */
  saveAddress: boolean;
}

async function addressOf(
  handle: DatabaseHandle,
  tenant: Tenant,
  form: DeliveryForm,
  saved: readonly SavedAddress[],
): Promise<Read<{ address: DeliveryAddress; addressId: string | null }>> {
  if (form.addressId !== '') {
    const chosen = saved.find((address) => address.id === form.addressId);
    if (!chosen) return { ok: false, errors: [fieldError('addressId', 'checkout.error.addressMissing')] };
    // a saved address keeps its street on one line, number included
    const address = { street: chosen.street, number: '', zoneId: chosen.zoneId, zoneLabel: chosen.zoneLabel };
    return { ok: true, value: { address, addressId: chosen.id } };
  }
  const parts = addressPartsSchema.safeParse(form);
  const place = await placeOf(handle, tenant, form);
  const errors = [...(parts.success ? [] : toFieldErrors(parts.error)), ...(place.ok ? [] : place.errors)];
  if (!parts.success || !place.ok) return { ok: false, errors };
  return { ok: true, value: { address: { ...parts.data, ...place.value }, addressId: null } };
}

export async function readDelivery(
  handle: DatabaseHandle,
  tenant: Tenant,
  form: DeliveryForm,
  needs: { home: boolean; pickup: boolean; saved: readonly SavedAddress[] },
): Promise<Read<DeliveryChoice>> {
  const errors: FieldError[] = [];
  const recipient = recipientSchema(tenant.tenant).safeParse(form);
  if (!recipient.success) errors.push(...toFieldErrors(recipient.error));
  const pickupPerson = form.pickupPerson.trim().replace(/\s+/g, ' ');
  if (needs.pickup && pickupPerson === '') errors.push(fieldError('pickupPerson', 'validation.pickupPerson.required'));
  if (needs.pickup && pickupPerson.length > 120)
    errors.push(fieldError('pickupPerson', 'validation.pickupPerson.tooLong'));
  const address = needs.home ? await addressOf(handle, tenant, form, needs.saved) : undefined;
  if (address && !address.ok) errors.push(...address.errors);
  if (!recipient.success || errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      recipient: recipient.data,
      pickupPerson: needs.pickup ? pickupPerson : null,
      address: address?.ok ? address.value.address : null,
      addressId: address?.ok ? address.value.addressId : null,
      saveAddress: form.saveAddress === 'on' && address?.ok === true && address.value.addressId === null,
    },
  };
}
