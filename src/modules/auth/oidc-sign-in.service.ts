import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { UserRole } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { advisoryXactLock } from '../../platform/database/advisory-lock.js';
import { ACCOUNT_DISABLED_MESSAGE } from './auth-messages.js';
import { OidcClient, type OidcIdentity, OidcSignInError } from './oidc-client.js';
import { OidcFlowCookie } from './oidc-flow-cookie.js';
import { sameSitePath } from './same-site-path.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UserRepository } from './user.repository.js';

/** Held while an account is created from a sign-in, so two first sign-ins at once cannot both become admin. */
export const OIDC_ACCOUNT_LOCK_KEY = 7_364_201_170;

const FLOW_MISSING = 'This sign-in took longer than 10 minutes or was started in another browser. Please sign in again.';
const STATE_MISMATCH =
  'This sign-in does not match the one this browser started (it may have been started again in another tab). Please sign in again.';
const NO_EMAIL =
  "Your company's sign-in provider did not send an email address for your account (email, preferred_username or upn), which Trendjack needs.";
const SERVER_FAILED = 'Signing in failed on this server. Please try again in a moment.';

/**
 * Sign-in through the company's OpenID provider (AUTH_MODE=oidc): sends the browser to the provider
 * and, when it comes back, finds or creates the account and starts a session. Accounts are matched
 * by the provider's issuer and subject only, never by email address: an address the provider lets
 * people edit must not open someone else's account.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger(OidcSignInService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly client: OidcClient,
    private readonly flowCookie: OidcFlowCookie,
    private readonly sessions: SessionsService,
    private readonly users: UserRepository,
    private readonly em: EntityManager,
  ) {}

  /**
   * Starts a sign-in: keeps state, nonce, PKCE verifier and where to go afterwards in the flow cookie
   * and answers the provider's authorization URL to redirect to.
   * @param returnTo a path on this site to come back to; anything else means '/'
   * @throws AppException `upstream-failed` (502) when the provider cannot be reached or is no OpenID provider
   * @throws AppException `not-found` when this server does not sign in through an OpenID provider
   */
  async begin(returnTo: unknown, response: Response): Promise<string> {
    const { url, checks } = await this.client.authorizationUrl();
    this.flowCookie.set(response, { ...checks, returnTo: sameSitePath(returnTo) });
    return url.href;
  }

  /**
   * Finishes a sign-in when the provider sends the browser back: checks it against the flow cookie,
   * exchanges the code, finds or creates the account, starts the session. Answers where to send the
   * browser: the path the sign-in started from, or `/?sign_in_error=<words>` when anything failed (no
   * session then). The flow cookie is cleared either way.
   */
  async complete(request: Request, response: Response): Promise<string> {
    const flow = this.flowCookie.read(request);
    this.flowCookie.clear(response);
    try {
      if (!flow) {
        throw new OidcSignInError(FLOW_MISSING);
      }
      const query = new URL(request.originalUrl, this.config.publicUrl).searchParams;
      if (query.get('state') !== flow.state) {
        throw new OidcSignInError(STATE_MISMATCH);
      }
      const user = await this.accountOf(await this.client.identify(query, flow));
      await this.sessions.begin(response, user.id, request);
      return flow.returnTo;
    } catch (error) {
      return `/?sign_in_error=${encodeURIComponent(this.wordsFor(error))}`;
    }
  }

  /** The account of the person the provider vouched for, created on their first sign-in; refused when disabled. */
  private async accountOf(identity: OidcIdentity): Promise<User> {
    if (identity.email === null) {
      throw new OidcSignInError(NO_EMAIL);
    }
    const email = identity.email.toLowerCase();
    const roleFromGroups = this.roleFromGroups(identity.groups);
    const existing = await this.users.findByOidcSubject(identity.issuer, identity.subject);
    if (existing) {
      return this.refresh(existing, email, identity.name, roleFromGroups);
    }
    return this.em.transactional(async () => {
      await advisoryXactLock(this.em, OIDC_ACCOUNT_LOCK_KEY);
      // Another sign-in of the same person may have created the account while this one waited.
      const createdMeanwhile = await this.users.findByOidcSubject(identity.issuer, identity.subject);
      if (createdMeanwhile) {
        return this.refresh(createdMeanwhile, email, identity.name, roleFromGroups);
      }
      if (await this.users.findByEmail(email)) {
        throw new OidcSignInError(
          `Another Trendjack account already uses ${email}, so this sign-in cannot have it. Ask an admin of Trendjack to sort it out.`,
        );
      }
      // Without OIDC_ADMIN_GROUPS the very first account is the admin; the lock makes "first" hold across instances.
      const role = roleFromGroups ?? ((await this.users.exist()) ? 'member' : 'admin');
      const user = new User(email, identity.name ?? email, role);
      user.oidcIssuer = identity.issuer;
      user.oidcSubject = identity.subject;
      await this.users.save(user);
      this.logger.log({ message: 'Account created at its first sign-in through the OpenID provider', userId: user.id, role });
      return user;
    });
  }

  /** An existing account at a sign-in: the provider's name and address, and the role when groups decide it. */
  private async refresh(user: User, email: string, name: string | null, roleFromGroups: UserRole | null): Promise<User> {
    if (user.disabled) {
      throw new OidcSignInError(ACCOUNT_DISABLED_MESSAGE);
    }
    if (email !== user.email && !(await this.users.findByEmail(email))) {
      user.email = email;
    }
    user.name = name ?? user.name;
    user.role = roleFromGroups ?? user.role;
    await this.users.save(user);
    return user;
  }

  /** With OIDC_ADMIN_GROUPS: admin when a group is one of them, else member (at every sign-in). Without: null. */
  private roleFromGroups(groups: string[]): UserRole | null {
    const adminGroups = this.config.auth.oidc?.adminGroups ?? [];
    if (adminGroups.length === 0) {
      return null;
    }
    return groups.some((group) => adminGroups.includes(group)) ? 'admin' : 'member';
  }

  private wordsFor(error: unknown): string {
    if (error instanceof OidcSignInError) {
      this.logger.warn({ message: 'Sign-in through the OpenID provider refused', reason: error.message });
      return error.message;
    }
    this.logger.error(
      { message: 'Sign-in through the OpenID provider failed', error: String(error) },
      error instanceof Error ? error.stack : undefined,
    );
    return error instanceof AppException ? error.message : SERVER_FAILED;
  }
}
