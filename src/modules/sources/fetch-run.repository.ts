import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FetchRun } from './fetch-run.entity.js';

/** Queries of the fetch log (table fetch_run). */
@Injectable()
export class FetchRunRepository {
  constructor(private readonly em: EntityManager) {}

  async save(run: FetchRun): Promise<void> {
    await this.em.persist(run).flush();
  }

  /** The last run a person started, or null when nobody has fetched yet. */
  findLastByUser(): Promise<FetchRun | null> {
    return this.em.findOne(FetchRun, { trigger: 'user' }, { orderBy: { startedAt: 'desc' } });
  }

  /** How many scheduled runs started at or after `since`. */
  countScheduledSince(since: Date): Promise<number> {
    return this.em.count(FetchRun, { trigger: 'schedule', startedAt: { $gte: since } });
  }
}
