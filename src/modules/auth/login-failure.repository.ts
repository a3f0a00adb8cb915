import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LoginFailure } from './login-failure.entity.js';

/** Failed sign-ins, counted per account and per client address. */
@Injectable()
export class LoginFailureRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * When the account's and the client's failures happened, each oldest first, in one query. Failures
   * that left the window are deleted as new ones come (deleteBefore), so few are older than it;
   * throttleVerdict decides which still count.
   */
  async failuresOf(accountKey: string, clientKey: string): Promise<{ account: Date[]; client: Date[] }> {
    const rows = await this.em.find(
      LoginFailure,
      { $or: [{ accountKey }, { clientKey }] },
      { fields: ['accountKey', 'clientKey', 'createdAt'], orderBy: { createdAt: 'asc' } },
    );
    return {
      account: rows.filter((row) => row.accountKey === accountKey).map((row) => row.createdAt),
      client: rows.filter((row) => row.clientKey === clientKey).map((row) => row.createdAt),
    };
  }

  /** Stores the failure and answers its id. */
  async insert(failure: LoginFailure): Promise<number> {
    return (await this.em.insert(LoginFailure, {
      accountKey: failure.accountKey,
      clientKey: failure.clientKey,
      createdAt: failure.createdAt,
    })) as number;
  }

  async deleteById(id: number): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { id });
  }

  /** Forgets failures that left the window: they count for nothing any more. */
  async deleteBefore(cutoff: Date): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { createdAt: { $lte: cutoff } });
  }

  async deleteAccountFailures(accountKey: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { accountKey });
  }
}
