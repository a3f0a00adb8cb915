import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OneTimeLinksService } from './one-time-links.service.js';
import { hashPassword } from './passwords.js';
import { User } from './user.entity.js';
import { UserRepository } from './user.repository.js';

/**
 * The first admin in local mode, at start: ADMIN_EMAIL + ADMIN_PASSWORD create that account when no
 * account has the address. An existing account is never overwritten from the environment, so a
 * password changed in the app survives restarts. Without any admin after that, a one-time setup
 * link (24 hours) is printed in the log at warn level; every start without an admin prints a new one,
 * which retires the unused ones printed before (OneTimeLinksService.issue).
 */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    /** Only for @CreateRequestContext: start-up work runs outside any request. */
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CreateRequestContext()
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.auth.mode !== 'local') {
      return;
    }
    const initial = this.config.auth.initialAdmin;
    if (initial && !(await this.users.findByEmail(initial.email))) {
      await this.createInitialAdmin(initial.email, initial.password);
    }
    if ((await this.users.countActiveAdmins()) === 0) {
      const { link } = await this.links.issue('setup', null);
      this.logger.warn(`No admin account yet. Open this link to create one: ${link}`);
    }
  }

  private async createInitialAdmin(email: string, password: string): Promise<void> {
    const admin = new User(email, email.split('@')[0], 'admin');
    admin.passwordHash = await hashPassword(password);
    try {
      await this.users.save(admin);
      this.logger.log(`Created the admin account ${email} from ADMIN_EMAIL`);
    } catch (error) {
      // Another instance starting at the same moment created it first: the account exists, as wanted.
      if (!(error instanceof UniqueConstraintViolationException)) {
        throw error;
      }
    }
  }
}
