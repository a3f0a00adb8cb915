import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuthSession } from './auth-session.entity.js';

/** Queries of sessions, by the hash of their cookie's token. */
@Injectable()
export class AuthSessionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(session: AuthSession): Promise<void> {
    await this.em.insert(AuthSession, {
      id: session.id,
      user: session.user.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    });
  }

  /** The session with its user, or null. */
  findWithUser(id: string): Promise<AuthSession | null> {
    return this.em.findOne(AuthSession, { id }, { populate: ['user'] });
  }

  /**
   * Writes the last use unless it was written since `staleBefore`: of many requests of a session at
   * once that all read an old last use, the first write wins and the others find nothing to change
   * (PostgreSQL checks the condition again once the first has committed).
   */
  async touch(id: string, at: Date, staleBefore: Date): Promise<void> {
    await this.em.nativeUpdate(AuthSession, { id, lastSeenAt: { $lte: staleBefore } }, { lastSeenAt: at });
  }

  /** Answers how many rows went (0 or 1). */
  delete(id: string): Promise<number> {
    return this.em.nativeDelete(AuthSession, { id });
  }

  /** Every session of the user, on every instance and browser; answers how many went. */
  deleteAllOf(userId: number): Promise<number> {
    return this.em.nativeDelete(AuthSession, { user: userId });
  }

  /** Sessions past the idle or absolute timeout that no browser presented again. */
  deleteExpired(cutoffs: { lastSeenAfter: Date; createdAfter: Date }): Promise<number> {
    return this.em.nativeDelete(AuthSession, {
      $or: [{ lastSeenAt: { $lt: cutoffs.lastSeenAfter } }, { createdAt: { $lt: cutoffs.createdAfter } }],
    });
  }
}
