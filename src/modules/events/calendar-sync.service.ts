import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { tryAdvisoryXactLock } from '../../platform/database/advisory-lock.js';
import { UPSTREAM_CLIENT } from '../../platform/http/http.module.js';
import type { UpstreamClient } from '../../platform/http/upstream-client.js';
import { buildCalendar } from './date-sources/build-calendar.js';
import { addMonths, localCalendarDate } from './calendar-date.js';
import type { CalendarEventSeed } from './calendar-event-seed.js';
import { CalendarEventRepository } from './calendar-event.repository.js';
import { parseIcsEvents } from './date-sources/ics-events.js';
import { ChangeFeed } from '../../platform/database/change-feed.js';

/** Advisory lock key of the calendar sync ("trendjack calendar" as a number). */
export const CALENDAR_SYNC_LOCK_KEY = 7_364_201_002;

/** Every day at 03:00 server time: after midnight, so "today" has moved on, and outside office hours. */
export const CALENDAR_SYNC_CRON = '0 0 3 * * *';

/**
 * Feed fetch policy. At start-up the HTTP server waits for the sync, so a slow feed gets one short
 * attempt (its events already stored stay); the daily run can afford retries.
 */
export type FeedRequestPolicy = { timeoutMs: number; maxRetries: number };
export const STARTUP_FEED_REQUEST: FeedRequestPolicy = { timeoutMs: 5_000, maxRetries: 0 };
export const DAILY_FEED_REQUEST: FeedRequestPolicy = { timeoutMs: 15_000, maxRetries: 2 };

export type CalendarSyncResult =
  { synced: false } | { synced: true; events: number; inserted: number; updated: number; deleted: number; failedFeeds: number };

/**
 * Keeps calendar_event equal to `buildCalendar(today)` plus the EVENTS_ICS_URLS feeds: at start-up
 * and daily. Several instances may share the database; a transaction-level advisory lock lets one
 * of them write at a time, and the upsert by key is idempotent anyway.
 */
@Injectable()
export class CalendarSyncService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CalendarSyncService.name);
  private job: CronJob | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UPSTREAM_CLIENT) private readonly client: UpstreamClient,
    private readonly em: EntityManager,
    private readonly events: CalendarEventRepository,
    private readonly changes: ChangeFeed,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Awaited so the first page load already has the calendar; it takes well under a second
    // without feeds, and feeds get one short attempt.
    await this.sync(localCalendarDate(new Date()), STARTUP_FEED_REQUEST);
    this.job = CronJob.from({
      cronTime: CALENDAR_SYNC_CRON,
      onTick: async () => {
        await this.sync(localCalendarDate(new Date()), DAILY_FEED_REQUEST);
      },
      start: true,
      waitForCompletion: true,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job?.stop();
  }

  /**
   * Computes the calendar for the 12 months from `today` (YYYY-MM-DD, the server's local date by
   * default) and writes it in one transaction: upsert by key, then delete ended events nobody
   * produces or uses any more. A failing feed is logged and skipped. Never throws: a failure is
   * logged and reported as `{synced: false}`, as is a run skipped because another instance holds
   * the lock. It runs outside any request (start-up, the daily job), so it opens its own context.
   */
  @CreateRequestContext()
  async sync(today = localCalendarDate(new Date()), feedRequest: FeedRequestPolicy = DAILY_FEED_REQUEST): Promise<CalendarSyncResult> {
    try {
      const feeds = await Promise.all(this.config.eventsIcsUrls.map((url) => this.fetchFeed(url, today, feedRequest)));
      const icsEvents = feeds.flatMap((feed) => feed ?? []);
      const failedFeeds = feeds.filter((feed) => feed === null).length;
      const seeds = buildCalendar(today, { icsEvents });

      // The lock and the repository's statements share this transaction (inside it the injected EntityManager resolves to it).
      const result = await this.em.transactional(async (em): Promise<CalendarSyncResult> => {
        if (!(await tryAdvisoryXactLock(em, CALENDAR_SYNC_LOCK_KEY))) {
          return { synced: false };
        }
        const { inserted, updated } = await this.events.upsertMany(seeds);
        const deleted = await this.events.deleteEndedExcept(
          seeds.map((seed) => seed.key),
          today,
        );
        if (inserted + updated + deleted > 0) {
          await this.changes.publish(em, 'events');
        }
        return { synced: true, events: seeds.length, inserted, updated, deleted, failedFeeds };
      });
      if (result.synced) {
        this.logger.log(
          `Calendar synced for ${today}: ${result.events} events (${result.inserted} new, ${result.updated} changed, ${result.deleted} removed)` +
            (failedFeeds > 0 ? `, ${failedFeeds} of ${feeds.length} ICS feeds failed` : ''),
        );
      } else {
        this.logger.log('Calendar sync skipped: another instance is running it.');
      }
      return result;
    } catch (error) {
      this.logger.error(`Calendar sync failed: ${error instanceof Error ? error.message : String(error)}`);
      return { synced: false };
    }
  }

  /** One feed's events, or null when it could not be fetched or parsed (logged). */
  private async fetchFeed(url: string, today: string, request: FeedRequestPolicy): Promise<CalendarEventSeed[] | null> {
    const source = describeFeed(url);
    try {
      const response = await this.client.request({ url, headers: { accept: 'text/calendar, */*;q=0.5' }, ...request });
      if (response.status < 200 || response.status >= 300) {
        this.logger.warn(`Calendar feed ${source} answered HTTP ${response.status}; skipped.`);
        return null;
      }
      return parseIcsEvents(response.body, source, { from: today, to: addMonths(today, 12) });
    } catch (error) {
      this.logger.warn(`Calendar feed ${source} skipped: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}

/** Scheme, host and path: a feed URL's query string may carry a private token. */
function describeFeed(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}
