import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { FetchConfiguration } from '../../contracts/trending.contract.js';
import { UserPreference } from './user-preference.entity.js';

/** Queries of what the server remembers per user (table user_preference). */
@Injectable()
export class UserPreferenceRepository {
  constructor(private readonly em: EntityManager) {}

  findByUser(userId: number): Promise<UserPreference | null> {
    return this.em.findOne(UserPreference, { userId });
  }

  /**
   * Stores the user's chosen client (null: none) in one statement: a user's first choice made from two
   * devices at once is one row, the later write winning, rather than a duplicate key.
   */
  async saveChosenClient(userId: number, clientId: number | null): Promise<void> {
    await boundQuery(
      this.em,
      `insert into user_preference (user_id, client_id, updated_at) values ($1, $2, now())
       on conflict (user_id) do update set client_id = excluded.client_id, updated_at = excluded.updated_at`,
      [userId, clientId],
    );
  }

  /** Stores the user's fetch configuration in one statement, leaving the chosen client as it is. */
  async saveFetchConfiguration(userId: number, configuration: FetchConfiguration): Promise<void> {
    await boundQuery(
      this.em,
      `insert into user_preference (user_id, fetch_configuration, updated_at) values ($1, $2::jsonb, now())
       on conflict (user_id) do update set fetch_configuration = excluded.fetch_configuration, updated_at = excluded.updated_at`,
      [userId, JSON.stringify(configuration)],
    );
  }
}
