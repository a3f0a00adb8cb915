import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { StoredItem } from '../trending/index.js';
import { Watchlist } from './watchlist.entity.js';

/** A stored match as the screens and alerts read it. */
export type MatchRow = { watchlistId: number; trendingItemId: number; matchedKeywords: string[]; createdAt: Date };

/** A stored match's item as an alert tells it, with the keywords it matched. */
export type MatchedStory = Pick<StoredItem, 'id' | 'source' | 'subreddit' | 'publication' | 'sourceUrl' | 'title' | 'prScore'> & {
  matchedKeywords: string[];
};

const STORY_COLUMNS = `i.id, i.source, i.subreddit, i.publication, i.source_url as "sourceUrl", i.title, i.pr_score as "prScore"`;

/** A match to store: a new pair produces alerts, a stored one nothing. */
export type NewMatch = { watchlistId: number; trendingItemId: number; matchedKeywords: string[] };

/** Queries of watchlists and their matches (tables watchlist, watchlist_match). */
@Injectable()
export class WatchlistRepository {
  constructor(private readonly em: EntityManager) {}

  async save(watchlist: Watchlist): Promise<void> {
    await this.em.persist(watchlist).flush();
  }

  /** Deletes the watchlist; its matches, alerts and attempts go with it (foreign keys cascade). */
  async remove(watchlist: Watchlist): Promise<void> {
    await this.em.remove(watchlist).flush();
  }

  /** The user's watchlist with this id, or null (another user's watchlist is as unknown as a missing one). */
  findOwned(userId: number, id: number): Promise<Watchlist | null> {
    return this.em.findOne(Watchlist, { id, userId });
  }

  /** The user's watchlists, newest first. */
  listByUser(userId: number): Promise<Watchlist[]> {
    return this.em.find(Watchlist, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  countByUser(userId: number): Promise<number> {
    return this.em.count(Watchlist, { userId });
  }

  /** Every watchlist of every user: what a fetch's items are matched against. */
  listAll(): Promise<Watchlist[]> {
    return this.em.find(Watchlist, {}, { orderBy: { id: 'asc' } });
  }

  /**
   * Stores matches in one statement and answers the ones that were new. A pair stored already (a
   * re-fetch, or another instance matching the same items at this moment) is skipped by the unique
   * (watchlist_id, trending_item_id): a concurrent insert of the same pair waits for the other
   * transaction and then skips it, so a pair is answered as new exactly once.
   */
  insertNew(matches: readonly NewMatch[]): Promise<NewMatch[]> {
    if (matches.length === 0) return Promise.resolve([]);
    return boundQuery<NewMatch>(
      this.em,
      `insert into watchlist_match (watchlist_id, trending_item_id, matched_keywords, created_at)
       select m.watchlist_id, m.trending_item_id, m.matched_keywords::jsonb, now()
       from unnest($1::int[], $2::int[], $3::text[]) as m(watchlist_id, trending_item_id, matched_keywords)
       order by m.watchlist_id, m.trending_item_id
       on conflict (watchlist_id, trending_item_id) do nothing
       returning watchlist_id as "watchlistId", trending_item_id as "trendingItemId", matched_keywords as "matchedKeywords"`,
      [
        matches.map((match) => match.watchlistId),
        matches.map((match) => match.trendingItemId),
        matches.map((match) => JSON.stringify(match.matchedKeywords)),
      ],
    );
  }

  /** The newest `perWatchlist` matches of each watchlist, newest first. */
  async latestMatches(watchlistIds: readonly number[], perWatchlist: number): Promise<MatchRow[]> {
    if (watchlistIds.length === 0) return [];
    const rows = await boundQuery<MatchRow>(
      this.em,
      `select "watchlistId", "trendingItemId", "matchedKeywords", "createdAt" from (
         select m.watchlist_id as "watchlistId", m.trending_item_id as "trendingItemId", m.matched_keywords as "matchedKeywords",
           m.created_at as "createdAt", row_number() over (partition by m.watchlist_id order by m.created_at desc, m.id desc) as rank
         from watchlist_match m where m.watchlist_id = any($1::int[])
       ) ranked where rank <= $2 order by "createdAt" desc, "trendingItemId" desc`,
      [watchlistIds, perWatchlist],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /** A stored item with the keywords it matched the watchlist with (none when the pair is not stored), or null when the item is gone. */
  async matchedStory(watchlistId: number, trendingItemId: number): Promise<MatchedStory | null> {
    const [row] = await boundQuery<MatchedStory>(
      this.em,
      `select ${STORY_COLUMNS}, coalesce(m.matched_keywords, '[]'::jsonb) as "matchedKeywords"
       from trending_item i left join watchlist_match m on m.trending_item_id = i.id and m.watchlist_id = $1
       where i.id = $2`,
      [watchlistId, trendingItemId],
    );
    return row ?? null;
  }

  /**
   * The watchlist's best `limit` matches stored in [since, until) whose item is still stored, with
   * their items: best PR score first, then the newest item.
   */
  topStoriesBetween(watchlistId: number, since: Date, until: Date, limit: number): Promise<MatchedStory[]> {
    return boundQuery<MatchedStory>(
      this.em,
      `select ${STORY_COLUMNS}, m.matched_keywords as "matchedKeywords"
       from watchlist_match m join trending_item i on i.id = m.trending_item_id
       where m.watchlist_id = $1 and m.created_at >= $2 and m.created_at < $3
       order by i.pr_score desc, i.id desc limit $4`,
      [watchlistId, since.toISOString(), until.toISOString(), limit],
    );
  }

  /** The e-mail recipients of each watchlist with any and at least one match stored in [since, until): the digest's list. */
  listEmailsWithMatchesBetween(since: Date, until: Date): Promise<{ id: number; emails: string[] }[]> {
    return boundQuery<{ id: number; emails: string[] }>(
      this.em,
      `select w.id, w.emails from watchlist w
       where jsonb_array_length(w.emails) > 0
         and exists (select 1 from watchlist_match m where m.watchlist_id = w.id and m.created_at >= $1 and m.created_at < $2)
       order by w.id`,
      [since.toISOString(), until.toISOString()],
    );
  }
}
