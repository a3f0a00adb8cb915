import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';

/** The session cookie's name: one per browser, HttpOnly, so page scripts never see the token. */
export const SESSION_COOKIE = 'trendjack_session';

/** A session unused this long is over: whoever left a browser signed in overnight signs in again. */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/** A session is over this long after sign-in, however busy: a stolen cookie works a week at most. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

/** last_seen_at is written at most this often, so a busy page costs no write per request. */
export const SESSION_REFRESH_INTERVAL_MS = 60 * 1000;

/** A new secret for a cookie or a one-time link: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token (session id, one-time link): its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session cookie's attributes: HttpOnly (no script reads it), SameSite=Lax (another site's
 * form or fetch does not carry it; a link followed to here does), Path=/, Secure when PUBLIC_URL is
 * https. It lives no longer than the session could.
 */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_ABSOLUTE_TIMEOUT_MS };
}

/** The same attributes without a lifetime, which is what clearing the cookie needs. */
export function clearedCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export type SessionVerdict = 'expired' | 'refresh' | 'fresh';

/**
 * What to do with a stored session at `now`: `expired` past the idle or the absolute timeout (it is
 * refused and deleted), `refresh` when last_seen_at is older than the refresh interval (write it),
 * else `fresh` (nothing to write).
 */
export function sessionVerdict(session: { createdAt: Date; lastSeenAt: Date }, now: Date): SessionVerdict {
  const idle = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idle >= SESSION_IDLE_TIMEOUT_MS || age >= SESSION_ABSOLUTE_TIMEOUT_MS) {
    return 'expired';
  }
  return idle >= SESSION_REFRESH_INTERVAL_MS ? 'refresh' : 'fresh';
}

/** The oldest last_seen_at and created_at a live session may have at `now` (for pruning expired rows). */
export function sessionCutoffs(now: Date): { lastSeenAfter: Date; createdAfter: Date } {
  return {
    lastSeenAfter: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
    createdAfter: new Date(now.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS),
  };
}
