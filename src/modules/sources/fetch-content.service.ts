import { Injectable, Logger } from '@nestjs/common';
import type { FetchConfiguration, FetchContentResponse, ItemSource } from '../../contracts/trending.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { FeedsService } from '../feeds/index.js';
import { BylinesService } from '../journalists/index.js';
import { TrendingService } from '../trending/index.js';
import { describeNewsFailures, describeOwnFeedFailures, NewsConnector } from './connectors/news.connector.js';
import { RedditConnector } from './connectors/reddit.connector.js';
import { describeXTrendsFailures, XTrendsConnector } from './connectors/x-trends.connector.js';
import { FetchRun } from './fetch-run.entity.js';
import { FetchRunRepository } from './fetch-run.repository.js';
import { FETCHED_ITEMS_QUEUE, type FetchedItemsJob } from './fetched-items.job.js';
import { RedditCredentialsService } from './reddit-credentials.service.js';
import { failedSource, SOURCE_NAMES, type SourceOutcome } from './source-outcome.js';
import { TREND_SOURCES, TrendSourcesService } from './trend-sources.service.js';

/** The longest one source may take in all (its requests have their own, shorter, time caps). */
export const SOURCE_TIME_CAP_MS = 45_000;
/** The longest the feeds people follow may take in all; a feed still unread then is a warning. */
export const OWN_FEEDS_TIME_CAP_MS = 40_000;

/**
 * Runs the enabled sources in parallel, each with a time cap; one failing source never fails the
 * others. Whatever arrives is scored and upserted; the run is recorded as a FetchRun.
 */
@Injectable()
export class FetchContentService {
  private readonly logger = new Logger(FetchContentService.name);

  constructor(
    private readonly fetchRuns: FetchRunRepository,
    private readonly trending: TrendingService,
    private readonly credentials: RedditCredentialsService,
    private readonly reddit: RedditConnector,
    private readonly xTrends: XTrendsConnector,
    private readonly news: NewsConnector,
    private readonly trendSources: TrendSourcesService,
    private readonly feeds: FeedsService,
    private readonly queue: JobQueue,
    private readonly bylines: BylinesService,
  ) {}

  /**
   * @throws AppException `upstream-failed` with `data.errors` when every enabled source failed (nothing stored is lost).
   */
  async fetch(configuration: FetchConfiguration, trigger: 'user' | 'schedule'): Promise<FetchContentResponse & { success: true }> {
    const run = new FetchRun(configuration, trigger);
    const started = Date.now();
    const timings: Record<string, number> = {};
    const timed = async (name: string, task: () => Promise<SourceOutcome>): Promise<SourceOutcome> => {
      const t0 = Date.now();
      try {
        return await task();
      } finally {
        timings[name] = Date.now() - t0;
      }
    };

    const tasks: Promise<SourceOutcome>[] = [];
    if (configuration.enabledSources.includes('reddit')) {
      tasks.push(timed('reddit', () => withTimeCap('reddit', () => this.fetchReddit(configuration))));
    }
    if (configuration.enabledSources.includes('x_trending')) {
      tasks.push(timed('x_trending', () => withTimeCap('x_trending', () => this.fetchXTrends(configuration))));
    }
    // The keyless trend sources, each a task of its own: a slow or failing one holds up no other.
    for (const source of TREND_SOURCES) {
      if (configuration.enabledSources.includes(source)) {
        tasks.push(timed(source, () => withTimeCap(source, () => this.trendSources.fetch(source, configuration))));
      }
    }
    // The feeds people follow (News Scraper) are read with Top Media on every fetch, whichever sources are checked.
    tasks.push(timed('own_feeds', () => this.fetchOwnFeeds()));
    const outcomes = await Promise.all(tasks);
    const items = outcomes.flatMap((outcome) => outcome.items);
    const warnings = mergeMessages(outcomes.map((outcome) => outcome.warnings));
    const errors = mergeMessages(outcomes.map((outcome) => outcome.errors));

    const ingestStarted = Date.now();
    const ingest = await this.trending.ingest(items, started);
    timings.ingest = Date.now() - ingestStarted;
    // Bylines after the items they belong to; the article pages of feeds that name nobody are read later, off this request.
    await this.bylines.recordFeedBylines(items);
    await this.bylines.queuePageReads();

    const counts: Partial<Record<ItemSource, number>> = {};
    for (const item of items) {
      counts[item.source] = (counts[item.source] ?? 0) + 1;
    }
    run.counts = counts as Record<string, number>;
    run.warnings = warnings as Record<string, string>;
    run.errors = errors as Record<string, string>;
    run.timingsMs = { ...timings, total: Date.now() - started };
    run.finishedAt = new Date();
    await this.fetchRuns.save(run);
    await this.announceItems(run.id, ingest.itemIds);
    this.logger.log({
      message: 'Fetch finished',
      trigger,
      counts,
      written: ingest.written,
      warnings: Object.keys(warnings),
      errors: Object.keys(errors),
    });

    const everySourceFailed = items.length === 0 && Object.keys(errors).length > 0;
    if (everySourceFailed) {
      throw new AppException('upstream-failed', 'No content could be fetched from the selected sources.', {
        details: { success: false, contentFetched: false, warnings, data: { errors } },
      });
    }
    // A source that answered with nothing new still counts: the list then shows what is stored.
    const someSourceAnswered = Object.keys(errors).length < configuration.enabledSources.length;
    return { success: true, contentFetched: items.length > 0 || someSourceAnswered, counts, warnings, data: { errors } };
  }

