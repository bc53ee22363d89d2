import { socialLoginEndpoint } from '../../../server/accounts/reset-endpoints';

/** spec §6, §7: POST starts a social login (scope public_profile and email) where allowed and configured. */
export const POST = socialLoginEndpoint;
