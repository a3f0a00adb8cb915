import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '../../contracts/clients.contract.js';
import {
  ITEM_SOURCES,
  type ItemSource,
  type TrendingItem as TrendingItemContract,
  sortTrendingItems,
  type TrendingSort,
} from '../../contracts/trending.contract.js';
import { ClientsService, compileClient } from '../clients/index.js';
import type { NormalizedItem } from './normalized-item.js';
import { scorePrBatch } from './pr-score.js';
import { classifyTopic } from './topic-classifier.js';
import { TopicsService } from './topics.service.js';
import { AppException } from '../../common/errors/app.exception.js';
import { ChangeFeed } from '../../platform/database/change-feed.js';
import { type SerializedAnswer, SerializedAnswerCache } from '../../platform/database/serialized-answer-cache.js';
import { groupStories } from './story-groups.js';
import { keyOf, StoryTimelinesService } from './story-timelines.service.js';
import type { StorySnapshot, StoryTimeline } from '../../contracts/timeline.contract.js';
import { type StoredItem, toStoredItem, toStoryRow, toTrendingItemContract } from './trending-item.mapper.js';
import { TrendingItemRepository, type TrendingListFilter, type TrendingItemUpsert } from './trending-item.repository.js';

/** The most items one list answer carries; the dashboard pages through them client-side. */
export const TRENDING_LIST_LIMIT = 500;

/**
 * How the list is shown: `sortBy` (absent: best PR score first); with a client, every row carries its
 * fit and the rows matching a topic the client avoids are left out unless `includeExcluded`.
 */
export type TrendingListView = { sortBy?: TrendingSort; clientId?: number; includeExcluded?: boolean };

/** `itemIds`: the stored ids of every item of the batch, written or unchanged (what a fetch saw). */
export type IngestResult = { received: number; written: number; itemIds: number[] };

@Injectable()
export class TrendingService {
  constructor(
    private readonly em: EntityManager,
    private readonly topics: TopicsService,
    private readonly items: TrendingItemRepository,
    private readonly changes: ChangeFeed,
    private readonly clients: ClientsService,
    private readonly timelines: StoryTimelinesService,
  ) {
    this.listCache = new SerializedAnswerCache(changes, 'trending');
  }

  private readonly listCache: SerializedAnswerCache;

  /**
   * The list answer as JSON bytes, from memory until any instance stores new items. With a client,
   * the answer is kept under the client's id and last edit, so an edited profile is never answered
   * with the fits of the old one.
   * @throws AppException `invalid-input` for sortBy=fit without a client, `not-found` for an unknown client
   */
  async listItemsJson(filter: TrendingListFilter, view: TrendingListView = {}): Promise<SerializedAnswer> {
    if (view.sortBy === 'fit' && view.clientId === undefined) {
      throw new AppException('invalid-input', 'sortBy=fit needs a clientId: choose a client to sort by fit.');
    }
    const client = view.clientId === undefined ? null : await this.clients.get(view.clientId);
    const key = [
      filter.topicId ?? '',
      filter.source ?? '',
      view.sortBy ?? '',
      client ? `client ${client.id} ${client.updatedAt}${view.includeExcluded ? ' all' : ''}` : '',
    ].join('|');
    return this.listCache.get(key, () => this.listItems(filter, { sortBy: view.sortBy, client, includeExcluded: view.includeExcluded }));
  }

  /** One stored item with its topic's name (for AI inputs). @throws AppException `not-found` */
  async getItem(id: number): Promise<{ item: TrendingItemContract; topicName: string | null }> {
    const found = await this.items.findWithTopicName(id);
    if (!found) {
      throw new AppException('not-found', `Trending item ${id} does not exist.`);
    }
    const item = toTrendingItemContract(found);
    const timeline = (await this.timelines.timelines([item])).get(item.id);
    return { item: timeline ? { ...item, ...timeline } : item, topicName: found.topic_name };
  }

  /** Every snapshot of one stored item, oldest first (issue 31). @throws AppException `not-found` */
  async history(id: number): Promise<StorySnapshot[]> {
    if (!(await this.items.findWithTopicName(id))) {
      throw new AppException('not-found', `Trending item ${id} does not exist.`);
    }
    return this.timelines.history(id);
  }

  /**
   * Items posted since `since` that link to their source, best PR score first: the candidates a
   * brand brief's ideas may ride on (the ideas module picks those that fit the sector).
   */
  async listRecentLinkedItems(since: Date, limit: number): Promise<TrendingItemContract[]> {
    return (await this.items.listRecentLinked(since, limit)).map(toTrendingItemContract);
  }

  /**
   * Stored items by id (unknown ids are left out), in no particular order, as fetched and scored:
   * without the sensitivity (a regex scan of each text) and the story grouping, which matching a
   * fetch's thousands of items against watchlists does not need.
   */
  async listStoredItemsByIds(ids: readonly number[]): Promise<StoredItem[]> {
    if (ids.length === 0) return [];
    return (await this.items.listByIds(ids)).map(toStoredItem);
  }

  /** Each item's stage, window, growth and sparkline as of its latest snapshot (issue 31). */
  storyTimelines(items: readonly { id: number; source: ItemSource }[]): Promise<Map<number, StoryTimeline>> {
    return this.timelines.timelines(items);
  }

