import {
  CONTENT_SOURCES,
  type ContentSource,
  DEFAULT_GOOGLE_TRENDS_GEOS,
  DEFAULT_WIKIPEDIA_LANGUAGES,
  type FetchConfiguration,
  ITEM_SOURCE_LABELS,
} from '@contracts/trending.contract';

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function sourcePart(source: ContentSource, configuration: FetchConfiguration): string {
  const label = ITEM_SOURCE_LABELS[source];
  switch (source) {
    case 'reddit':
      return `${label} (${counted(configuration.reddit.subreddits.length, 'subreddit')})`;
    case 'google_trends':
      return `${label} (${(configuration.googleTrends?.geos ?? DEFAULT_GOOGLE_TRENDS_GEOS).join(', ')})`;
    case 'wikipedia':
      return `${label} (${(configuration.wikipedia?.languages ?? DEFAULT_WIKIPEDIA_LANGUAGES).join(', ')})`;
    case 'mastodon':
      // No list sent: the server reads the instances it is set up with, which this screen does not know.
      return configuration.mastodon ? `${label} (${counted(configuration.mastodon.instances.length, 'instance')})` : label;
    case 'x_trending':
    case 'bluesky':
    case 'hackernews':
      return label;
  }
}

/**
 * The Data Sources form in one line (issue 29), for the card folded once stories are stored:
 * "Reddit (26 subreddits), Google Trends (GB, US), Hacker News".
 */
export function fetchConfigurationSummary(configuration: FetchConfiguration): string {
  const parts = CONTENT_SOURCES.filter((source) => configuration.enabledSources.includes(source)).map((source) =>
    sourcePart(source, configuration),
  );
  return parts.length > 0 ? parts.join(', ') : 'No sources selected';
}
