import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LoginFailure } from './login-failure.entity.js';

/** Failed sign-ins, counted per account and per client address. */
@Injectable()
export class LoginFailureRepository {
  constructor(private readonly em: EntityManager) {}

  /** When the account's failures since `since` happened, oldest first. */
  async accountFailuresSince(accountKey: string, since: Date): Promise<Date[]> {
    const rows = await this.em.find(
      LoginFailure,
      { accountKey, createdAt: { $gt: since } },
      { fields: ['createdAt'], orderBy: { createdAt: 'asc' } },
    );
    return rows.map((row) => row.createdAt);
  }

  /** When the client's failures since `since` happened, oldest first. */
  async clientFailuresSince(clientKey: string, since: Date): Promise<Date[]> {
    const rows = await this.em.find(
      LoginFailure,
      { clientKey, createdAt: { $gt: since } },
      { fields: ['createdAt'], orderBy: { createdAt: 'asc' } },
    );
    return rows.map((row) => row.createdAt);
  }

  async insert(failure: LoginFailure): Promise<void> {
    await this.em.insert(LoginFailure, { accountKey: failure.accountKey, clientKey: failure.clientKey, createdAt: failure.createdAt });
  }

  /** Forgets failures that left the window: they count for nothing any more. */
  async deleteBefore(cutoff: Date): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { createdAt: { $lte: cutoff } });
  }

  async deleteAccountFailures(accountKey: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { accountKey });
  }
}
