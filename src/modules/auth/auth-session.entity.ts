import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A signed-in browser. The id is the SHA-256 (hex) of the cookie's token: the token itself is never
 * stored, so a copy of the table signs nobody in. Every instance reads the same rows.
 */
@Entity({ tableName: 'auth_session' })
export class AuthSession {
  @PrimaryKey({ type: 'text' })
  id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date;

  /** Refreshed at most once a minute (session-rules.ts), not on every request. */
  @Property({ type: 'datetime' })
  lastSeenAt: Date;

  constructor(id: string, userId: number, now: Date) {
    this.id = id;
    this.user = rel(User, userId);
    this.createdAt = now;
    this.lastSeenAt = now;
  }
}
