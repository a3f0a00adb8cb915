// Which PR categories suit a story best: points for what the story has (figures, conflict, a question,
// a big comment thread, a visual subject) and for its beat, plus a seeded tie-breaker.
import { PR_CATEGORIES, type PrCategoryId } from '../../../contracts/ideas.contract.js';
import type { BeatKey } from './knowledge/beats.js';
import type { SeededRandom } from './seeded-random.js';
import type { TextAnalysis } from './text-analysis.js';

export type StoryTraits = {
  beat: BeatKey;
  analysis?: TextAnalysis;
  source?: string;
  comments?: number | null;
};

// Beats where a category is a natural fit.
const BEAT_FIT: Readonly<Record<PrCategoryId, readonly BeatKey[]>> = {
  1: ['politics', 'health', 'science', 'business', 'security', 'ai', 'crypto', 'personal-finance'],
  2: ['personal-finance', 'property', 'food', 'travel', 'retail', 'motoring'],
  3: ['entertainment', 'lifestyle', 'gaming', 'general', 'education'],
  4: ['health', 'food', 'travel', 'education', 'personal-finance', 'property', 'general'],
  5: ['politics', 'business', 'technology', 'ai', 'sport', 'security', 'environment'],
  6: ['science', 'technology', 'health', 'food', 'motoring', 'ai'],
  7: ['entertainment', 'fashion', 'lifestyle', 'food', 'marketing'],
  8: ['gaming', 'technology', 'personal-finance', 'lifestyle', 'ai', 'crypto'],
  9: ['entertainment', 'gaming', 'sport', 'marketing', 'general'],
  10: ['lifestyle', 'food', 'travel', 'fashion', 'sport'],
};

const PRICE_WORDS = [
  'price',
  'prices',
  'cost',
  'costs',
  'bill',
  'bills',
  'cheap',
  'cheapest',
  'expensive',
  'fees',
  'rent',
  'inflation',
  'pint',
];

/** All ten (or the allowed) categories, best first. */
export function rankCategories(traits: StoryTraits, random: SeededRandom, allowed?: readonly number[]): PrCategoryId[] {
  const ids = PR_CATEGORIES.map((category) => category.id).filter((id) => !allowed || allowed.includes(id));
  const scored = ids.map((id) => ({ id, score: score(id, traits) + random.next() * 1.5 }));
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.id);
}

function score(id: PrCategoryId, traits: StoryTraits): number {
  let points = BEAT_FIT[id].includes(traits.beat) ? 2 : 0;
  const analysis = traits.analysis;
  if (!analysis) return points;
  const money = analysis.numbers.some((value) => /[£$€]|\b(bn|m|million|billion)\b/i.test(value));
  const priceTalk = PRICE_WORDS.some((word) => analysis.words.has(word));
  const named = analysis.people.length + analysis.organisations.length + analysis.otherNames.length > 0;
  // A question to the crowd or a first-person post is no news to react to; a title that names nothing
  // suits the tactics built on the conversation itself (community, meme, challenge, quiz).
  const notNews = analysis.form !== 'news';
  const nameless = analysis.subjectKind === 'none';
  switch (id) {
    case 1:
      points += (analysis.signals.conflict ? 2 : 0) + (analysis.people.length > 0 ? 1 : 0) - (notNews ? 1 : 0) - (nameless ? 2 : 0);
      break;
    case 2:
      points += (money ? 2 : 0) + (priceTalk ? 2 : 0) - (nameless ? 2 : 0);
      break;
    case 3:
      points += analysis.question ? 1 : 0;
      break;
    case 4:
      points += (analysis.question ? 2 : 0) + (analysis.signals.data ? 1 : 0);
      break;
    case 5:
      points +=
        (traits.source === 'news' ? 2 : 1) + (analysis.signals.conflict ? 1 : 0) + (named ? 1 : 0) - (notNews ? 2 : 0) - (nameless ? 2 : 0);
      break;
    case 6:
      points +=
        (analysis.signals.surprise ? 1 : 0) + (analysis.words.has('study') || analysis.words.has('test') ? 2 : 0) - (nameless ? 1 : 0);
      break;
    case 7:
      points += (traits.source === 'x_trending' ? 2 : 0) + (analysis.words.has('viral') || analysis.words.has('tiktok') ? 2 : 0);
      break;
    case 8:
      points += (traits.source === 'reddit' && (traits.comments ?? 0) >= 200 ? 3 : 0) + (analysis.question ? 2 : 0) + (nameless ? 1 : 0);
      break;
    case 9:
      points += (analysis.signals.surprise ? 1 : 0) + (traits.source === 'x_trending' ? 1 : 0);
      break;
    case 10:
      points += !named && !analysis.signals.conflict ? 1 : 0;
      break;
  }
  return points;
}
