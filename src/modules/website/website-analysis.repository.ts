import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WebsiteAnalysis } from './website-analysis.entity.js';

/** Queries of stored website analyses. */
@Injectable()
export class WebsiteAnalysisRepository {
  constructor(private readonly em: EntityManager) {}

  async save(analysis: WebsiteAnalysis): Promise<void> {
    await this.em.persist(analysis).flush();
  }

  /** The newest analyses first. */
  listNewest(limit: number): Promise<WebsiteAnalysis[]> {
    return this.em.find(WebsiteAnalysis, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  findById(id: number): Promise<WebsiteAnalysis | null> {
    return this.em.findOne(WebsiteAnalysis, { id });
  }
}
