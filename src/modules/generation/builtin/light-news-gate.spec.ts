import type { PrCategoryId } from '../../../contracts/ideas.contract.js';
import { checkAnswer, type AiTask } from '../../../platform/ai/ai-task.js';
import { isLightItem, itemSensitivity } from '../../brand-safety/index.js';
import { LIGHT_ONLY_CATEGORIES, PLAYFUL_FORMATS, playfulWording } from '../tasks/brand-safety-rules.js';
import { briefIdeasInput, briefIdeasTask, type GroundingTrend } from '../tasks/brief-ideas.task.js';
import { prAnglesTask } from '../tasks/pr-angles.task.js';
import { trendingCampaignTask } from '../tasks/trending-campaign.task.js';
import { withStoryMarket, type AiTrendingItem } from '../tasks/trending-item.input.js';
import { createBuiltinProvider } from './builtin-generators.js';

// Issue 26: the built-in generator offered "The Southport quiz: how much do you really know about the
// knife attack?" and "The number puzzle: can you spot the mistake?" on record child homelessness.
// Playful kinds are for news recognised as light, never merely because nothing sensitive was found.

const provider = createBuiltinProvider();

async function generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<TOutput> {
  const checked = checkAnswer(task, input, await provider.generate(task, input));
  if (!checked.ok) throw new Error(`${task.name} answer failed validation: ${checked.problems.join('; ')}`);
  return checked.output;
}

/** A news item as toAiTrendingItem builds it: sensitivity and lightness judged from its words. */
function newsItem(title: string, content: string | null = null): AiTrendingItem {
  return withStoryMarket({
    title,
    content,
    source: 'news',
    subreddit: null,
    publication: 'BBC News',
    topicName: null,
    engagement: { upvotes: null, comments: null, shares: null },
    sensitivity: itemSensitivity(title, content),
    light: isLightItem(title, content),
    sourceUrl: null,
    publishedAt: '2026-11-27T09:00:00.000Z',
  });
}

function trendOf(item: AiTrendingItem): GroundingTrend {
  return {
    title: item.title,
    source_platform: 'BBC News',
    trend_link: `https://www.bbc.co.uk/news/${encodeURIComponent(item.title.slice(0, 20))}`,
    time_to_live_days: 3,
    sensitivity: item.sensitivity,
  };
}

/** Every playful thing the three generators offer on the item: playful words, formats and categories. */
async function playfulOffers(item: AiTrendingItem): Promise<string[]> {
  const offers: string[] = [];
  const check = (where: string, text: string | null | undefined) => {
    if (!text) return;
    const word = playfulWording(text);
    if (word) offers.push(`${where}: "${word}" in "${text}"`);
    if (PLAYFUL_FORMATS.has(text.trim())) offers.push(`${where}: format ${text}`);
  };
  for (const [index, angle] of (await generate(prAnglesTask, item)).entries()) {
    check(`angle ${index}`, angle.angle);
    check(`angle ${index} headline`, angle.headline);
    check(`angle ${index} format`, angle.format);
    check(`angle ${index} tactic`, angle.plan.tactic);
  }
  const campaign = await generate(trendingCampaignTask, { item, plan: null });
  for (const text of [campaign.title, campaign.description, campaign.format, ...campaign.headlines]) check('campaign', text);
  const trend = trendOf(item);
  for (const sector of ['food', 'entertainment', 'fintech']) {
    const ideas = await generate(briefIdeasTask, briefIdeasInput({ brand_name: 'Brandly', sector_or_niche: sector }, [trend]));
    for (const idea of ideas.filter((entry) => entry.trend_link === trend.trend_link)) {
      if (LIGHT_ONLY_CATEGORIES.has(idea.category as PrCategoryId)) offers.push(`brief idea (${sector}): category ${idea.category}`);
      for (const text of [idea.title, idea.one_sentence_pitch, idea.hook]) check(`brief idea (${sector})`, text);
    }
  }
  return offers;
}

describe('built-in generators and the light-news gate', () => {
  describe('when the item is grave or hardship news (the stories of issue 26)', () => {
    it.each([
      'Southport knife attack: three children killed at Taylor Swift-themed dance class',
      'Southport knife attack suspect appears in court',
      'Record number of children in temporary accommodation as homelessness rises',
      "Teen planned 'explosives and knives' attack at Swift concert",
    ])('should offer no quiz, challenge, puzzle or "share your take" on "%s"', async (title) => {
      expect(await playfulOffers(newsItem(title))).toEqual([]);
    });
  });

  describe('when the item is neither sensitive nor light', () => {
    it.each([
      'Bank of England holds interest rates at 5.25% as inflation eases',
      'Unilever profit beats forecasts as price rises hold up sales',
    ])('should offer no playful kind on "%s"', async (title) => {
      const item = newsItem(title);
      expect(item.sensitivity).toEqual([]);
      expect(await playfulOffers(item)).toEqual([]);
    });
  });

  describe('when the item is recognised as light', () => {
    it('should be free to offer playful kinds', async () => {
      const items = [
        newsItem('Nintendo unveils its new games console, on sale in June'),
        newsItem('Chelsea beat Wigan to win the Premier League title'),
        newsItem('Baked feta pasta: the recipe trend taking over TikTok'),
      ];
      expect(items.every((item) => item.light)).toBe(true);
      const offers = (await Promise.all(items.map(playfulOffers))).flat();
      expect(offers.length).toBeGreaterThan(0);
    });
  });
});
