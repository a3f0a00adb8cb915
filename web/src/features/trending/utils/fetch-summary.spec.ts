import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FETCH_CONFIGURATION } from '@contracts/trending.contract';
import { fetchConfigurationSummary } from './fetch-summary';

describe(fetchConfigurationSummary.name, () => {
  describe('when several sources are enabled', () => {
    it('should name them in the form order, with the count or list each is set up with', () => {
      expect(
        fetchConfigurationSummary({
          ...DEFAULT_FETCH_CONFIGURATION,
          enabledSources: ['hackernews', 'google_trends', 'reddit'],
          googleTrends: { geos: ['GB', 'US'] },
        }),
      ).toBe('Reddit (26 subreddits), Google Trends (GB, US), Hacker News');
    });
  });

  describe('when a list source sends no list', () => {
    it('should say the defaults for Wikipedia and only the name for Mastodon', () => {
      expect(fetchConfigurationSummary({ ...DEFAULT_FETCH_CONFIGURATION, enabledSources: ['wikipedia', 'mastodon'] })).toBe(
        'Wikipedia (en), Mastodon',
      );
    });
  });

  describe('when one subreddit or instance is set', () => {
    it('should use the singular', () => {
      expect(
        fetchConfigurationSummary({
          ...DEFAULT_FETCH_CONFIGURATION,
          enabledSources: ['reddit', 'mastodon'],
          reddit: { ...DEFAULT_FETCH_CONFIGURATION.reddit, subreddits: ['news'] },
          mastodon: { instances: ['https://mastodon.social'] },
        }),
      ).toBe('Reddit (1 subreddit), Mastodon (1 instance)');
    });
  });
});
