import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InviteRequest, LinkEmailOutcome, OneTimeLinkCreated, UpdateUserRequest, UserView } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailError, type MailMessage, MailSender } from '../../platform/mail/mail-sender.js';
import { invitationEmail, type LinkEmailFacts, passwordResetEmail } from './one-time-link-email.js';
import { type IssuedLink, OneTimeLinksService } from './one-time-links.service.js';
import { SessionsService } from './sessions.service.js';
import { requireLocalAccounts, rolesComeFromGroups } from './sign-in-mode.js';
import { User } from './user.entity.js';
import { toUserView } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

/** The admins' user management: the list, invitations, password resets, roles and disabling. */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinksService,
    private readonly sessions: SessionsService,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every account, newest first. */
  async list(): Promise<UserView[]> {
    return (await this.users.listNewestFirst()).map(toUserView);
  }

  /**
   * Creates the account (without a password, so it is listed as not active) and a link that works
   * for 7 days, e-mailed to the address when SMTP_URL is set and always answered to the admin. An
   * invited account that has not used its link yet may be invited again: the new link replaces the
   * old one, with the role given now. A mail that fails does not fail the invitation: the answer says why.
   * @throws AppException `conflict` when the address has an active account, or with oidc; `not-found` with none
   */
  async invite(input: InviteRequest, adminId: number): Promise<OneTimeLinkCreated> {
    requireLocalAccounts(this.config.auth.mode);
    const existing = await this.users.findByEmail(input.email);
    if (existing && existing.active) {
      throw new AppException('conflict', `${existing.email} has an account already.`);
    }
    const user = existing ?? new User(input.email, input.email.split('@')[0], input.role);
    user.role = input.role;
    await this.users.save(user);
    const issued = await this.links.issue('invite', user);
    return this.answer(issued, await this.emailLink(invitationEmail, user, issued, adminId));
  }

  /**
   * A link that lets the user set a new password, for 24 hours; the user's sessions end at once. The
   * old password keeps working until the link is used. E-mailed as invite does.
   * @throws AppException `not-found` for an unknown id (or with none); `conflict` for a disabled account, or with oidc
   */
  async reset(id: number, adminId: number): Promise<OneTimeLinkCreated> {
    requireLocalAccounts(this.config.auth.mode);
    const user = await this.userOrFail(id);
    if (user.disabled) {
      throw new AppException('conflict', `${user.email} is disabled: enable the account before you reset its password.`);
    }
    const issued = await this.links.issue('reset', user);
    await this.sessions.endAllFor(user.id);
    return this.answer(issued, await this.emailLink(passwordResetEmail, user, issued, adminId));
  }

  /**
   * Changes the role or disables/enables the account; disabling ends its sessions. The last active
   * admin can be neither disabled nor made a member (the admin rows are locked meanwhile, so two
   * admins demoting each other at once cannot both succeed).
   * @throws AppException `not-found` for an unknown id; `conflict` for the last admin, or a role change
   *   while OIDC_ADMIN_GROUPS decides the roles
   */
  async update(id: number, input: UpdateUserRequest): Promise<UserView> {
    const { user, disabledNow } = await this.em.transactional(async () => {
      const admins = await this.users.lockAdmins();
      const user = await this.userOrFail(id);
      const roleChanges = input.role !== undefined && input.role !== user.role;
      if (roleChanges && rolesComeFromGroups(this.config)) {
        throw new AppException(
          'conflict',
          'Roles come from your identity provider’s groups (OIDC_ADMIN_GROUPS): change the person’s groups there.',
        );
      }
      const isActiveAdmin = user.role === 'admin' && !user.disabled && user.active;
      const losesAdmin = (roleChanges && input.role === 'member') || input.disabled === true;
      const activeAdmins = admins.filter((admin) => !admin.disabled && admin.active).length;
      if (isActiveAdmin && losesAdmin && activeAdmins <= 1) {
        throw new AppException(
          'conflict',
          `${user.email} is the last active admin and can be neither disabled nor made a member. Make another account an admin first.`,
        );
      }
      const disabledNow = input.disabled === true && !user.disabled;
      user.role = input.role ?? user.role;
      user.disabled = input.disabled ?? user.disabled;
      await this.users.save(user);
      return { user, disabledNow };
    });
    if (disabledNow) {
      await this.sessions.endAllFor(user.id);
    }
    return toUserView(user);
  }

  /**
   * Sends the link to the account's address through the one mailer (SMTP_URL). Sent after the link is
   * stored, so a slow or failing mail server never loses the link: the admin can still copy it.
   */
  private async emailLink(
    message: (facts: LinkEmailFacts) => MailMessage,
    user: User,
    issued: IssuedLink,
    adminId: number,
  ): Promise<LinkEmailOutcome> {
    if (!this.mail.isSetUp) {
      return { status: 'off' };
    }
    const admin = await this.users.findById(adminId);
    const sentBy = admin ? `${admin.name} (${admin.email})` : 'An admin';
    try {
      await this.mail.send(
        message({ to: user.email, sentBy, link: issued.link, expiresAt: issued.expiresAt, publicUrl: this.config.publicUrl }),
      );
      return { status: 'sent', to: user.email };
    } catch (error) {
      const reason = error instanceof MailError ? error.message : 'The e-mail could not be sent.';
      this.logger.warn(`The one-time link for user ${user.id} was not e-mailed: ${reason}`);
      return { status: 'failed', to: user.email, reason };
    }
  }

  private answer(issued: IssuedLink, email: LinkEmailOutcome): OneTimeLinkCreated {
    return { link: issued.link, expiresAt: issued.expiresAt.toISOString(), email };
  }

  private async userOrFail(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) {
      throw new AppException('not-found', `User ${id} does not exist.`);
    }
    return user;
  }
}
