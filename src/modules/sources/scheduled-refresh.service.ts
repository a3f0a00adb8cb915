import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { FetchContentService } from './fetch-content.service.js';

/** The queue of REFRESH_CRON's ticks. */
export const REFRESH_QUEUE = 'scheduled-refresh';

/**
 * REFRESH_CRON: re-runs the last fetch configuration a person used. The schedule lives in the job
 * queue, which sends one job per tick however many instances share the database, and the job is
 * worked by one of them. The queue is exclusive: a tick that finds the previous refresh still waiting
 * or running is dropped rather than piled up behind it. A tick that fails is logged by the queue and
 * not tried again: the next tick is the next try.
 */
@Injectable()
export class ScheduledRefreshService {
  private readonly logger = new Logger(ScheduledRefreshService.name);

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
    private readonly fetchContent: FetchContentService,
    queue: JobQueue,
  ) {
    queue.define({
      name: REFRESH_QUEUE,
      attempts: 1,
      exclusive: true,
      timeoutSeconds: 600,
      work: () => this.runTick(),
    });
    // Unset REFRESH_CRON removes the schedule: the instance started last decides for all of them.
    queue.schedule(REFRESH_QUEUE, config.refreshCron);
  }

  /**
   * One tick: fetches with the last configuration a person used. It runs outside any request, so it
   * opens its own context.
   * @throws whatever stopped the refresh (no source answered, the database is gone), for the queue to log
   */
  @CreateRequestContext()
  async runTick(): Promise<void> {
    const configuration = await this.fetchContent.lastUserConfiguration();
    if (!configuration) {
      this.logger.log('Scheduled refresh skipped: nobody has fetched content yet.');
      return;
    }
    await this.fetchContent.fetch(configuration, 'schedule');
  }
}
