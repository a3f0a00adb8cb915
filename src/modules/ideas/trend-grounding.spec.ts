import type { BriefCampaignIdea } from '../../contracts/ideas.contract.js';
import type { TrendingItem } from '../../contracts/trending.contract.js';
import { GROUNDING_TREND_LIMIT, groundIdeas, selectGroundingTrends, sourcePlatformName, trendShelfLifeDays } from './trend-grounding.js';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;

let nextId = 1;
// Ids only need to be unique within a test; numbering each test from 1 keeps its items the same in any order.
beforeEach(() => {
  nextId = 1;
});

function trendingItem(fields: Partial<TrendingItem> & Pick<TrendingItem, 'title'>): TrendingItem {
  const id = nextId++;
  return {
    id,
    topicId: null,
    source: 'reddit',
    subreddit: 'personalfinance',
    publication: null,
    sourceUrl: `https://www.reddit.com/r/personalfinance/comments/${id}/post/`,
    content: null,
    upvotes: 1000,
    comments: 100,
    shares: null,
    prScore: 50,
    sensitivity: [],
    timestamp: new Date(NOW - 6 * HOUR).toISOString(),
    ...fields,
  };
}

function idea(fields: Partial<BriefCampaignIdea> = {}): BriefCampaignIdea {
  return {
    title: 'The Savings Gap Index',
    category: 2,
    effort_level: 'Medium',
    one_sentence_pitch: 'Acme Pay ranks the savings gap across UK cities for first-time savers.',
    hook: 'Savings rates are in the news.',
    required_assets: 'Survey data',
    timeline: '3-4 weeks',
    difficulty: 'Medium',
    ...fields,
  };
}

describe(selectGroundingTrends.name, () => {
  describe('when some candidates fit the sector', () => {
    it('should keep only the fitting ones, best PR score first, at most the limit', () => {
      const candidates = [
        trendingItem({ title: 'Banks cut savings rates', prScore: 40 }),
        trendingItem({ title: 'New species found in the Pacific', prScore: 99 }),
        trendingItem({ title: 'Mortgage approvals hit a record', prScore: 80 }),
        trendingItem({ title: 'Inflation falls to 2%', prScore: 70 }),
        trendingItem({ title: 'Credit card debt climbs', prScore: 60 }),
      ];
      const trends = selectGroundingTrends(candidates, 'fintech', NOW);
      expect(trends.map((trend) => trend.title)).toEqual([
        'Mortgage approvals hit a record',
        'Inflation falls to 2%',
        'Credit card debt climbs',
      ]);
      expect(trends).toHaveLength(GROUNDING_TREND_LIMIT);
    });

    it('should take platform, link and shelf life from the item', () => {
      const news = trendingItem({
        title: 'Bank of England holds interest rates',
        source: 'news',
        subreddit: null,
        publication: 'BBC News',
        sourceUrl: 'https://www.bbc.co.uk/news/business-1',
        timestamp: new Date(NOW - 30 * HOUR).toISOString(),
      });
      expect(selectGroundingTrends([news], 'fintech', NOW)).toEqual([
        {
          title: news.title,
          source_platform: 'BBC News',
          trend_link: 'https://www.bbc.co.uk/news/business-1',
          time_to_live_days: 6,
          sensitivity: [],
        },
      ]);
    });

    it('should skip items without a link', () => {
      expect(selectGroundingTrends([trendingItem({ title: 'Banks cut savings rates', sourceUrl: null })], 'fintech', NOW)).toEqual([]);
    });
  });

  describe('when nothing fits', () => {
    it('should give no trends', () => {
      const candidates = [trendingItem({ title: 'Banks cut savings rates' })];
      expect(selectGroundingTrends(candidates, 'gaming', NOW)).toEqual([]);
      expect(selectGroundingTrends(candidates, 'other', NOW)).toEqual([]);
    });
  });
});

describe(sourcePlatformName.name, () => {
  it('should name each source the way people know it', () => {
    expect(sourcePlatformName({ source: 'reddit', publication: null })).toBe('Reddit');
    expect(sourcePlatformName({ source: 'x_trending', publication: null })).toBe('X (Twitter)');
    expect(sourcePlatformName({ source: 'news', publication: 'The Guardian' })).toBe('The Guardian');
    expect(sourcePlatformName({ source: 'news', publication: null })).toBe('Top Media');
  });
});

describe(trendShelfLifeDays.name, () => {
  it('should count down with age and never drop below 1 day', () => {
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
    expect(trendShelfLifeDays({ source: 'x_trending', timestamp: at(1) }, NOW)).toBe(2);
    expect(trendShelfLifeDays({ source: 'reddit', timestamp: at(1) }, NOW)).toBe(4);
    expect(trendShelfLifeDays({ source: 'reddit', timestamp: at(50) }, NOW)).toBe(2);
    expect(trendShelfLifeDays({ source: 'news', timestamp: at(24 * 30) }, NOW)).toBe(1);
  });
});

describe(groundIdeas.name, () => {
  const trend = {
    title: 'Banks cut savings rates',
    source_platform: 'Reddit',
    trend_link: 'https://www.reddit.com/r/x/1/',
    time_to_live_days: 3,
    sensitivity: [],
  };

  describe('when an idea links a given trend', () => {
    it("should carry that trend's platform, link and shelf life", () => {
      const [grounded] = groundIdeas(
        [idea({ trend_link: trend.trend_link, source_platform: 'Reddit (r/x)', time_to_live_days: 30 })],
        [trend],
      );
      expect(grounded).toMatchObject({ source_platform: 'Reddit', trend_link: trend.trend_link, time_to_live_days: 3 });
    });
  });

  describe('when an idea links nothing or a link we did not give', () => {
    it('should leave out platform, link and shelf life', () => {
      const results = groundIdeas(
        [
          idea({ source_platform: 'TikTok', time_to_live_days: 14 }),
          idea({ trend_link: 'https://invented.example/', source_platform: 'Reddit' }),
        ],
        [trend],
      );
      for (const result of results) {
        expect(result).not.toHaveProperty('source_platform');
        expect(result).not.toHaveProperty('trend_link');
        expect(result).not.toHaveProperty('time_to_live_days');
        expect(result.title).toBe('The Savings Gap Index');
      }
    });
  });
});
