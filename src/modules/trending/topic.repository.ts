import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { TopicAssignment } from './topic-classifier.js';
import { Topic } from './topic.entity.js';

/** Queries of topics, the reference data the classifier assigns. */
@Injectable()
export class TopicRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts missing topics and updates colours; safe to run from several instances at once. */
  async ensure(definitions: readonly TopicAssignment[]): Promise<void> {
    await boundQuery(
      this.em,
      `insert into topic (name, color) select * from unnest($1::text[], $2::text[])
       on conflict (name) do update set color = excluded.color where topic.color is distinct from excluded.color`,
      [definitions.map((topic) => topic.name), definitions.map((topic) => topic.color)],
    );
  }

  /** Id and name of the named topics that exist. */
  idsOf(names: readonly string[]): Promise<{ id: number; name: string }[]> {
    return boundQuery<{ id: number; name: string }>(this.em, 'select id, name from topic where name = any($1::text[])', [names]);
  }

  /** Every topic, by name. */
  list(): Promise<Topic[]> {
    return this.em.find(Topic, {}, { orderBy: { name: 'asc' } });
  }
}
