// Mastodon trends of an instance: GET {instance}/api/v1/trends/links (Trends::Link, PreviewCard
// entities) and /api/v1/trends/tags (Tag entities), public, no account needed (docs.joinmastodon.org,
// methods/trends). Both carry `history`: one entry per day, newest first, `day` a UNIX timestamp of
// midnight UTC and `uses` (posts) and `accounts` (people) as strings.
//
// Counting: the posts of today and yesterday (UTC). Today's entry alone starts from zero at midnight,
// so a trend read at 00:30 would look dead; two days is a rolling window of 24 to 48 hours that still
// reads as "now" (the instance itself ranks trends on recent days). Trends are dated when read, as
// X trends are: the list is what the instance shows now.
//
// Instance addresses come from the fetch configuration, that is from users: every request goes
// through the upstream client's address guard (no private addresses, no ports other than 80/443 unless
// OUTBOUND_ALLOW_HOSTS lists them), on every redirect too.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { htmlToPlainText } from './html-to-text.js';
import { readEach, requestTrendSource, TrendSourceError, type TrendSourceResult, unreadableAnswer } from './trend-source-request.js';

const DAY_SECONDS = 24 * 60 * 60;
/** Trends asked for per list; Mastodon's default is 10 and it answers at most 20. */
const TREND_LIMIT = 20;
/** The stored external id's column length. */
const EXTERNAL_ID_CHARS = 300;

const historySchema = z
  .array(
    z.object({
      day: z.union([z.string(), z.number()]),
      uses: z.union([z.string(), z.number()]),
      accounts: z.union([z.string(), z.number()]),
    }),
  )
  .nullish();
const linksSchema = z.array(
  z.object({
    url: z.string(),
    title: z.string().nullish(),
    description: z.string().nullish(),
    provider_name: z.string().nullish(),
    history: historySchema,
  }),
);
const tagsSchema = z.array(z.object({ name: z.string(), url: z.string().nullish(), history: historySchema }));

type History = z.infer<typeof historySchema>;
type Usage = { uses: number; accounts: number } | null;

export type MastodonConnectorOptions = {
  client: UpstreamClient;
  /** Instances fetched at once. Default 4. */
  concurrency?: number;
  timeoutMs?: number;
  maxRetries?: number;
  now?: () => number;
};

/**
 * Reads the trending links and tags of each instance. Never throws for an upstream problem: a list
 * that could not be read is one sentence in `problems`.
 */
export class MastodonConnector {
  private readonly now: () => number;

