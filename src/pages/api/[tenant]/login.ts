import { loginEndpoint } from '../../../server/accounts/session-endpoints';

/** docs/accounts-and-lists.md: POST `{ kind: 'person' | 'company', email, password, taxId? }`; sets the session cookie. */
export const POST = loginEndpoint;
