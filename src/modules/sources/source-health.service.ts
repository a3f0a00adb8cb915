import { Injectable } from '@nestjs/common';
import type { SourceHealth } from '../../contracts/settings.contract.js';
import { ITEM_SOURCES } from '../../contracts/trending.contract.js';
import { TrendingService } from '../trending/index.js';
import { FetchRunRepository } from './fetch-run.repository.js';

/** How each source did: for the Settings screen's source health. */
@Injectable()
export class SourceHealthService {
  constructor(
    private readonly fetchRuns: FetchRunRepository,
    private readonly trending: TrendingService,
  ) {}

  /**
   * Per source (every source value): when the newest finished fetch that asked it ended,
   * how many of its items are stored, and that fetch's error for it in words (else its warning,
   * such as "showing Top Media stories instead"); null when it went fine or no fetch asked it.
   */
  /** Whether a person has ever run a fetch (a scheduled re-fetch does not count): their selection is the team's. */
  async hasFetchByPerson(): Promise<boolean> {
    return (await this.fetchRuns.findLastByUser()) !== null;
  }

  async health(): Promise<SourceHealth[]> {
    const [runs, counts] = await Promise.all([this.fetchRuns.newestFinishedPerSource(ITEM_SOURCES), this.trending.countBySource()]);
    return ITEM_SOURCES.map((source) => {
      const run = runs.find((candidate) => candidate.source === source);
      return {
        source,
        lastFetchAt: run ? run.finishedAt.toISOString() : null,
        itemCount: counts[source],
        lastError: run ? (run.error ?? run.warning ?? null) : null,
      };
    });
  }
}
