import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { tryAdvisoryXactLock } from '../../platform/database/advisory-lock.js';
import { FetchContentService } from './fetch-content.service.js';
import { FetchRun } from './fetch-run.entity.js';

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

  /** One tick: returns whether this instance did the work. */
  async runTick(tick: Date): Promise<boolean> {
    try {
      return await this.em.fork().transactional(async (em) => {
        if (!(await tryAdvisoryXactLock(em, REFRESH_LOCK_KEY))) {
          return false;
        }
        // Another instance may have finished this tick before we got the lock.
        const alreadyRan = await em.count(FetchRun, { trigger: 'schedule', startedAt: { $gte: new Date(tick.getTime() - 1000) } });
        if (alreadyRan > 0) {
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
      });
    } catch (error) {
      this.logger.error(`Scheduled refresh failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
}
