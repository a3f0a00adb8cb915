import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { FETCHED_ITEMS_QUEUE, type FetchedItemsJob } from '../sources/index.js';
import { TrendingService } from '../trending/index.js';
import { AlertDeliveryService } from './alert-delivery.service.js';
import { AlertRepository, type NewAlert } from './alert.repository.js';
import type { Watchlist } from './watchlist.entity.js';
import { compileWatchlist, type MatchCandidate, toMatchCandidate, WatchlistIndex } from './watchlist-matcher.js';
import { type NewMatch, WatchlistRepository } from './watchlist.repository.js';

/** Items read and matched at a time: bounds memory for a fetch of thousands of items. */
const ITEMS_PER_BATCH = 500;
/** The stored items a new or edited watchlist is matched against at once: the newest, which covers what the dashboard shows. */
const STORED_ITEMS_FOR_NEW_RULES = 5000;

export type MatchOutcome = { matches: number; alerts: number };

/**
 * Matches the items of every fetch (the FETCHED_ITEMS_QUEUE job the sources module sends) against
 * every watchlist. A pair matched for the first time is stored and produces one alert per recipient,
 * queued for delivery in the same transaction; a pair stored already produces nothing, also when two
 * instances match the same items at once (watchlist_match is unique per pair).
 */
@Injectable()
export class WatchlistMatchingService {
  private readonly logger = new Logger(WatchlistMatchingService.name);

  constructor(
    private readonly em: EntityManager,
    queue: JobQueue,
    private readonly watchlists: WatchlistRepository,
    private readonly alerts: AlertRepository,
    private readonly trending: TrendingService,
    private readonly delivery: AlertDeliveryService,
  ) {
    queue.define<FetchedItemsJob>({
      name: FETCHED_ITEMS_QUEUE,
      attempts: 3,
      timeoutSeconds: 300,
      work: async (job) => {
        const outcome = await this.matchItems(job.data.itemIds);
        if (outcome.matches > 0) {
          this.logger.log({ message: 'Watchlists matched', fetchRunId: job.data.fetchRunId, ...outcome });
        }
      },
    });
  }

  /** Matches stored items against every watchlist. Runs outside any request, so it opens its own context. */
  @CreateRequestContext()
  async matchItems(itemIds: readonly number[]): Promise<MatchOutcome> {
    const watchlists = await this.watchlists.listAll();
    if (watchlists.length === 0 || itemIds.length === 0) return { matches: 0, alerts: 0 };
    const index = new WatchlistIndex(watchlists.map(compileWatchlist));
    const outcome: MatchOutcome = { matches: 0, alerts: 0 };
    for (let start = 0; start < itemIds.length; start += ITEMS_PER_BATCH) {
      const items = await this.candidates(itemIds.slice(start, start + ITEMS_PER_BATCH), index.needsStages);
      const found: NewMatch[] = items.flatMap((item) => index.match(item).map((match) => ({ ...match, trendingItemId: item.id })));
      const stored = await this.store(found, new Map(watchlists.map((watchlist) => [watchlist.id, watchlist])));
      outcome.matches += stored.matches;
      outcome.alerts += stored.alerts;
    }
    return outcome;
  }

  /**
   * Issue 29: a new or edited watchlist lists the stored stories that match it at once instead of
   * after the next fetch. These are stored as matches without alerts: they are stories its recipients
   * could already see, and a save should not set off a burst of e-mails. Because the pairs are stored,
   * a later fetch that sees these stories again finds them matched and alerts nobody either; only
   * stories that match after this moment alert. Answers how many matches were new.
   */
  async matchStoredItemsSilently(watchlist: Watchlist): Promise<number> {
    const itemIds = await this.trending.listNewestStoredItemIds(STORED_ITEMS_FOR_NEW_RULES);
    const index = new WatchlistIndex([compileWatchlist(watchlist)]);
    let stored = 0;
    for (let start = 0; start < itemIds.length; start += ITEMS_PER_BATCH) {
      const items = await this.candidates(itemIds.slice(start, start + ITEMS_PER_BATCH), index.needsStages);
      const found: NewMatch[] = items.flatMap((item) => index.match(item).map((match) => ({ ...match, trendingItemId: item.id })));
      stored += (await this.watchlists.insertNew(found)).length;
    }
    return stored;
  }

  /** Stored items ready for matching; with their stages only when a watchlist asks for rising stories (a read of their snapshots). */
  private async candidates(itemIds: readonly number[], withStages: boolean): Promise<MatchCandidate[]> {
    const items = await this.trending.listStoredItemsByIds(itemIds);
    if (!withStages) return items.map(toMatchCandidate);
    const timelines = await this.trending.storyTimelines(items);
    return items.map((item) => toMatchCandidate({ ...item, stage: timelines.get(item.id)?.stage }));
  }

  /** Stores the matches; the new ones get their alerts and delivery jobs in the same transaction. */
  private async store(found: readonly NewMatch[], watchlists: ReadonlyMap<number, Watchlist>): Promise<MatchOutcome> {
    if (found.length === 0) return { matches: 0, alerts: 0 };
    return this.em.transactional(async (em) => {
      const fresh = await this.watchlists.insertNew(found);
      const alerts: NewAlert[] = fresh.flatMap((match) => {
        const watchlist = watchlists.get(match.watchlistId);
        return watchlist ? alertsFor(watchlist, 'match', match.trendingItemId) : [];
      });
      const created = await this.alerts.insertMany(alerts);
      await this.delivery.enqueue(em, created);
      return { matches: fresh.length, alerts: created.length };
    });
  }
}

/** One alert per recipient of a watchlist: each e-mail address, then each webhook. */
export function alertsFor(watchlist: Watchlist, kind: NewAlert['kind'], trendingItemId: number | null): NewAlert[] {
  return [
    ...watchlist.emails.map((recipient): NewAlert => ({ watchlistId: watchlist.id, trendingItemId, kind, channel: 'email', recipient })),
    ...watchlist.webhookUrls.map((recipient): NewAlert => ({
      watchlistId: watchlist.id,
      trendingItemId,
      kind,
      channel: 'webhook',
      recipient,
    })),
  ];
}
