import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { Journalist } from './journalist.entity.js';

/**
 * A pitch the team drafted to a journalist (generate-pitch with journalistId). Counted to warn before
 * a fourth pitch to one person within 7 days: reporters block PR people who pitch them too often.
 */
@Entity({ tableName: 'journalist_pitch' })
@Index({ properties: ['journalist', 'draftedAt'] })
export class JournalistPitch {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Journalist, { deleteRule: 'cascade' })
  journalist: Rel<Journalist>;

  @Property({ type: 'datetime' })
  draftedAt: Date = new Date();

  constructor(journalist: Rel<Journalist>) {
    this.journalist = journalist;
  }
}
