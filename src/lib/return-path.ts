/**
 * A return address carried through the login form (`?next=`): only a path of the same site and
 * tenant is followed, so a crafted link cannot send a shopper who logs in to another site
 * (`//evil.test`, `/\evil.test`, `https://…`) or to another tenant's pages.
 */
export function safeReturnPath(value: unknown, tenant: string): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith(`/${tenant}/`)) return undefined;
  // Control characters and backslashes are read as slashes by some browsers.
  if (value.includes('\\') || /\p{Cc}/u.test(value)) return undefined;
  try {
    const url = new URL(value, 'http://same.site');
    // Dot segments are resolved first: `/cl/../br/` is another tenant's page.
    if (url.origin !== 'http://same.site' || !url.pathname.startsWith(`/${tenant}/`)) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The login page with the address to come back to once logged in. */
export function loginWithReturn(accountPath: string, back: string): string {
  return `${accountPath}?${new URLSearchParams({ next: back })}`;
}
