import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import type { OneTimeLinkPurpose } from '../../contracts/auth.contract.js';
import { User } from './user.entity.js';

/**
 * A link that works once (local mode): the first admin's setup, an invitation or a password reset.
 * Only the SHA-256 of its token is kept; the token is shown once, to whoever created the link.
 */
@Entity({ tableName: 'one_time_link' })
@Check({ name: 'one_time_link_purpose_check', expression: `"purpose" in ('setup', 'invite', 'reset')` })
@Check({ name: 'one_time_link_user_check', expression: `"purpose" = 'setup' or "user_id" is not null` })
export class OneTimeLink {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'text' })
  tokenHash: string;

  @Property({ type: 'text' })
  purpose: OneTimeLinkPurpose;

  /**
   * The account it is for (invite, reset), which holds the address and the role; null for setup, whose
   * account does not exist yet.
   */
  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  user: Rel<User> | null;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(tokenHash: string, purpose: OneTimeLinkPurpose, userId: number | null, expiresAt: Date) {
    this.tokenHash = tokenHash;
    this.purpose = purpose;
    this.user = userId === null ? null : rel(User, userId);
    this.expiresAt = expiresAt;
  }
}
