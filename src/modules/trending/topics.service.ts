import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { Topic as TopicContract } from '../../contracts/trending.contract.js';
import { TOPIC_DEFINITIONS, type TopicAssignment } from './topic-classifier.js';
import { Topic } from './topic.entity.js';

/** Topics are reference data: seeded from the classifier's list at start-up, never edited by users. */
@Injectable()
export class TopicsService implements OnApplicationBootstrap {
  constructor(private readonly em: EntityManager) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureTopics(TOPIC_DEFINITIONS);
  }

  /** Inserts missing topics and updates colours; safe to run on every start and from several instances. */
  async ensureTopics(definitions: readonly TopicAssignment[]): Promise<void> {
    const em = this.em.fork();
    await boundQuery(
      em,
      `insert into topic (name, color) select * from unnest($1::text[], $2::text[])
       on conflict (name) do update set color = excluded.color where topic.color is distinct from excluded.color`,
      [definitions.map((topic) => topic.name), definitions.map((topic) => topic.color)],
    );
  }

  async listTopics(): Promise<TopicContract[]> {
    const topics = await this.em.fork().find(Topic, {}, { orderBy: { name: 'asc' } });
    return topics.map((topic) => ({ id: topic.id, name: topic.name, color: topic.color }));
  }

  /** Topic ids never change once a topic exists (topics are never deleted), so they are kept here. */
  private readonly idsByName = new Map<string, number>();

  /**
   * Topic ids by name, for the ingest. Creates a topic the classifier names that is missing; known
   * ids come from memory, so a fetch costs no topic queries once the topics are known.
   */
  async topicIdsByName(assignments: readonly TopicAssignment[]): Promise<ReadonlyMap<string, number>> {
    const missing = [
      ...new Map(assignments.filter((topic) => !this.idsByName.has(topic.name)).map((topic) => [topic.name, topic])).values(),
    ];
    if (missing.length > 0) {
      await this.ensureTopics(missing);
      const rows = await this.em.fork().find(Topic, { name: { $in: missing.map((topic) => topic.name) } });
      rows.forEach((topic) => this.idsByName.set(topic.name, topic.id));
    }
    return this.idsByName;
  }
}
