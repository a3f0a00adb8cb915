import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { hashPassword } from './passwords.js';
import { User } from './user.entity.js';
import { UserRepository } from './user.repository.js';

/**
 * The first admin in local mode, at start: ADMIN_EMAIL + ADMIN_PASSWORD create that account when no
 * account has the address. An existing account is never overwritten from the environment, so a
 * password changed in the app survives restarts.
 */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    /** Only for @CreateRequestContext: start-up work runs outside any request. */
    private readonly em: EntityManager,
    private readonly users: UserRepository,
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
  }

  private async createInitialAdmin(email: string, password: string): Promise<void> {
    const admin = new User(email, email.split('@')[0], 'admin');
    admin.passwordHash = await hashPassword(password);
    try {
      await this.users.save(admin);
      this.logger.log(`Created the admin account ${email} from ADMIN_EMAIL`);
    } catch (error) {
      // Another instance starting at the same moment created it first: the account exists, as wanted.
      if (!(await this.em.fork().findOne(User, { email }))) {
        throw error;
      }
    }
  }
}
