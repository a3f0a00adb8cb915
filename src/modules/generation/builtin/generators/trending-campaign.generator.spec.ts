import { withStoryMarket } from '../../tasks/trending-item.input.js';
import { generateTrendingCampaign } from './trending-campaign.generator.js';

/** A recorded r/Overwatch post (bench:quality data): its thread has 202 comments. */
const diabloPost = withStoryMarket({
  title: 'Ramattra x Diablo 4 collab skin',
  content: "I don't know who this is tbh I don't play Diablo but it looks cool",
  source: 'reddit',
  subreddit: 'Overwatch',
  publication: null,
  topicName: null,
  engagement: { upvotes: 2595, comments: 202, shares: null },
  sensitivity: [],
  light: true,
  sourceUrl: null,
  publishedAt: '2026-11-27T09:00:00.000Z',
});

/** Every count of comments or replies a text states: "the 100 most upvoted replies" → 100. */
function statedReplyCounts(text: string): number[] {
  return [...text.matchAll(/(\d[\d,]*)\s+(?:most upvoted\s+)?(?:comments|replies)\b/gi)].map((match) =>
    Number(match[1]!.replace(/,/g, '')),
  );
}

describe(generateTrendingCampaign.name, () => {
  describe('when the item is a Reddit thread read for a community report', () => {
    it('should never claim to have read more replies than the thread has', () => {
      const campaign = generateTrendingCampaign({ item: diabloPost, plan: null });
      const counts = statedReplyCounts([campaign.title, campaign.description, ...campaign.headlines].join('\n'));
      // Was "We read 900 comments on Diablo" on a thread of 202.
      expect(Math.max(...counts)).toBeLessThanOrEqual(202);
    });

    it('should promise in its headlines no other replies than its description says it reads', () => {
      const campaign = generateTrendingCampaign({ item: diabloPost, plan: null });
      expect(campaign.description).toContain('the 100 most upvoted replies in the r/Overwatch thread');
      // Which headline patterns are drawn depends on the item's seed; whichever speak of replies say 100.
      for (const count of statedReplyCounts(campaign.headlines.join('\n'))) expect(count).toBe(100);
    });
  });
});
