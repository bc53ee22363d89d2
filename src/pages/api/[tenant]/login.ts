import { loginEndpoint } from '../../../server/accounts/session-endpoints';

/** spec §6, §7: POST `{ kind: 'person' | 'company', email, password, taxId? }`; sets the session cookie. */
export const POST = loginEndpoint;
