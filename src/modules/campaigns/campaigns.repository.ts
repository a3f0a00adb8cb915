import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CampaignIdea } from './campaign-idea.entity.js';

/** Queries of campaign ideas. The entity manager is the request's own (entityManagerPerRequest). */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The newest `limit` ideas, newest first. */
  /** The newest ideas (written for the client, when one is given). */
  listNewest(limit: number, clientId?: number): Promise<CampaignIdea[]> {
    return this.em.find(CampaignIdea, clientId === undefined ? {} : { client: clientId }, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
    });
  }

  async save(idea: CampaignIdea): Promise<void> {
    await this.em.persist(idea).flush();
  }
}
