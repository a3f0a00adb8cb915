// Whether a trending item fits a brand brief's sector: a plain keyword rule, documented here so a PR
// person can predict which trends a brief will ride on.
//
// Rule: a sector has a fixed list of keywords and phrases (below, for the 16 sectors of the form);
// a free-text sector or niche not in the list uses its own words (4+ letters). An item fits when its
// title, the first sentence of its text (up to 200 characters) or its subreddit name contains at
// least one of them as a whole word; deeper in a long post a word is a passing mention ("Tom Brady"
// pegged an edtech brief on a school named in paragraph four) (a trailing "s" or
// "es" is allowed, so "bank" also matches "banks"; hashtags are split into words first). "other" has
// no keywords: nothing fits it.

import type { BriefSector } from '../../contracts/ideas.contract.js';
import { escapeRegExp } from '../../common/text/escape-reg-exp.js';

/** Keywords per brief sector, lower case; phrases are matched as whole phrases. */
export const SECTOR_KEYWORDS: Readonly<Record<BriefSector, readonly string[]>> = {
  fintech: [
    'fintech',
    'bank',
    'banking',
    'payment',
    'credit card',
    'debit card',
    'loan',
    'mortgage',
    'savings',
    'credit',
    'debt',
    'finance',
    'financial',
    'money',
    'investing',
    'investor',
    'stock',
    'inflation',
    'interest rate',
    'pension',
    'tax',
    'cost of living',
    'paypal',
    'revolut',
    'monzo',
    'stripe',
  ],
  healthtech: [
    'health',
    'healthcare',
    'nhs',
    'hospital',
    'doctor',
    'patient',
    'medical',
    'medicine',
    'drug',
    'vaccine',
    'fitness',
    'wellness',
    'mental health',
    'sleep',
    'cancer',
    'therapy',
    'wearable',
    'diabetes',
    'obesity',
  ],
  ecommerce: [
    'ecommerce',
    'e-commerce',
    'online shopping',
    'shopping',
    'shopper',
    'retail',
    'retailer',
    'amazon',
    'shopify',
    'parcel',
    'black friday',
    'prime day',
    'checkout',
    'consumer',
    'temu',
    'shein',
    'ebay',
  ],
  saas: [
    'saas',
    'software',
    'cloud',
    'productivity',
    'startup',
    'b2b',
    'subscription',
    'remote work',
    'workplace',
    'microsoft',
    'salesforce',
    'slack',
    'developer',
    'outage',
  ],
  crypto: [
    'crypto',
    'cryptocurrency',
    'bitcoin',
    'ethereum',
    'blockchain',
    'token',
    'nft',
    'stablecoin',
    'defi',
    'coinbase',
    'binance',
    'solana',
  ],
  edtech: [
    'education',
    'school',
    'student',
    'teacher',
    'university',
    'universities',
    'e-learning',
    'online learning',
    'exam',
    'tuition',
    'edtech',
    'online course',
    'classroom',
    'graduate',
  ],
  foodtech: [
    'food',
    'recipe',
    'restaurant',
    'cooking',
    'grocery',
    'groceries',
    'meal',
    'diet',
    'vegan',
    'chef',
    'nutrition',
    'snack',
    'takeaway',
    'supermarket',
    'drink',
  ],
  proptech: [
    'property',
    'properties',
    'housing',
    'house price',
    'homebuyer',
    'first-time buyer',
    'rent',
    'renter',
    'landlord',
    'mortgage',
    'real estate',
    'estate agent',
    'tenant',
    'homeowner',
  ],
  gaming: [
    'gaming',
    'video game',
    'videogame',
    'gamer',
    'playstation',
    'xbox',
    'nintendo',
    'esports',
    'console',
    'twitch',
    'fortnite',
    'minecraft',
    'gta',
  ],
  travel: [
    'travel',
    'flight',
    'airline',
    'airport',
    'holiday',
    'vacation',
    'hotel',
    'tourism',
    'tourist',
    'passport',
    'trip',
    'cruise',
    'airbnb',
  ],
  sustainability: [
    'climate',
    'sustainability',
    'sustainable',
    'emissions',
    'carbon',
    'net zero',
    'renewable',
    'solar',
    'wind farm',
    'recycling',
    'plastic',
    'environment',
    'environmental',
    'heatwave',
    'wildfire',
    'electric vehicle',
  ],
  fashion: [
    'fashion',
    'clothing',
    'clothes',
    'style',
    'beauty',
    'makeup',
    'designer',
    'outfit',
    'sneaker',
    'runway',
    'wardrobe',
    'skincare',
  ],
  automotive: [
    // Not "driving": "is driving the rise in type 2 diabetes" is about no car.
    'car',
    'vehicle',
    'electric vehicle',
    'tesla',
    'driver',
    'motoring',
    'petrol',
    'diesel',
    'motorway',
    'traffic',
    'ev',
    'toyota',
    'ford',
  ],
  cybersecurity: [
    'cyber',
    'cybersecurity',
    'hacked',
    'hacker',
    'hacking',
    'data breach',
    'ransomware',
    'malware',
    'phishing',
    'scam',
    'password',
    'privacy',
    'infosec',
  ],
  'ai-ml': [
    'ai',
    'artificial intelligence',
    'machine learning',
    'chatgpt',
    'openai',
    'llm',
    'chatbot',
    'gpt',
    'deepfake',
    'gemini',
    'anthropic',
    'claude',
    'copilot',
    'nvidia',
  ],
  other: [],
};

/** Words of a free-text niche that are too vague to count as keywords. */
const VAGUE_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'other',
  'brand',
  'brands',
  'company',
  'companies',
  'sector',
  'industry',
  'services',
  'products',
  'niche',
]);

/** The keywords of a sector: the table's list, or the words of a free-text niche. */
export function sectorKeywords(sector: string): readonly string[] {
  const key = sector.trim().toLowerCase();
  if (Object.hasOwn(SECTOR_KEYWORDS, key)) {
    return SECTOR_KEYWORDS[key as BriefSector];
  }
  const words = key.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 4 && !VAGUE_WORDS.has(word)))];
}

export type SectorFitText = { title: string; content: string | null; subreddit: string | null };

/**
 * A test of whether an item's words fit the sector, or null when the sector has no keywords
 * (then no item fits and the ideas are not grounded in trends).
 */
export function sectorFit(sector: string): ((item: SectorFitText) => boolean) | null {
  const keywords = sectorKeywords(sector);
  if (keywords.length === 0) {
    return null;
  }
  const alternatives = keywords.map((keyword) => escapeRegExp(keyword).replace(/\s+/g, '\\s+'));
  // Unicode-aware "whole word": no letter or digit right before or after the keyword.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu');
  return (item) => pattern.test(`${splitHashtags(item.title)}\n${lede(item.content)}\n${item.subreddit ?? ''}`);
}

/** How much of an item's text counts: its first sentence, at most LEDE_CHARS. */
const LEDE_CHARS = 200;

function lede(content: string | null): string {
  if (!content) return '';
  const start = content.slice(0, LEDE_CHARS);
  const end = start.search(/[.!?](?:\s|$)/);
  return end >= 0 ? start.slice(0, end + 1) : start;
}

/** X trends are often hashtags: "#NintendoDirect" reads as "Nintendo Direct", "#cost_of_living" as "cost of living". */
function splitHashtags(text: string): string {
  return text.replace(/#([\p{L}\p{N}_]+)/gu, (_match, tag: string) => tag.replace(/_/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}
