/**
 * The page that chooses the zone without JavaScript (/{tenant}/location/), and the page the
 * shopper came from, carried in `back` so that they can return to it. Only a path of the same
 * tenant is ever followed back: never another site, never another tenant.
 */
export const backParam = 'back';

const maxBackLength = 300;

const hasControlCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

export function safeBack(tenant: string, value: string | null | undefined): string | undefined {
  if (!value || value.length > maxBackLength) return undefined;
  if (!value.startsWith(`/${tenant}/`) && value !== `/${tenant}`) return undefined;
  // "//host" and "/\host" are other sites to a browser; control characters have no place in a path
  if (/^\/[/\\]/.test(value) || value.includes('\\') || hasControlCharacter(value)) return undefined;
  return value;
}

export function locationPageUrl(tenant: string, back?: string): string {
  const page = `/${tenant}/location/`;
  const from = safeBack(tenant, back);
  return from && !from.startsWith(page) ? `${page}?${backParam}=${encodeURIComponent(from)}` : page;
}
