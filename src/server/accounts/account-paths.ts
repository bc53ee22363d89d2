import type { Tenant } from '../../tenants/schema';

/** Where the account's pages and their plain HTML forms (account-forms.ts) are. */
export function accountPaths(tenant: Pick<Tenant, 'tenant'>) {
  const account = `/${tenant.tenant}/account/`;
  const reset = `${account}password-reset/`;
  return {
    account,
    addresses: `${account}addresses/`,
    logout: `${account}logout`,
    reset,
    resetRequest: `${reset}request`,
    resetConfirm: `${reset}confirm`,
  };
}