  /**
   * Tells whoever reacts to fetches (watchlists) which items this fetch saw. Stored items are never
   * lost when the queue cannot take the job: the next fetch that sees them announces them again.
   */
  private async announceItems(fetchRunId: number, itemIds: number[]): Promise<void> {
    if (itemIds.length === 0) return;
    const job: FetchedItemsJob = { fetchRunId, itemIds };
    await this.queue.send(FETCHED_ITEMS_QUEUE, job).catch((error: unknown) => {
      this.logger.error(`The fetched items could not be queued for watchlists: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** The configuration of the last fetch a person started, for the scheduled refresh. */
  async lastUserConfiguration(): Promise<FetchConfiguration | null> {
    return (await this.fetchRuns.findLastByUser())?.configuration ?? null;
  }

  private async fetchReddit(configuration: FetchConfiguration): Promise<SourceOutcome> {
    try {
      const credentials = await this.credentials.current();
      const result = await this.reddit.fetchPosts(credentials, configuration.reddit);
      const warnings = result.warnings.length > 0 ? { reddit: result.warnings.join(' ') } : {};
      return { items: result.items, warnings, errors: {} };
    } catch (error) {
      return failedSource('reddit', error);
    }
  }

  /**
   * X trends from the configured pages; when none can be read and fallback is on, Top Media items
   * take their place and the answer carries a warning for X (SPEC "Use Fallback Sources").
   */
  private async fetchXTrends(configuration: FetchConfiguration): Promise<SourceOutcome> {
    const { useFallback, maxResults } = configuration.xTrending;
    const trends = await this.xTrends.fetchTrends({ useFallback, maxResults });
    if (trends.items.length > 0) {
      const warnings =
        trends.failures.length > 0
          ? {
              x_trending: `${describeXTrendsFailures(trends.failures)} Trends were read from ${new URL(trends.pageUrl ?? '').host} instead.`,
            }
          : {};
      return { items: trends.items, warnings, errors: {} };
    }
    const xProblem = describeXTrendsFailures(trends.failures);
    if (!useFallback) {
      return { items: [], warnings: {}, errors: { x_trending: xProblem } };
    }
    const news = await this.news.fetchNews(maxResults * 2);
    if (news.items.length === 0) {
      return { items: [], warnings: {}, errors: { x_trending: xProblem, news: describeNewsFailures(news.failures) } };
    }
    const warnings: SourceOutcome['warnings'] = { x_trending: `${xProblem} Showing Top Media stories instead.` };
    if (news.failures.length > 0) {
      warnings.news = describeNewsFailures(news.failures);
    }
    return { items: news.items, warnings, errors: {} };
  }

  /**
   * The active feeds people follow, read like NEWS_RSS_URLS (their items are `news`, published under
   * the feed's name). A feed that fails is a warning for Top Media and never holds up the others; what
   * each read gave is recorded on the feed for the News Scraper screen.
   */
  private async fetchOwnFeeds(): Promise<SourceOutcome> {
    const feeds = await this.feeds.activeFeeds();
    if (feeds.length === 0) return { items: [], warnings: {}, errors: {} };
    const results = await this.news.readOwnFeeds(
      feeds.map((feed) => ({ url: feed.url, publication: feed.title })),
      AbortSignal.timeout(OWN_FEEDS_TIME_CAP_MS),
    );
    await this.feeds.recordReads(
      results.map((result, index) => ({
        id: feeds[index]!.id,
        itemCount: result.failure === null ? result.items.length : null,
        error: result.failure === null ? null : `The feed ${result.failure}.`,
      })),
    );
    const failures = results.flatMap((result, index) =>
      result.failure === null ? [] : [{ title: feeds[index]!.title, message: result.failure }],
    );
    return {
      items: results.flatMap((result) => result.items),
      warnings: failures.length > 0 ? { news: describeOwnFeedFailures(failures) } : {},
      errors: {},
    };
  }
}

/** Per-source messages of several tasks; two about one source (Top Media as X's fallback and the own feeds) are joined. */
function mergeMessages(maps: readonly Partial<Record<ItemSource, string>>[]): Partial<Record<ItemSource, string>> {
  const merged: Partial<Record<ItemSource, string>> = {};
  for (const map of maps) {
    for (const [source, message] of Object.entries(map) as [ItemSource, string][]) {
      merged[source] = merged[source] ? `${merged[source]} ${message}` : message;
    }
  }
  return merged;
}

async function withTimeCap(source: ItemSource, task: () => Promise<SourceOutcome>): Promise<SourceOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<SourceOutcome>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          items: [],
          warnings: {},
          errors: { [source]: `${SOURCE_NAMES[source]} did not answer within ${SOURCE_TIME_CAP_MS / 1000} seconds.` },
        }),
      SOURCE_TIME_CAP_MS,
    );
  });
  try {
    return await Promise.race([task(), cap]);
  } finally {
    clearTimeout(timer);
  }
}
