import type { CurrentUser, RedeemLinkRequest } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';
import { oneTimeLinkUrl } from './get-one-time-link';

/** Uses the link (setup, invite or reset): signs this browser in and answers who is signed in. */
export function redeemOneTimeLink(token: string, request: RedeemLinkRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>(oneTimeLinkUrl(token), { method: 'POST', body: request });
}
