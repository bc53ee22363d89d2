/**
 * docs/accounts-and-lists.md "Email: local part, @, dotted domain", as a form checks it while the shopper types,
 * before anything is sent. The server's zod check (`emailSchema`) stays the authority.
 */
export type EmailShape = 'ok' | 'missing' | 'invalid';

const shape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailShape(value: string): EmailShape {
  const email = value.trim();
  if (email === '') return 'missing';
  // RFC 5321: an address longer than 254 characters cannot receive mail
  return email.length <= 254 && shape.test(email) ? 'ok' : 'invalid';
}
