import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  type ContentSource,
  DEFAULT_GOOGLE_TRENDS_GEOS,
  DEFAULT_WIKIPEDIA_LANGUAGES,
  type FetchConfiguration,
} from '../../contracts/trending.contract.js';
import { BlueskyConnector } from './connectors/bluesky.connector.js';
import { GoogleTrendsConnector } from './connectors/google-trends.connector.js';
import { HackerNewsConnector } from './connectors/hackernews.connector.js';
import { MastodonConnector } from './connectors/mastodon.connector.js';
import { SourceFetchError } from './connectors/source-fetch-error.js';
import { joinSentences, type TrendSourceResult } from './connectors/trend-source-request.js';
import { WikipediaConnector } from './connectors/wikipedia.connector.js';
import { failedSource, type SourceOutcome } from './source-outcome.js';

/** The keyless trend sources this service fetches; the fetch pipeline runs each as a source of its own. */
export const TREND_SOURCES = [
  'google_trends',
  'bluesky',
  'hackernews',
  'wikipedia',
  'mastodon',
] as const satisfies readonly ContentSource[];
export type TrendSource = (typeof TREND_SOURCES)[number];

/**
 * Fetches one keyless trend source (Google Trends, Bluesky, Hacker News, Wikipedia, Mastodon) with
 * the lists the fetch configuration names, or the defaults. Never throws: a source that could not be
 * read is an error under its name; one that was read in part (a country, a language or an instance
 * failed) gives its items and a warning.
 */
@Injectable()
export class TrendSourcesService {
  private readonly logger = new Logger(TrendSourcesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly googleTrends: GoogleTrendsConnector,
    private readonly bluesky: BlueskyConnector,
    private readonly hackerNews: HackerNewsConnector,
    private readonly wikipedia: WikipediaConnector,
    private readonly mastodon: MastodonConnector,
  ) {}

  /** One source's items with its warning or error; an unexpected failure is logged and answered as an error in words. */
  async fetch(source: TrendSource, configuration: FetchConfiguration): Promise<SourceOutcome> {
    try {
      switch (source) {
        case 'google_trends':
          return inPart(source, await this.googleTrends.fetchTrends(configuration.googleTrends?.geos ?? DEFAULT_GOOGLE_TRENDS_GEOS));
        case 'bluesky':
          return { items: await this.bluesky.fetchTopics(), warnings: {}, errors: {} };
        case 'hackernews':
          return { items: await this.hackerNews.fetchFrontPage(), warnings: {}, errors: {} };
        case 'wikipedia':
          return inPart(source, await this.wikipedia.fetchMostRead(configuration.wikipedia?.languages ?? DEFAULT_WIKIPEDIA_LANGUAGES));
        case 'mastodon':
          return inPart(
            source,
            await this.mastodon.fetchTrends(configuration.mastodon?.instances ?? this.config.trendSources.mastodonInstances),
          );
      }
    } catch (error) {
      if (!(error instanceof SourceFetchError)) {
        this.logger.error({
          message: 'Trend source failed unexpectedly',
          source,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return failedSource(source, error);
    }
  }
}

/** Items with the problems as a warning; no items and problems is the source's error. */
function inPart(source: TrendSource, result: TrendSourceResult): SourceOutcome {
  if (result.problems.length === 0) return { items: result.items, warnings: {}, errors: {} };
  const message = joinSentences(result.problems);
  return result.items.length > 0
    ? { items: result.items, warnings: { [source]: message }, errors: {} }
    : { items: [], warnings: {}, errors: { [source]: message } };
}
