import { Inject, Injectable } from '@nestjs/common';
import { EnsureRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { RequestUser } from '../../common/auth/access.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuthSession } from './auth-session.entity.js';
import { AuthSessionRepository } from './auth-session.repository.js';
import {
  clearedCookieOptions,
  hashToken,
  newToken,
  SESSION_COOKIE,
  SESSION_REFRESH_INTERVAL_MS,
  sessionCookieOptions,
  sessionCutoffs,
  sessionVerdict,
} from './session-rules.js';
import { UserRepository } from './user.repository.js';

/** A token as newToken makes them; anything else in the cookie is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Server-side sessions in PostgreSQL, so every instance knows every session and ending one ends it
 * everywhere at once. The browser holds only a random token in an HttpOnly cookie; the table holds
 * its SHA-256. Timeouts are in session-rules.ts.
 */
@Injectable()
export class SessionsService {
  constructor(
    /** For @EnsureRequestContext: /api/docs asks outside Nest's request context. */
    private readonly em: EntityManager,
    private readonly sessions: AuthSessionRepository,
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs this browser in as the user: stores a new session, sets its cookie and records the sign-in
   * time. With `replacing`, the session that request carried (if any) ends first, so a browser holds
   * one session at a time. Expired sessions nobody presented again are swept here too.
   */
  async begin(response: Response, userId: number, replacing?: Request): Promise<void> {
    const now = new Date();
    if (replacing) {
      await this.endSessionOf(replacing);
    }
    await this.sessions.deleteExpired(sessionCutoffs(now));
    const token = newToken();
    await this.sessions.insert(new AuthSession(hashToken(token), userId, now));
    await this.users.recordSignIn(userId, now);
    response.cookie(SESSION_COOKIE, token, sessionCookieOptions(this.config.auth.secureCookies));
  }

  /** Signs this browser out: its session (if any) ends and the cookie is cleared. */
  async end(request: Request, response: Response): Promise<void> {
    await this.endSessionOf(request);
    response.clearCookie(SESSION_COOKIE, clearedCookieOptions(this.config.auth.secureCookies));
  }

  /** Ends every session of the user, in every browser and on every instance; answers how many. */
  endAllFor(userId: number): Promise<number> {
    return this.sessions.deleteAllOf(userId);
  }

  /**
   * The signed-in person this request's cookie names, or null: no cookie, an unknown token, a session
   * past its idle or absolute timeout (deleted on the way), or a disabled account. last_seen_at is
   * written at most once a minute, however many requests arrive at once (a conditional update).
   */
  @EnsureRequestContext()
  async resolve(request: Request): Promise<RequestUser | null> {
    const token = tokenOf(request);
    if (token === null) {
      return null;
    }
    const session = await this.sessions.findWithUser(hashToken(token));
    if (!session) {
      return null;
    }
    const now = new Date();
    const verdict = sessionVerdict(session, now);
    if (verdict === 'expired') {
      await this.sessions.delete(session.id);
      return null;
    }
    const user = session.user;
    if (user.disabled) {
      return null;
    }
    if (verdict === 'refresh') {
      await this.sessions.touch(session.id, now, new Date(now.getTime() - SESSION_REFRESH_INTERVAL_MS));
    }
    return { id: user.id, role: user.role };
  }

  private async endSessionOf(request: Request): Promise<void> {
    const token = tokenOf(request);
    if (token !== null) {
      await this.sessions.delete(hashToken(token));
    }
  }
}

function tokenOf(request: Request): string | null {
  const header = request.headers.cookie;
  if (!header) {
    return null;
  }
  const token = parseCookie(header)[SESSION_COOKIE];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}
