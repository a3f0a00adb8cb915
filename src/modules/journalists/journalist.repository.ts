import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';

/** A journalist as every directory read selects it, with the figures read from their articles. */
export type JournalistRow = {
  id: number;
  name: string;
  outlet: string;
  title: string | null;
  email: string | null;
  notes: string | null;
  doNotContact: boolean;
  articleCount: number;
  lastBylineAt: Date | null;
};

/** A person read out of a byline, at the outlet of the item they wrote. */
export type BylineAuthor = {
  trendingItemId: number;
  name: string;
  nameKey: string;
  outlet: string;
  outletKey: string;
  title: string | null;
};

/** A news item as the byline recorder needs it. */
export type NewsItemRef = { id: number; externalId: string; publication: string | null; sourceUrl: string | null };

/** A news item whose article page is still to be read for a byline. */
export type PendingPage = { trendingItemId: number; sourceUrl: string; publication: string | null };

/** An article with a journalist's byline. */
export type BylinedArticle = { title: string; url: string | null; publishedAt: Date; topicId: number | null };

export type DirectoryFilter = { query?: string; outletKey?: string; topic?: string };

const JOURNALIST_COLUMNS = `j.id, j.name, j.outlet, j.title, j.email, j.notes, j.do_not_contact as "doNotContact",
  coalesce(s.article_count, 0)::int as "articleCount", s.last_byline_at as "lastBylineAt"`;

/** Each journalist's article count and newest byline, joined to every directory read. */
const STATS_JOIN = `left join lateral (
    select count(*) as article_count, max(i.timestamp) as last_byline_at
    from journalist_article ja join trending_item i on i.id = ja.trending_item_id
    where ja.journalist_id = j.id
  ) s on true`;

/** `%` and `_` typed in a search box are searched for, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Queries of the journalist directory, in SQL through boundQuery: bylines arrive in batches of a
 * fetch's news items, and the directory's figures are counted over the articles in one statement.
 * Reads of trending items and topics join their tables as the watchlists module does.
 */
@Injectable()
export class JournalistRepository {
  constructor(private readonly em: EntityManager) {}

  /** The stored news items with these external ids (what a fetch just stored). */
  newsItemsByExternalId(externalIds: readonly string[]): Promise<NewsItemRef[]> {
    if (externalIds.length === 0) return Promise.resolve([]);
    return boundQuery<NewsItemRef>(
      this.em,
      `select id, external_id as "externalId", publication, source_url as "sourceUrl" from trending_item
       where source = 'news' and external_id = any($1::text[])`,
      [externalIds],
    );
  }

  /**
   * Stores each item's byline as written. A byline already stored is replaced only by a feed's
   * (the feed is the item's own word); an item without one is stored with none, which marks its page
   * as one to read.
   */
  async saveBylines(rows: readonly { trendingItemId: number; byline: string | null; origin: 'feed' | 'page' | null }[]): Promise<void> {
    if (rows.length === 0) return;
    await boundQuery(
      this.em,
      `insert into article_byline (trending_item_id, byline, origin, recorded_at)
       select s.id, s.byline, s.origin, now() from unnest($1::int[], $2::text[], $3::text[]) as s(id, byline, origin)
       on conflict (trending_item_id) do update set byline = excluded.byline, origin = excluded.origin, recorded_at = excluded.recorded_at
       where excluded.byline is not null and article_byline.byline is distinct from excluded.byline`,
      [rows.map((row) => row.trendingItemId), rows.map((row) => row.byline), rows.map((row) => row.origin)],
    );
  }

  /**
   * Adds the people of bylines to the directory (one row per name at an outlet) and links each to the
   * item they wrote. A known person's title follows their latest byline that gives one.
   */
  async saveAuthors(authors: readonly BylineAuthor[]): Promise<void> {
    if (authors.length === 0) return;
    const people = [...new Map(authors.map((author) => [`${author.nameKey}\u0000${author.outletKey}`, author])).values()];
    const stored = await boundQuery<{ id: number; nameKey: string; outletKey: string }>(
      this.em,
      `insert into journalist (name, name_key, outlet, outlet_key, title, do_not_contact, created_at, updated_at)
       select s.name, s.name_key, s.outlet, s.outlet_key, s.title, false, now(), now()
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as s(name, name_key, outlet, outlet_key, title)
       on conflict (name_key, outlet_key) do update set title = coalesce(excluded.title, journalist.title)
       returning id, name_key as "nameKey", outlet_key as "outletKey"`,
      [
        people.map((person) => person.name),
        people.map((person) => person.nameKey),
        people.map((person) => person.outlet),
        people.map((person) => person.outletKey),
        people.map((person) => person.title),
      ],
    );
    const ids = new Map(stored.map((row) => [`${row.nameKey}\u0000${row.outletKey}`, row.id]));
    const links = authors.map((author) => ({
      journalistId: ids.get(`${author.nameKey}\u0000${author.outletKey}`)!,
      itemId: author.trendingItemId,
    }));
    await boundQuery(
      this.em,
      `insert into journalist_article (journalist_id, trending_item_id)
       select * from unnest($1::int[], $2::int[]) on conflict (journalist_id, trending_item_id) do nothing`,
      [links.map((link) => link.journalistId), links.map((link) => link.itemId)],
    );
  }