  /** The ids of the newest `limit` stored items (by the time they were posted): what a new watchlist is matched against. */
  listNewestStoredItemIds(limit: number): Promise<number[]> {
    return this.items.newestIds(limit);
  }

  /** How many items of each source are stored (0 for a source without any). */
  async countBySource(): Promise<Record<ItemSource, number>> {
    const counts = Object.fromEntries(ITEM_SOURCES.map((source) => [source, 0])) as Record<ItemSource, number>;
    for (const row of await this.items.countBySource()) counts[row.source] = row.count;
    return counts;
  }

  /**
   * Stored items, best PR score first, one row per story (story-groups.ts): a row lists the other items
   * about its story in `alsoTrendingOn` and its score counts their sources (`groupScoreBoost`).
   *
   * The stories are found among the best TRENDING_LIST_LIMIT items. With a filter (topic, source) the
   * items that match it are added to them, and a story is listed when any of its items matches: its row
   * is the best matching item, so `?source=reddit` lists Reddit posts, each with where else it trends.
   */
  async listItems(
    filter: TrendingListFilter,
    view: { sortBy?: TrendingSort; client?: Client | null; includeExcluded?: boolean } = {},
  ): Promise<TrendingItemContract[]> {
    const rows = await this.items.list({}, TRENDING_LIST_LIMIT);
    const filtered = filter.topicId !== undefined || filter.source !== undefined;
    if (filtered) {
      const known = new Set(rows.map((row) => row.id));
      rows.push(...(await this.items.list(filter, TRENDING_LIST_LIMIT)).filter((row) => !known.has(row.id)));
    }
    const matches = (item: TrendingItemContract) =>
      (filter.topicId === undefined || item.topicId === filter.topicId) && (filter.source === undefined || item.source === filter.source);
    const fitter = view.client ? compileClient(view.client) : null;
    const answer: TrendingItemContract[] = [];
    for (const { members } of groupStories(rows.map(toTrendingItemContract))) {
      const row = filtered ? members.find(matches) : members[0];
      if (!row) continue;
      const listed = toStoryRow(row, members);
      if (fitter) {
        // A story's other items are the same story: their titles count as the row's text.
        const { score, reasons, excluded } = fitter.fit(
          row,
          listed.alsoTrendingOn?.map((member) => member.title),
        );
        if (excluded && !view.includeExcluded) continue;
        listed.fit = { score, reasons };
        if (excluded) listed.excluded = true;
      }
      answer.push(listed);
    }
    const best = answer.sort((a, b) => b.prScore - a.prScore || b.id - a.id).slice(0, TRENDING_LIST_LIMIT);
    // Each row's stage, window, growth and sparkline are its own item's (issue 31): one read for the page.
    const timelines = await this.timelines.timelines(best);
    const withTimelines = best.map((row) => ({ ...row, ...timelines.get(row.id) }));
    return sortTrendingItems(withTimelines, view.sortBy ?? 'prScore');
  }

  /**
   * Scores a fetched batch (each item against its own source and community), assigns topics and
   * upserts everything in one transaction: a re-fetch updates counts and scores, never duplicates.
   */
  async ingest(batch: readonly NormalizedItem[], nowMs = Date.now()): Promise<IngestResult> {
    const unique = [...new Map(batch.map((item) => [keyOf(item), item])).values()];
    if (unique.length === 0) {
      return { received: 0, written: 0, itemIds: [] };
    }
    // A story seen before is scored on the growth since its previous snapshot (issue 31).
    const observed = await this.timelines.observedEngagementPerHour(unique, await this.items.idsByKey(unique), nowMs);
    const scores = scorePrBatch(
      unique.map((item) => ({ ...item, observedEngagementPerHour: observed.get(keyOf(item)) ?? null })),
      nowMs,
    );
    const assignments = unique.map((item) => classifyTopic(item));
    const topicIds = await this.topics.topicIdsByName(assignments);
    const rows: TrendingItemUpsert[] = unique.map((item, index) => ({
      ...item,
      topicId: topicIds.get(assignments[index].name) ?? null,
      prScore: scores[index].score,
    }));
    // The repository's statements join this transaction: inside it the injected EntityManager resolves to the transaction's.
    const { written, itemIds } = await this.em.transactional(async (em) => {
      const count = await this.items.upsertMany(rows);
      const stored = await this.items.idsByKey(unique);
      const rowByKey = new Map(rows.map((row) => [keyOf(row), row]));
      // Every fetch, manual or scheduled, comes through here: each story it saw gets its snapshot.
      const recorded = await this.timelines.record(
        stored.map(({ id, ...key }) => {
          const row = rowByKey.get(keyOf(key))!;
          return { itemId: id, rank: row.rank, upvotes: row.upvotes, comments: row.comments, shares: row.shares, prScore: row.prScore };
        }),
      );
      // Unchanged rows are not rewritten; only a real change (or a new snapshot, which moves stages) empties the list caches.
      if (count > 0 || recorded > 0) {
        await this.changes.publish(em, 'trending');
      }
      return { written: count, itemIds: stored.map((entry) => entry.id) };
    });
    return { received: unique.length, written, itemIds };
  }
}
