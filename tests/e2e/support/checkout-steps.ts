import type { Page } from '@playwright/test';
import { deliveryOf } from '../../support/checkout-people';

/**
 * The checkout's identify, delivery and review fields as a shopper fills them in a browser, by
 * their labels in the tenant's language; the values are the HTTP tests' (tests/support/checkout-people.ts).
 */
const labels = {
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    pickupPerson: 'Quién retira en tienda',
    zipCode: 'Código postal',
    colony: 'Colonia',
    street: 'Calle',
    number: 'Número',
    terms: 'Acepto los términos y condiciones de venta',
  },
  pt: {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    phone: 'Telefone',
    pickupPerson: 'Quem retira na loja',
    zipCode: 'CEP',
    colony: 'Bairro',
    street: 'Rua',
    number: 'Número',
    terms: 'Aceito os termos e condições de venda',
  },
} as const;

const idLabels = { cl: 'RUT', br: 'CPF', mx: 'RFC (opcional)' } as const;

type Tenant = keyof typeof deliveryOf;
const languageOf = (tenant: Tenant) => (tenant === 'br' ? 'pt' : 'es');

/**
 * The recipient, who collects the pickup lines (when there are some) and the address; cl's list
 * keeps the cart's zone. `instead` types other values (a wrong phone) in some fields.
 */
export async function fillDelivery(
  page: Page,
  tenant: Tenant,
  instead: Partial<Record<'phone' | 'nationalId', string>> = {},
): Promise<void> {
  const words = labels[languageOf(tenant)];
  const person = { ...deliveryOf[tenant], ...instead };
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(words.firstName).fill(person.firstName);
  await field(words.lastName).fill(person.lastName);
  await field(words.phone).fill(person.phone);
  await field(idLabels[tenant]).fill(person.nationalId);
  if ((await field(words.pickupPerson).count()) > 0) await field(words.pickupPerson).fill(person.pickupPerson);
  if ('zipCode' in person) {
    await field(words.zipCode).fill(person.zipCode);
    await field(words.colony).fill(person.colony);
  }
  await field(words.street).fill(person.street);
  await field(words.number).fill(person.number);
}

/** Ticks the terms of sale on the review step. */
export async function acceptTerms(page: Page, tenant: Tenant): Promise<void> {
  await page.getByLabel(labels[languageOf(tenant)].terms).check();
}
