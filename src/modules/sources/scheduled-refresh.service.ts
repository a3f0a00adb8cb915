import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { tryAdvisoryXactLock } from '../../platform/database/advisory-lock.js';
import { FetchContentService } from './fetch-content.service.js';
import { FetchRunRepository } from './fetch-run.repository.js';

/** Advisory lock key of the scheduled refresh ("trendjack refresh" as a number). */
export const REFRESH_LOCK_KEY = 7_364_201_001;

/**
 * REFRESH_CRON: re-runs the last fetch configuration a person used. Several instances may share the
 * database; a transaction-level advisory lock lets one of them work at a time, and a tick that an
 * instance already ran is skipped by the others.
 */
@Injectable()
export class ScheduledRefreshService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledRefreshService.name);
  private job: CronJob | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly fetchContent: FetchContentService,
    private readonly fetchRuns: FetchRunRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.refreshCron) {
      return;
    }
    this.job = CronJob.from({
      cronTime: this.config.refreshCron,
      onTick: () => void this.runTick(new Date()),
      start: true,
      waitForCompletion: true,
    });
    this.logger.log(`Scheduled refresh on "${this.config.refreshCron}"`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job?.stop();
  }

  /** One tick: returns whether this instance did the work. It runs outside any request, so it opens its own context. */
  @CreateRequestContext()
  async runTick(tick: Date): Promise<boolean> {
    try {
      // A deliberate fork: the advisory lock lives in a transaction of its own, held open for the whole tick
      // and never made ambient (begin, not transactional), while the fetch it guards runs on this tick's
      // context and commits its writes as it goes, as a person's fetch does.
      const lock = this.em.fork();
      await lock.begin();
      try {
        return await this.runLocked(lock, tick);
      } finally {
        // Nothing is written in the lock's transaction: ending it only releases the lock.
        await lock.rollback();
      }
    } catch (error) {
      this.logger.error(`Scheduled refresh failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private async runLocked(lock: EntityManager, tick: Date): Promise<boolean> {
    if (!(await tryAdvisoryXactLock(lock, REFRESH_LOCK_KEY))) {
      return false;
    }
    // Another instance may have finished this tick before we got the lock.
    if ((await this.fetchRuns.countScheduledSince(new Date(tick.getTime() - 1000))) > 0) {
      return false;
    }
    const configuration = await this.fetchContent.lastUserConfiguration();
    if (!configuration) {
      this.logger.log('Scheduled refresh skipped: nobody has fetched content yet.');
      return false;
    }
    await this.fetchContent.fetch(configuration, 'schedule').catch((error: unknown) => {
      this.logger.warn(`Scheduled refresh found no content: ${error instanceof Error ? error.message : String(error)}`);
    });
    return true;
  }
}