  /**
   * Claims up to `limit` news items, newest first, whose feed named nobody and whose page was never
   * read: each is marked as tried in the same statement, so no page is read twice, even by two instances.
   */
  claimPendingPages(limit: number): Promise<PendingPage[]> {
    return boundQuery<PendingPage>(
      this.em,
      `with pending as (
         select b.trending_item_id from article_byline b join trending_item i on i.id = b.trending_item_id
         where b.byline is null and b.page_tried_at is null and i.source_url is not null
         order by i.timestamp desc limit $1 for update of b skip locked
       )
       update article_byline b set page_tried_at = now() from pending p, trending_item i
       where b.trending_item_id = p.trending_item_id and i.id = b.trending_item_id
       returning b.trending_item_id as "trendingItemId", i.source_url as "sourceUrl", i.publication`,
      [limit],
    );
  }

  /** One page of the directory: newest byline first, and how many journalists match in all. */
  async listPage(filter: DirectoryFilter, limit: number, offset: number): Promise<{ rows: JournalistRow[]; total: number }> {
    const rows = await boundQuery<JournalistRow & { total: number }>(
      this.em,
      `select ${JOURNALIST_COLUMNS}, count(*) over ()::int as total
       from journalist j ${STATS_JOIN}
       where ($1::text is null or j.name ilike $1 or j.outlet ilike $1)
         and ($2::text is null or j.outlet_key = $2)
         and ($3::text is null or exists (
           select 1 from journalist_article ja join trending_item i on i.id = ja.trending_item_id join topic t on t.id = i.topic_id
           where ja.journalist_id = j.id and lower(t.name) = lower($3)))
       order by s.last_byline_at desc nulls last, j.id desc
       limit $4 offset $5`,
      [filter.query ? likePattern(filter.query) : null, filter.outletKey ?? null, filter.topic ?? null, limit, offset],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }

  /** Journalists by id (unknown ids left out), with their figures. */
  listByIds(ids: readonly number[]): Promise<JournalistRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return boundQuery<JournalistRow>(this.em, `select ${JOURNALIST_COLUMNS} from journalist j ${STATS_JOIN} where j.id = any($1::int[])`, [
      ids,
    ]);
  }

  /** Each journalist's topics with how many of their articles are about each, most first. */
  beatsOf(ids: readonly number[]): Promise<{ journalistId: number; topic: string; count: number }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return boundQuery(
      this.em,
      `select ja.journalist_id as "journalistId", t.name as topic, count(*)::int as count
       from journalist_article ja join trending_item i on i.id = ja.trending_item_id join topic t on t.id = i.topic_id
       where ja.journalist_id = any($1::int[])
       group by ja.journalist_id, t.name order by count(*) desc, t.name`,
      [ids],
    );
  }

  /** A journalist's newest articles. */
  articlesOf(journalistId: number, limit: number): Promise<BylinedArticle[]> {
    return boundQuery<BylinedArticle>(
      this.em,
      `select i.title, i.source_url as url, i.timestamp as "publishedAt", i.topic_id as "topicId"
       from journalist_article ja join trending_item i on i.id = ja.trending_item_id
       where ja.journalist_id = $1 order by i.timestamp desc, i.id desc limit $2`,
      [journalistId, limit],
    );
  }

  /** The journalists whose byline is on this item. */
  async authorsOf(trendingItemId: number): Promise<number[]> {
    const rows = await boundQuery<{ id: number }>(
      this.em,
      `select journalist_id as id from journalist_article where trending_item_id = $1`,
      [trendingItemId],
    );
    return rows.map((row) => row.id);
  }

  /** Articles with a journalist's byline posted since `since`, newest first (other than `exceptItemId`): what Who covers this weighs. */
  recentBylinedArticles(
    since: Date,
    exceptItemId: number,
    limit: number,
  ): Promise<{ journalistId: number; title: string; topicId: number | null }[]> {
    return boundQuery(
      this.em,
      `select ja.journalist_id as "journalistId", i.title, i.topic_id as "topicId"
       from journalist_article ja join trending_item i on i.id = ja.trending_item_id
       where i.timestamp >= $1 and i.id <> $2 order by i.timestamp desc limit $3`,
      [since.toISOString(), exceptItemId, limit],
    );
  }

  /** The id of the topic named so (null when no item was ever filed under it). */
  async topicIdNamed(name: string): Promise<number | null> {
    const [row] = await boundQuery<{ id: number }>(this.em, `select id from topic where name = $1`, [name]);
    return row?.id ?? null;
  }

  /** Pitches drafted to a journalist since `since`. */
  async countPitchesSince(journalistId: number, since: Date): Promise<number> {
    const [row] = await boundQuery<{ count: number }>(
      this.em,
      `select count(*)::int as count from journalist_pitch where journalist_id = $1 and drafted_at >= $2`,
      [journalistId, since.toISOString()],
    );
    return row?.count ?? 0;
  }

  /** How many people and outlets the directory holds, and how many news items have a byline with a person: the closing note's figures. */
  async directoryFigures(): Promise<{ people: number; outlets: number; newsItems: number; newsItemsWithPerson: number }> {
    const [row] = await boundQuery<{ people: number; outlets: number; newsItems: number; newsItemsWithPerson: number }>(
      this.em,
      `select (select count(*)::int from journalist) as people,
              (select count(distinct outlet_key)::int from journalist) as outlets,
              (select count(*)::int from trending_item where source = 'news') as "newsItems",
              (select count(distinct trending_item_id)::int from journalist_article) as "newsItemsWithPerson"`,
      [],
    );
    return row!;
  }
}
