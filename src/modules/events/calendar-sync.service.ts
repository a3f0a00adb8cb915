import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CALENDAR_EVENT_KINDS, type CalendarFeedState, type CalendarSettingsView } from '../../contracts/settings.contract.js';
import { tryAdvisoryXactLock } from '../../platform/database/advisory-lock.js';
import { UPSTREAM_CLIENT } from '../../platform/http/http.module.js';
import { UpstreamError, type UpstreamClient } from '../../platform/http/upstream-client.js';
import { buildCalendar } from './date-sources/build-calendar.js';
import { addMonths, localCalendarDate } from './calendar-date.js';
import type { CalendarEventSeed } from './calendar-event-seed.js';
import { CalendarEventRepository } from './calendar-event.repository.js';
import type { StoredFeedState } from './calendar-sync-state.entity.js';
import { CalendarSyncStateRepository } from './calendar-sync-state.repository.js';
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

/** One feed's fetch: its events, or null and why it failed, in words. */
type FeedOutcome = { url: string; events: CalendarEventSeed[] | null; error: string | null };

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
    private readonly syncState: CalendarSyncStateRepository,
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
      const icsEvents = feeds.flatMap((feed) => feed.events ?? []);
      const failedFeeds = feeds.filter((feed) => feed.events === null).length;
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
        const previous = await this.syncState.find();
        await this.syncState.save({ lastSyncAt: new Date(), feeds: nextFeedStates(previous?.feeds ?? {}, feeds) });
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

  /**
   * When the calendar was last synced, its upcoming events per kind and the state of each
   * EVENTS_ICS_URLS feed at that sync: for the Settings screen.
   */
  async status(today = localCalendarDate(new Date())): Promise<CalendarSettingsView> {
    const state = await this.syncState.find();
    const counts: Record<string, number> = Object.fromEntries(CALENDAR_EVENT_KINDS.map((kind) => [kind, 0]));
    for (const { kind, count } of await this.events.countUpcomingByKind(today)) counts[kind] = count;
    const feeds = this.config.eventsIcsUrls.map((url): CalendarFeedState => {
      const stored = state?.feeds[url];
      return stored
        ? { url: describeFeed(url), state: stored.state, events: stored.events, lastError: stored.lastError }
        : { url: describeFeed(url), state: 'not-synced', events: 0, lastError: null };
    });
    return { lastSyncAt: state ? state.lastSyncAt.toISOString() : null, counts, feeds };
  }

  /** One feed's events, or null and the reason in words when it could not be fetched or parsed (logged). */
  private async fetchFeed(url: string, today: string, request: FeedRequestPolicy): Promise<FeedOutcome> {
    const source = describeFeed(url);
    try {
      const response = await this.client.request({ url, headers: { accept: 'text/calendar, */*;q=0.5' }, ...request });
      if (response.status < 200 || response.status >= 300) {
        this.logger.warn(`Calendar feed ${source} answered HTTP ${response.status}; skipped.`);
        return { url, events: null, error: `The feed answered with an error (HTTP ${response.status}).` };
      }
      return { url, events: parseIcsEvents(response.body, source, { from: today, to: addMonths(today, 12) }), error: null };
    } catch (error) {
      this.logger.warn(`Calendar feed ${source} skipped: ${error instanceof Error ? error.message : String(error)}`);
      return { url, events: null, error: feedFailure(error) };
    }
  }
}

/**
 * The feeds' state after a sync: each configured feed as this sync found it; a failed one keeps the
 * count of its last successful sync. Feeds no longer configured are dropped.
 */
function nextFeedStates(previous: Record<string, StoredFeedState>, outcomes: readonly FeedOutcome[]): Record<string, StoredFeedState> {
  const checkedAt = new Date().toISOString();
  return Object.fromEntries(
    outcomes.map(({ url, events, error }): [string, StoredFeedState] =>
      events === null
        ? [url, { state: 'failed', events: previous[url]?.events ?? 0, lastError: error, checkedAt }]
        : [url, { state: 'ok', events: events.length, lastError: null, checkedAt }],
    ),
  );
}

/** Why a feed could not be read, as a sentence: "The feed did not answer in time." */
function feedFailure(error: unknown): string {
  if (error instanceof UpstreamError) return `The feed ${error.phrase}.`;
  // parseIcsEvents names the feed and says what is wrong with it.
  if (error instanceof Error) return error.message;
  return 'The feed could not be read.';
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