  constructor(private readonly options: MastodonConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /** `instances` are http(s) origins ("https://mastodon.social"); repeats are read once. */
  async fetchTrends(instances: readonly string[]): Promise<TrendSourceResult> {
    const fetchedAtMs = this.now();
    const origins = [...new Set(instances.map(originOf).filter((origin): origin is string => origin !== null))];
    return readEach(origins, this.options.concurrency ?? 4, (origin) => this.readInstance(origin, fetchedAtMs));
  }

  private async readInstance(origin: string, fetchedAtMs: number): Promise<TrendSourceResult> {
    const host = new URL(origin).host;
    const [links, tags] = await Promise.all([
      this.readList(`${origin}/api/v1/trends/links?limit=${TREND_LIMIT}`, `The list of trending links on ${host}`, linksSchema),
      this.readList(`${origin}/api/v1/trends/tags?limit=${TREND_LIMIT}`, `The list of trending tags on ${host}`, tagsSchema),
    ]);
    // Both lists failing the same way is one problem of the instance, said once.
    if ('failure' in links && 'failure' in tags && links.failure.phrase === tags.failure.phrase) {
      return { items: [], problems: [`The Mastodon instance ${host} ${links.failure.phrase}.`] };
    }
    const problems = [links, tags].flatMap((list) => ('failure' in list ? [list.failure.message] : []));
    const sinceDay = Math.floor(fetchedAtMs / 1000 / DAY_SECONDS) * DAY_SECONDS - DAY_SECONDS;
    const timestamp = new Date(fetchedAtMs).toISOString();
    const publication = `Mastodon (${host})`;
    const items: NormalizedItem[] = [];

    for (const [index, link] of ('list' in links ? links.list : []).entries()) {
      const title = htmlToPlainText(link.title, 300);
      const url = safeHttpLink(link.url);
      if (!title || !url) continue;
      const usage = recentUsage(link.history, sinceDay);
      items.push({
        source: 'mastodon',
        externalId: boundedId(`${host} link ${url}`),
        title,
        content: joinLines(
          htmlToPlainText(link.description, 500),
          usageLine('Shared', usage, host, htmlToPlainText(link.provider_name, 100)),
        ),
        sourceUrl: url,
        subreddit: null,
        publication,
        upvotes: null,
        comments: null,
        shares: usage?.uses ?? null,
        timestamp,
        rank: index + 1,
      });
    }
    for (const [index, tag] of ('list' in tags ? tags.list : []).entries()) {
      const name = htmlToPlainText(tag.name, 100)?.replace(/^#/, '');
      if (!name) continue;
      const usage = recentUsage(tag.history, sinceDay);
      items.push({
        source: 'mastodon',
        externalId: boundedId(`${host} tag ${name.toLowerCase()}`),
        title: `#${name}`,
        content: usageLine('Used', usage, host, null),
        sourceUrl: safeHttpLink(tag.url) ?? safeHttpLink(`${origin}/tags/${encodeURIComponent(name)}`),
        subreddit: null,
        publication,
        upvotes: null,
        comments: null,
        shares: usage?.uses ?? null,
        timestamp,
        rank: index + 1,
      });
    }
    return { items, problems };
  }

  private async readList<T>(url: string, subject: string, schema: z.ZodType<T>): Promise<{ list: T } | { failure: TrendSourceError }> {
    try {
      const body = await requestTrendSource(this.options.client, {
        url,
        subject,
        accept: 'application/json',
        timeoutMs: this.options.timeoutMs,
        maxRetries: this.options.maxRetries,
      });
      try {
        return { list: schema.parse(JSON.parse(body)) };
      } catch (error) {
        throw unreadableAnswer(subject, error);
      }
    } catch (error) {
      if (error instanceof TrendSourceError) return { failure: error };
      throw error;
    }
  }
}

/**
 * Posts over the history days from `sinceDay` (UNIX seconds) on, and the most people of one of those
 * days (accounts are counted per day: one person posting on both days would be counted twice in a
 * sum). Null without a history.
 */
function recentUsage(history: History, sinceDay: number): Usage {
  if (!history || history.length === 0) return null;
  let uses = 0;
  let accounts = 0;
  for (const entry of history) {
    if (Number(entry.day) < sinceDay) continue;
    uses += count(entry.uses);
    accounts = Math.max(accounts, count(entry.accounts));
  }
  return { uses, accounts };
}

function count(value: string | number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

/** "Shared in 120 posts by at least 95 people on mastodon.social today and yesterday." */
function usageLine(verb: 'Shared' | 'Used', usage: Usage, host: string, provider: string | null): string | null {
  const from = provider ? `From ${provider}.` : null;
  if (!usage || usage.uses === 0) return from;
  const posts = `${usage.uses.toLocaleString('en-US')} ${usage.uses === 1 ? 'post' : 'posts'}`;
  const people =
    usage.accounts > 0 ? ` by at least ${usage.accounts.toLocaleString('en-US')} ${usage.accounts === 1 ? 'person' : 'people'}` : '';
  return joinLines(from, `${verb} in ${posts}${people} on ${host} today and yesterday.`);
}

function joinLines(...lines: (string | null)[]): string | null {
  const kept = lines.filter((line): line is string => line !== null);
  return kept.length > 0 ? kept.join('\n') : null;
}

/** The id as is when it fits the column, else a digest of it (a long link must not be cut into another link's id). */
function boundedId(id: string): string {
  if (id.length <= EXTERNAL_ID_CHARS) return id;
  return `${id.slice(0, EXTERNAL_ID_CHARS - 66)} ${createHash('sha256').update(id).digest('hex')}`.slice(0, EXTERNAL_ID_CHARS);
}

function originOf(instance: string): string | null {
  try {
    const url = new URL(instance);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
