import { Inject, Injectable, Logger } from '@nestjs/common';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { guardedFetchHtml } from '../../platform/http/guarded-fetch.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import type { NormalizedItem } from '../trending/index.js';
import { parseByline, personKey } from './byline.js';
import { type BylineAuthor, JournalistRepository } from './journalist.repository.js';
import { outletName } from './outlet-name.js';
import { pageByline } from './page-byline.js';

/** The queue whose job reads article pages for bylines after a fetch (one job per fetch, one at a time). */
export const PAGE_BYLINES_QUEUE = 'article-page-bylines';
/** Article pages read for bylines per fetch at most: a fetch must not turn into a crawl of every outlet. */
export const PAGE_BYLINES_PER_FETCH = 30;
/** Pages read at once: several outlets answer in parallel, none is hammered. */
const PAGE_CONCURRENCY = 4;
/** Time cap of one article page (every redirect hop and the body together). */
const PAGE_TIMEOUT_MS = 8_000;
/** An article page is HTML of a few hundred kilobytes; anything past this is not worth reading for a name. */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;

export type PageBylineOutcome = { read: number; found: number };

/**
 * Keeps every news item's byline and adds its people to the journalist directory (issue 30). Feed
 * bylines are recorded during the fetch; items whose feed names nobody have their article page read
 * afterwards through the guarded fetcher, at most PAGE_BYLINES_PER_FETCH a fetch and never twice.
 */
@Injectable()
export class BylinesService {
  private readonly logger = new Logger(BylinesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly journalists: JournalistRepository,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    queue.define<Record<string, never>>({
      name: PAGE_BYLINES_QUEUE,
      attempts: 1,
      exclusive: true,
      timeoutSeconds: 300,
      work: async () => {
        const outcome = await this.readPageBylines();
        if (outcome.read > 0) this.logger.log({ message: 'Article pages read for bylines', ...outcome });
      },
    });
  }

  /**
   * Stores the bylines of a fetch's news items (as the feed wrote them, or none) and their people, in
   * one transaction. Items of other sources are left alone: posts and trends have no byline.
   */
  async recordFeedBylines(items: readonly NormalizedItem[]): Promise<void> {
    const news = items.filter((item) => item.source === 'news');
    if (news.length === 0) return;
    const bylineOf = new Map(news.map((item) => [item.externalId, item.byline ?? null]));
    await this.em.transactional(async () => {
      const stored = await this.journalists.newsItemsByExternalId([...bylineOf.keys()]);
      await this.journalists.saveBylines(
        stored.map((item) => {
          const byline = bylineOf.get(item.externalId) ?? null;
          return { trendingItemId: item.id, byline, origin: byline === null ? null : 'feed' };
        }),
      );
      await this.journalists.saveAuthors(
        stored.flatMap((item) => authorsOf(item.id, bylineOf.get(item.externalId) ?? null, item.publication, item.sourceUrl)),
      );
    });
  }

  /** Asks for the article pages of the newest fetch to be read; never fails the fetch that asks. */
  async queuePageReads(): Promise<void> {
    await this.queue.send(PAGE_BYLINES_QUEUE, {}).catch((error: unknown) => {
      this.logger.warn(`Article pages could not be queued for bylines: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Reads the pages of up to `limit` news items whose feed named nobody, newest first, for the byline
   * the page states (JSON-LD NewsArticle.author, meta author, article:author). Each page is marked
   * as tried before it is read, so it is never read twice, found or not. Runs outside any request.
   */
  @CreateRequestContext()
  async readPageBylines(limit = PAGE_BYLINES_PER_FETCH): Promise<PageBylineOutcome> {
    const pages = await this.journalists.claimPendingPages(Math.min(limit, PAGE_BYLINES_PER_FETCH));
    let found = 0;
    for (let start = 0; start < pages.length; start += PAGE_CONCURRENCY) {
      const batch = pages.slice(start, start + PAGE_CONCURRENCY);
      const bylines = await Promise.all(batch.map((page) => this.readPage(page.sourceUrl)));
      const read = batch.flatMap((page, index) => (bylines[index] ? [{ page, byline: bylines[index] }] : []));
      if (read.length === 0) continue;
      found += read.length;
      await this.em.transactional(async () => {
        await this.journalists.saveBylines(
          read.map(({ page, byline }) => ({ trendingItemId: page.trendingItemId, byline, origin: 'page' })),
        );
        await this.journalists.saveAuthors(
          read.flatMap(({ page, byline }) => authorsOf(page.trendingItemId, byline, page.publication, page.sourceUrl)),
        );
      });
    }
    return { read: pages.length, found };
  }

  /** The byline an article page states, or null when it states none or cannot be read (why is logged, not retried). */
  private async readPage(url: string): Promise<string | null> {
    try {
      const page = await guardedFetchHtml(url, {
        allowHosts: this.config.outboundAllowHosts,
        timeoutMs: PAGE_TIMEOUT_MS,
        maxBytes: PAGE_MAX_BYTES,
      });
      return page.status >= 200 && page.status < 300 ? pageByline(page.html) : null;
    } catch (error) {
      this.logger.debug(`No byline read from ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}

/** The people of one item's byline, at the outlet its feed names (outletName). */
function authorsOf(trendingItemId: number, byline: string | null, publication: string | null, articleUrl: string | null): BylineAuthor[] {
  if (byline === null || !publication) return [];
  const outlet = outletName(publication, articleUrl);
  return parseByline(byline).people.map((person) => ({
    trendingItemId,
    name: person.name,
    nameKey: personKey(person.name),
    outlet,
    outletKey: personKey(outlet),
    title: person.title,
  }));
}
