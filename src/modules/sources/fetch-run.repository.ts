import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ItemSource } from '../../contracts/trending.contract.js';
import { boundQuery } from '../../platform/database/bound-query.js';
import { FetchRun } from './fetch-run.entity.js';

/** The newest finished run that asked one source, and what it said about that source. */
export type LastSourceRun = { source: ItemSource; finishedAt: Date; error: string | null; warning: string | null };

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

  /**
   * Per source, the newest finished run that asked it: the source was enabled, or the run reports
   * items, a warning or an error for it (Top Media is asked only as X's fallback). A source no run
   * asked is left out.
   */
  async newestFinishedPerSource(sources: readonly ItemSource[]): Promise<LastSourceRun[]> {
    const rows = await boundQuery<LastSourceRun>(
      this.em,
      `select s.source, r.finished_at as "finishedAt", r.errors ->> s.source as error, r.warnings ->> s.source as warning
       from unnest($1::text[]) as s(source)
       cross join lateral (
         select finished_at, errors, warnings from fetch_run
         where finished_at is not null
           and (configuration -> 'enabledSources' ? s.source or counts ? s.source or warnings ? s.source or errors ? s.source)
         order by started_at desc
         limit 1
       ) r`,
      [sources],
    );
    // The driver hands timestamps over as text.
    return rows.map((row) => ({ ...row, finishedAt: new Date(row.finishedAt) }));
  }
}
