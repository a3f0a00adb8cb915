// Sign-in and accounts (issue 17). AUTH_MODE decides who may call the API:
// - none: nobody signs in (one person on their own machine); every route is open, as before.
// - local: accounts in PostgreSQL (argon2id); the first admin from ADMIN_EMAIL + ADMIN_PASSWORD or a
//   one-time setup link printed in the log; admins invite, reset and disable users.
// - oidc: the company's OpenID provider (authorization code flow with PKCE); no passwords here.
// With local or oidc every /api route but /api/health and the public auth routes answers 401 without a
// session, and 403 for a member on an admin route.

/** The values of AUTH_MODE (the configuration accepts exactly these). */
export const AUTH_MODES = ['none', 'local', 'oidc'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** An account's role (the user DTOs accept exactly these). */
export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/auth/options (public): what the sign-in screen offers. */
export type AuthOptions = {
  mode: AuthMode;
  /** local only: no admin exists yet, so the server printed a one-time setup link in its log. */
  setupRequired: boolean;
  /** oidc only: OIDC_ADMIN_GROUPS decides each person's role at every sign-in, so nobody changes it in Trendjack. */
  rolesFromGroups: boolean;
};

/** GET /api/auth/me (401 when signed out; 404 with AUTH_MODE=none, where nobody signs in). */
export type CurrentUser = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
};

/** POST /api/auth/login (local): sets the session cookie and answers the CurrentUser; 401 "Email or password is wrong". */
export type LoginRequest = { email: string; password: string };

/** POST /api/auth/password (local): ends every session of this user, then signs this browser in again. */
export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/** Passwords: at least this many characters. */
export const MIN_PASSWORD_LENGTH = 12;
/** Passwords: at most this many characters. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * A one-time link (local): the first admin's setup, an invitation, or a password reset. The link is
 * PUBLIC_URL + '/welcome?token=...'; the token is shown once and stored only as a hash.
 */
export type OneTimeLinkPurpose = 'setup' | 'invite' | 'reset';

/** GET /api/auth/links/:token (public): what the link is for; 404 "This link is no longer valid" when used or expired. */
export type OneTimeLinkView = {
  purpose: OneTimeLinkPurpose;
  /** The account's address (invite, reset); null for setup, where the admin types it. */
  email: string | null;
  /** The account's name (reset); null otherwise. */
  name: string | null;
};

/**
 * POST /api/auth/links/:token (public): use the link. setup needs email, name and password; invite needs
 * name and password; reset needs password. Signs the browser in and answers the CurrentUser.
 */
export type RedeemLinkRequest = { email?: string; name?: string; password: string };

/** GET /api/users (admin): every account, newest first. */
export type UserView = CurrentUser & {
  disabled: boolean;
  /** local: the account has a password (an invited user who has not used the link has none). */
  active: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

/** POST /api/users/invites (admin, local): { link } to hand to the person; 409 when the address has an account. */
export type InviteRequest = { email: string; role: UserRole };

/**
 * Whether the link was e-mailed too (issue 29): `sent` to the account's address, `failed` with the reason
 * in words (the link is still made and answered), `off` without SMTP_URL.
 */
export type LinkEmailOutcome = { status: 'sent'; to: string } | { status: 'failed'; to: string; reason: string } | { status: 'off' };

/** The answer of an invite and of POST /api/users/:id/reset (admin, local): the link is always answered, e-mailed or not. */
export type OneTimeLinkCreated = { link: string; expiresAt: string; email: LinkEmailOutcome };

/**
 * PUT /api/users/:id (admin): change role or disable/enable. Disabling ends the user's sessions; the last
 * active admin can be neither disabled nor made a member (409).
 */
export type UpdateUserRequest = { role?: UserRole; disabled?: boolean };
