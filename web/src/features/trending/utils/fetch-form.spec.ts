import { describe, expect, it } from '@jest/globals';
import { sourceMessageLines } from './fetch-form';

describe(sourceMessageLines.name, () => {
  describe('when one source failed and another warned', () => {
    it('should name both, Reddit first', () => {
      expect(
        sourceMessageLines(
          { x_trending: 'The trend page trends24.in is down right now (error 503). Showing Top Media stories instead.' },
          { reddit: 'Reddit rejected this App ID and App Secret.' },
        ),
      ).toBe(
        'Reddit: Reddit rejected this App ID and App Secret.\nX (Twitter): The trend page trends24.in is down right now (error 503). Showing Top Media stories instead.',
      );
    });
  });

  describe('when a message repeats', () => {
    it('should say it once', () => {
      expect(sourceMessageLines({ news: 'Feeds are down.' }, { news: 'Feeds are down.' })).toBe('Top Media: Feeds are down.');
    });
  });

  describe('when a source is unknown or a message empty', () => {
    it('should label it Unknown Source and skip the empty one', () => {
      expect(sourceMessageLines({ mastodon: 'Not supported.', reddit: '' })).toBe('Unknown Source: Not supported.');
    });
  });
});
