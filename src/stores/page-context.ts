/**
 * What every island knows about the page it runs in, read from the <html> element the layout
 * writes (data-tenant): the tenant decides the API prefix and the cookies' names.
 */
export function pageTenant(): string {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.tenant;
  return value && /^[a-z]{2,8}$/.test(value) ? value : 'cl';
}

/** A cookie's value as the browser has it (URI-decoded, as Astro encodes values), or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}
