import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppException } from '../../common/errors/app.exception.js';
import {
  REFRESH_FROM_ENVIRONMENT_MESSAGE,
  type RefreshInterval,
  type RefreshSettingsView,
} from '../../contracts/refresh-settings.contract.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { FetchContentService } from './fetch-content.service.js';
import { REFRESH_SETTING_ROW_ID, RefreshSetting } from './refresh-setting.entity.js';

/** The queue of the automatic refresh's ticks (REFRESH_CRON or the interval saved in Settings). */
export const REFRESH_QUEUE = 'scheduled-refresh';

/** The cron expression of an interval saved in Settings; null (no schedule) for 0. Every hour is on the hour. */
export function refreshCronFor(interval: RefreshInterval): string | null {
  if (interval === 0) return null;
  return interval === 60 ? '0 * * * *' : `*/${interval} * * * *`;
}

/**
 * The automatic refresh: re-runs the last fetch configuration a person used. Its schedule is REFRESH_CRON
 * when set, else the interval saved in the Settings screen (issue 31; off until one is saved). The
 * schedule lives in the job queue, which sends one job per tick however many instances share the
 * database, and the job is worked by one of them. The queue is exclusive: a tick that finds the
 * previous refresh still waiting or running is dropped rather than piled up behind it. A tick that
 * fails is logged by the queue and not tried again: the next tick is the next try.
 */
@Injectable()
export class ScheduledRefreshService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScheduledRefreshService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly fetchContent: FetchContentService,
    private readonly queue: JobQueue,
  ) {
    queue.define({
      name: REFRESH_QUEUE,
      attempts: 1,
      exclusive: true,
      timeoutSeconds: 600,
      work: () => this.runTick(),
    });
    // REFRESH_CRON wins; unset, the saved interval decides (read once the app is up, below).
    if (config.refreshCron !== null) queue.schedule(REFRESH_QUEUE, config.refreshCron);
  }

  /**
   * Without REFRESH_CRON, every instance applies the saved interval at start-up, so the instance
   * started last agrees with the database (an interval saved while it was down included); off removes
   * a schedule an earlier REFRESH_CRON left behind.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.refreshCron !== null) return;
    try {
      const interval = await this.savedInterval();
      await this.queue.reschedule(REFRESH_QUEUE, refreshCronFor(interval));
    } catch (error) {
      // The app serves on: the refresh waits for the next start or the next save.
      this.logger.error(`The saved automatic refresh could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** What the Settings card shows. */
  async view(): Promise<RefreshSettingsView> {
    return { intervalMinutes: await this.savedInterval(), refreshCron: this.config.refreshCron };
  }

  /**
   * Saves the interval and schedules it on the queue at once, for every instance (the schedule is shared).
   * @throws AppException `conflict` while REFRESH_CRON is set
   */
  async update(intervalMinutes: RefreshInterval): Promise<RefreshSettingsView> {
    if (this.config.refreshCron !== null) throw new AppException('conflict', REFRESH_FROM_ENVIRONMENT_MESSAGE);
    const row = (await this.em.findOne(RefreshSetting, { id: REFRESH_SETTING_ROW_ID })) ?? new RefreshSetting();
    row.intervalMinutes = intervalMinutes;
    row.updatedAt = new Date();
    await this.em.persist(row).flush();
    await this.queue.reschedule(REFRESH_QUEUE, refreshCronFor(intervalMinutes));
    this.logger.log(`Automatic refresh set to ${intervalMinutes === 0 ? 'off' : `every ${intervalMinutes} minutes`}`);
    return this.view();
  }

  @CreateRequestContext()
  private async savedInterval(): Promise<RefreshInterval> {
    const row = await this.em.findOne(RefreshSetting, { id: REFRESH_SETTING_ROW_ID });
    return (row?.intervalMinutes ?? 0) as RefreshInterval;
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
