import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import type { Topic as TopicContract } from '../../contracts/trending.contract.js';
import { TOPIC_DEFINITIONS, type TopicAssignment } from './topic-classifier.js';
import { toTopicContract } from './trending-item.mapper.js';
import { TopicRepository } from './topic.repository.js';

/** Topics are reference data: seeded from the classifier's list at start-up, never edited by users. */
@Injectable()
export class TopicsService implements OnApplicationBootstrap {
  constructor(
    /** Only for @CreateRequestContext: start-up work runs outside any request. */
    private readonly em: EntityManager,
    private readonly topics: TopicRepository,
  ) {}

  @CreateRequestContext()
  async onApplicationBootstrap(): Promise<void> {
    await this.topics.ensure(TOPIC_DEFINITIONS);
  }

  async listTopics(): Promise<TopicContract[]> {
    return (await this.topics.list()).map(toTopicContract);
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
      await this.topics.ensure(missing);
      const rows = await this.topics.idsOf(missing.map((topic) => topic.name));
      rows.forEach((topic) => this.idsByName.set(topic.name, topic.id));
    }
    return this.idsByName;
  }
}
