import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import type { FetchConfiguration } from '../../contracts/trending.contract.js';
import { Client } from './client.entity.js';

/**
 * What the server remembers for one user (issue 27): the client chosen in the header's switcher, so
 * every screen and every device of that user writes for the same client; and (issue 29) the dashboard's
 * fetch configuration, so the Data Sources form opens as the user left it on any device. Keyed by the user id the
 * request runs as (with AUTH_MODE=none, the one anonymous user), without a foreign key for that reason.
 * Deleting the client empties the choice (on delete set null).
 */
@Entity({ tableName: 'user_preference' })
export class UserPreference {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  userId: number;

  @ManyToOne(() => Client, { nullable: true, deleteRule: 'set null' })
  client: Rel<Client> | null = null;

  /** The dashboard's Data Sources form as the user last fetched with it (issue 29); null until then. */
  @Property({ type: 'json', nullable: true })
  fetchConfiguration: FetchConfiguration | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(userId: number) {
    this.userId = userId;
  }
}
