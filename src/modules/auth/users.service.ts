import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InviteRequest, OneTimeLinkCreated, UpdateUserRequest, UserView } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OneTimeLinksService } from './one-time-links.service.js';
import { SessionsService } from './sessions.service.js';
import { requireLocalAccounts, rolesComeFromGroups } from './sign-in-mode.js';
import { User } from './user.entity.js';
import { toUserView } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

/** The admins' user management: the list, invitations, password resets, roles and disabling. */
@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinksService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every account, newest first. */
  async list(): Promise<UserView[]> {
    return (await this.users.listNewestFirst()).map(toUserView);
  }

  /**
   * Creates the account (without a password, so it is listed as not active) and a link that works
   * for 7 days. An invited account that has not used its link yet may be invited again: the new link
   * replaces the old one, with the role given now.
   * @throws AppException `conflict` when the address has an active account, or with oidc; `not-found` with none
   */
  async invite(input: InviteRequest): Promise<OneTimeLinkCreated> {
    requireLocalAccounts(this.config.auth.mode);
    const existing = await this.users.findByEmail(input.email);
    if (existing && existing.active) {
      throw new AppException('conflict', `${existing.email} has an account already.`);
    }
    const user = existing ?? new User(input.email, input.email.split('@')[0], input.role);
    user.role = input.role;
    await this.users.save(user);
    return this.links.issue('invite', user);
  }

  /**
   * A link that lets the user set a new password, for 24 hours; the user's sessions end at once. The
   * old password keeps working until the link is used.
   * @throws AppException `not-found` for an unknown id (or with none); `conflict` for a disabled account, or with oidc
   */
  async reset(id: number): Promise<OneTimeLinkCreated> {
    requireLocalAccounts(this.config.auth.mode);
    const user = await this.userOrFail(id);
    if (user.disabled) {
      throw new AppException('conflict', `${user.email} is disabled: enable the account before you reset its password.`);
    }
    const created = await this.links.issue('reset', user);
    await this.sessions.endAllFor(user.id);
    return created;
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

  private async userOrFail(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) {
      throw new AppException('not-found', `User ${id} does not exist.`);
    }
    return user;
  }
}
