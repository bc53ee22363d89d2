import type { z } from 'astro/zod';
import type { Selectable } from 'kysely';
import { isDiscountMember, loyaltyTierSchema, type Member } from '../../lib/price/member-discount';
import type { Database, Db } from '../db';

export type UserRow = Selectable<Database['users']>;
export const customerKinds = ['person', 'company'] as const;
export type CustomerKind = (typeof customerKinds)[number];
export type LoyaltyTier = z.infer<typeof loyaltyTierSchema>;

/** A logged-in customer as the storefront sees it: no id, no password hash. */
export interface Customer {
  kind: CustomerKind;
  firstName: string;
  lastName: string;
  /** What the header greets: "Ana Pérez", or the company's name. */
  name: string;
  email: string;
  /** The company's tax id (RUT, RUC, NIT, CUIT, RFC); null for a person. */
  taxId: string | null;
  loyaltyTier: LoyaltyTier | null;
  /** docs/accounts-and-lists.md: specialists-circle segment (Gold, Black), null when not a member. */
  specialistsCircleSegment: string | null;
  /** docs/accounts-and-lists.md: pro prices are a separate tier. */
  proBuyer: boolean;
  /** docs/accounts-and-lists.md: whether the cart's exclusive discount applies (Gold and Black only). */
  exclusiveDiscount: boolean;
}

/** Emails are kept and compared lower-case: "Ana@Correo.cl" and "ana@correo.cl" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Tax ids are typed with or without dots and hyphens ("76.123.456-0", "761234560"). */
export function normaliseTaxId(taxId: string): string {
  return taxId.replace(/[\s.-]/g, '').toUpperCase();
}

const tier = (value: string | null): LoyaltyTier | null => {
  const parsed = loyaltyTierSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function memberOf(row: Pick<UserRow, 'loyalty_tier' | 'specialist_segment'>): Member {
  const loyaltyTier = tier(row.loyalty_tier);
  return {
    ...(row.specialist_segment ? { specialistsCircleSegment: row.specialist_segment } : {}),
    ...(loyaltyTier ? { loyaltyTier } : {}),
  };
}

export function toCustomer(row: UserRow): Customer {
  const kind: CustomerKind = row.kind === 'company' ? 'company' : 'person';
  return {
    kind,
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter((part) => part !== '').join(' '),
    email: row.email,
    taxId: kind === 'company' ? row.tax_id : null,
    loyaltyTier: tier(row.loyalty_tier),
    specialistsCircleSegment: row.specialist_segment,
    proBuyer: row.pro_buyer === 1,
    exclusiveDiscount: isDiscountMember(memberOf(row)),
  };
}

export function findUserByEmail(db: Db, tenant: string, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, tenant: string, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
}
