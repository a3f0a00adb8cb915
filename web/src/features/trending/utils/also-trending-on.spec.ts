import { describe, expect, it } from '@jest/globals';
import type { TrendingItem } from '@contracts/trending.contract';
import { alsoTrendingBadges } from './also-trending-on';

const row: TrendingItem = {
  id: 1,
  topicId: null,
  source: 'google_trends',
  subreddit: null,
  publication: 'Google Trends (US)',
  sourceUrl: 'https://news.example/lomachenko-lopez-preview',
  title: 'Lomachenko vs Lopez',
  content: null,
  upvotes: null,
  comments: null,
  shares: 200_000,
  prScore: 84,
  timestamp: '2026-01-01T00:00:00.000Z',
  sensitivity: [],
  groupScoreBoost: 10,
  alsoTrendingOn: [
    { id: 2, source: 'news', title: 'Lomachenko vs. Lopez: Review and Analysis', sourceUrl: null },
    { id: 3, source: 'reddit', title: 'Teofimo Lopez beats Vasiliy Lomachenko', sourceUrl: 'https://www.reddit.com/r/boxing/comments/j3/' },
    { id: 4, source: 'news', title: 'Lomachenko pierde ante López', sourceUrl: 'https://deportes.example/lomachenko-lopez' },
    { id: 5, source: 'google_trends', title: 'Teofimo Lopez', sourceUrl: null },
  ],
};

describe(alsoTrendingBadges.name, () => {
  it('should give one badge per other source, in the order of the items, linked to the first item with a link', () => {
    expect(alsoTrendingBadges(row)).toEqual([
      {
        source: 'news',
        label: 'Top Media',
        url: 'https://deportes.example/lomachenko-lopez',
        titles: ['Lomachenko vs. Lopez: Review and Analysis', 'Lomachenko pierde ante López'],
      },
      {
        source: 'reddit',
        label: 'Reddit',
        url: 'https://www.reddit.com/r/boxing/comments/j3/',
        titles: ['Teofimo Lopez beats Vasiliy Lomachenko'],
      },
    ]);
  });

  it('should give none to a story seen on one source only', () => {
    expect(alsoTrendingBadges({ ...row, alsoTrendingOn: undefined })).toEqual([]);
    expect(alsoTrendingBadges({ ...row, alsoTrendingOn: [row.alsoTrendingOn![3]] })).toEqual([]);
  });
});
