import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRole } from '../../contracts/auth.contract.js';
import { FALLBACK_USER_ID } from '../../contracts/campaigns.contract.js';

/**
 * Who may call a route when sign-in is on (AUTH_MODE local or oidc; with none every route is open):
 * - `public`: anyone, signed in or not (health, the sign-in routes, one-time links);
 * - `member`: any signed-in user (trends, angles, campaigns: the team's work);
 * - `admin`: admins only (settings, credentials, users, custom feeds).
 * Every route states its decision: the route × role matrix test fails for a route without one, and
 * the guard treats a route without one as `admin` (closed rather than open).
 *
 * The rule: a route is `admin` when it changes what every user's work runs on or spends: the AI
 * provider and its key (PUT /api/settings/ai, POST /api/settings/ai/test, which calls the provider with
 * a key from the body), the Reddit credentials (POST /api/set-reddit-credentials, POST
 * /api/settings/reddit/test, DELETE /api/settings/reddit), the custom feeds every fetch reads (POST,
 * PATCH, DELETE /api/feeds), deleting a client (DELETE /api/clients/:id: every user's choice of it and the
 * fit of every item for it go) and the accounts; and the dashboard's first-run checklist (GET /api/onboarding,
 * POST /api/onboarding/dismiss), whose steps are those settings and which members never see. Reading them (GET /api/settings, /api/settings/status,
 * /api/feeds) never shows a secret and is `member`, like all the team's work (trends, angles, saved
 * items, campaigns, ideas, website and headline analysis, events, fetching the sources now, creating and
 * editing clients, each user's own preferences).
 * `npm run routes:access` prints the decision of every route.
 */
export type AccessLevel = 'public' | 'member' | 'admin';

export const ACCESS_METADATA = 'trendjack:access';

/** States who may call this route (on a handler) or every route of a controller (on the class). */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_METADATA, level);

/** The signed-in person, put on the request by the auth guard; absent with AUTH_MODE=none. */
export type RequestUser = { id: number; role: UserRole };

export type RequestWithUser = Request & { user?: RequestUser };

/**
 * The id whose work (saved angles, watchlists) this request reads and writes: the signed-in user's.
 * With AUTH_MODE=none nobody signs in and the work is kept under FALLBACK_USER_ID, the spec's
 * hard-coded userId; when sign-in is turned on later, the first account (id 1, the first admin) finds
 * that work as its own. A userId in a request body is never trusted over this.
 */
export const CurrentUserId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number => context.switchToHttp().getRequest<RequestWithUser>().user?.id ?? FALLBACK_USER_ID,
);
