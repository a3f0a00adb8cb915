import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { CurrentUser, OneTimeLinkPurpose, OneTimeLinkView, RedeemLinkRequest } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ACCOUNT_DISABLED_MESSAGE, LINK_INVALID_MESSAGE } from './auth-messages.js';
import { OneTimeLink } from './one-time-link.entity.js';
import { OneTimeLinkRepository } from './one-time-link.repository.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './session-rules.js';
import { SessionsService } from './sessions.service.js';
import { requireLocalAccounts } from './sign-in-mode.js';
import { User } from './user.entity.js';
import { toCurrentUser } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** A link just made: its address (holding the token, shown once) and when it stops working. */
export type IssuedLink = { link: string; expiresAt: Date };

/** How long each kind of link works: a setup or reset link a day, an invitation a week. */
export const LINK_LIFETIME_MS: Record<OneTimeLinkPurpose, number> = {
  setup: 24 * HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
  reset: 24 * HOUR_MS,
};

/**
 * One-time links (local mode): the first admin's setup link printed in the log, invitations and
 * password resets. The token is shown once, in the link; only its hash is stored. A link works once:
 * using it marks it used in the same transaction that sets the password, with a conditional update,
 * so of two uses at once exactly one succeeds.
 */
@Injectable()
export class OneTimeLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly links: OneTimeLinkRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a new link for the account (none for setup) and answers its address, PUBLIC_URL +
   * /welcome?token=…. A new invitation or reset retires the account's unused ones of the same kind, a
   * new setup link the unused setup links.
   */
  async issue(purpose: OneTimeLinkPurpose, user: User | null): Promise<IssuedLink> {
    const now = new Date();
    await this.links.retireUnused(user?.id ?? null, purpose, now);
    const token = newToken();
    const link = new OneTimeLink(hashToken(token), purpose, user?.id ?? null, new Date(now.getTime() + LINK_LIFETIME_MS[purpose]));
    await this.links.insert(link);
    return { link: `${this.config.publicUrl}/welcome?token=${token}`, expiresAt: link.expiresAt };
  }

  /**
   * What a link is for, so the welcome screen asks for the right fields.
   * @throws AppException `not-found` when the link is used, expired or unknown, or is a setup link
   *   and an admin exists (as redeem answers)
   */
  async view(token: string): Promise<OneTimeLinkView> {
    requireLocalAccounts(this.config.auth.mode);
    const link = await this.usable(token);
    if (link.purpose === 'setup') {
      await this.requireNoAdminYet();
    }
    const user = link.user;
    return {
      purpose: link.purpose,
      email: link.purpose === 'setup' ? null : (user?.email ?? null),
      name: link.purpose === 'reset' ? (user?.name ?? null) : null,
    };
  }

  /**
   * Uses the link: setup creates the first admin (email, name, password), an invitation sets the
   * invited account's name and password, a reset sets a new password and ends the account's other
   * sessions. Then this browser is signed in.
   * @throws AppException `not-found` when the link is used, expired or unknown (or, for setup, an admin exists by now)
   * @throws AppException `invalid-input` when a field the link needs is missing
   * @throws AppException `conflict` when setup names an address that has an account
   * @throws AppException `forbidden` when the account was disabled meanwhile
   */
  async redeem(token: string, input: RedeemLinkRequest, request: Request, response: Response): Promise<CurrentUser> {
    requireLocalAccounts(this.config.auth.mode);
    // The route is public: a made-up, used or expired token costs this one lookup, never argon2's work.
    if (!(await this.links.isUsable(hashToken(token), new Date()))) {
      throw new AppException('not-found', LINK_INVALID_MESSAGE);
    }
    // Hashed outside the transaction, so no connection waits on argon2; the claim below still decides.
    const passwordHash = await hashPassword(input.password);
    const user = await this.em.transactional(async () => {
      const link = await this.usable(token);
      // First, so a second use of the link waits for this transaction and then finds it used.
      if (!(await this.links.claim(link.id, new Date()))) {
        throw new AppException('not-found', LINK_INVALID_MESSAGE);
      }
      const account = await this.accountFor(link, input);
      account.passwordHash = passwordHash;
      await this.users.save(account);
      if (link.purpose === 'reset') {
        await this.sessions.endAllFor(account.id);
      }
      return account;
    });
    await this.sessions.begin(response, user.id, request);
    return toCurrentUser(user);
  }

  private async accountFor(link: OneTimeLink, input: RedeemLinkRequest): Promise<User> {
    if (link.purpose === 'setup') {
      if (!input.email || !input.name) {
        throw new AppException('invalid-input', 'Please enter the email address and the name of the first admin.');
      }
      await this.requireNoAdminYet();
      if (await this.users.findByEmail(input.email)) {
        throw new AppException('conflict', 'An account with this email address exists already.');
      }
      return new User(input.email, input.name, 'admin');
    }
    const account = link.user;
    if (!account) {
      throw new AppException('not-found', LINK_INVALID_MESSAGE);
    }
    if (account.disabled) {
      throw new AppException('forbidden', ACCOUNT_DISABLED_MESSAGE);
    }
    if (link.purpose === 'invite') {
      if (!input.name) {
        throw new AppException('invalid-input', 'Please enter your name.');
      }
      if (account.active) {
        throw new AppException('not-found', LINK_INVALID_MESSAGE);
      }
      account.name = input.name;
    }
    return account;
  }

  /** A setup link stops working as soon as an active admin exists. */
  private async requireNoAdminYet(): Promise<void> {
    if ((await this.users.countActiveAdmins()) > 0) {
      throw new AppException('not-found', LINK_INVALID_MESSAGE);
    }
  }

  private async usable(token: string): Promise<OneTimeLink> {
    const link = await this.links.findUsable(hashToken(token), new Date());
    if (!link) {
      throw new AppException('not-found', LINK_INVALID_MESSAGE);
    }
    return link;
  }
}
