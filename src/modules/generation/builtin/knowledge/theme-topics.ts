// What each theme of the headline generator is made of: the stories journalists keep returning to
// and the audiences they are written for. Topics carry no article, so templates can put their own. Ten topics per theme, so ten headlines never repeat one.
import type { ThemeKey } from '../../../../contracts/ideas.contract.js';
import { classifySensitivity } from '../../../brand-safety/index.js';
import type { RegionKey } from './regions.js';

/**
 * Words of personal hardship. No news class covers them (loneliness is no illness, a vandalised food bank
 * harms nobody's body), yet "Loneliness: the 6 best entries, and one winner" and "The Bournemouth Food
 * Bank Experiment" are as tone-deaf as a quiz about a flood.
 */
const HARDSHIP =
  /\b(?:lonel(?:y|iness)|burnout|mental health days?|food banks?|poverty|homeless(?:ness)?|evict(?:ed|ion|ions)|destitut\w*|hunger|redundanc(?:y|ies)|laid off|urgent appeal)\b/i;

/** Whether a topic or a story is about personal hardship (see HARDSHIP). */
export function isHardship(text: string): boolean {
  return HARDSHIP.test(text);
}

/** A topic or a story that takes no playful format (quiz, experiment, meme, user entries): sensitive news or personal hardship. */
export function needsCareTopic(topic: string): boolean {
  return isHardship(topic) || classifySensitivity(topic).length > 0;
}

/**
 * Topics that exist only in some markets, with those markets. Blind-graded, an Indian fintech got a
 * "Council Tax Price Index" and "price of a pint", and an Australian shop "high-street closures": a
 * tax, a drink or a street that the market does not have. Topics not listed exist everywhere.
 */
export const TOPIC_MARKETS: Readonly<Record<string, readonly RegionKey[]>> = {
  'council tax': ['UK'],
  'price of a pint': ['UK', 'IE'],
  'high-street closures': ['UK', 'IE'],
  'cash ISAs': ['UK'],
  'meal deals': ['UK'],
  'school uniform costs': ['UK', 'IE', 'AU', 'NZ', 'IN', 'SG'],
  'learner driver waiting times': ['UK', 'IE'],
  'fantasy football': ['UK', 'IE', 'US'],
  'GST on everyday spending': ['IN', 'AU', 'CA', 'SG', 'NZ'],
  'UPI spending': ['IN'],
  'Making Tax Digital': ['UK'],
  'business rates': ['UK'],
  'GST compliance for small businesses': ['IN', 'AU', 'CA', 'SG', 'NZ'],
  'e-invoicing mandates': ['DE', 'FR', 'ES', 'IT', 'EU', 'IN', 'AE'],
};

/**
 * Whether a topic exists in every named target market. A brief with no named market (worldwide) gets
 * only topics that exist everywhere.
 */
export function topicFitsMarkets(topic: string, regions: readonly RegionKey[]): boolean {
  const markets = Object.hasOwn(TOPIC_MARKETS, topic) ? TOPIC_MARKETS[topic] : undefined;
  if (!markets) return true;
  const named = regions.filter((region) => region !== 'global');
  return named.length > 0 && regions.every((region) => markets.includes(region));
}

export type ThemeTopics = {
  /** Plural audiences, most common first. */
  audiences: readonly string[];
  /** Recurring stories of the theme, as noun phrases. */
  topics: readonly string[];
};

export const THEME_TOPICS: Readonly<Record<ThemeKey, ThemeTopics>> = {
  'remote-work': {
    audiences: ['remote workers', 'hybrid workers', 'office workers', 'employers'],
    topics: [
      'four-day week',
      'hybrid working',
      'home-office costs',
      'digital nomad visas',
      'return-to-office push',
      'commuting costs',
      'coworking spaces',
      'video-call fatigue',
      'workplace loneliness',
      'working from abroad',
      'home broadband speeds',
    ],
  },
  'cost-of-living': {
    audiences: ['households', 'renters', 'families', 'pensioners'],
    topics: [
      'weekly food shop',
      'energy bills',
      'rent rises',
      'childcare costs',
      'price of a pint',
      'shrinkflation',
      'council tax',
      'bus and rail fares',
      'school uniform costs',
      'subscription creep',
      'cost of a night out',
      'GST on everyday spending',
    ],
  },
  climate: {
    audiences: ['households', 'homeowners', 'young people', 'drivers'],
    topics: [
      'heat pumps',
      'summer heatwaves',
      'flood risk',
      'electric vehicle charging',
      'household recycling',
      'fast fashion waste',
      'solar panels',
      'food waste',
      'flight emissions',
      'garden wildlife',
      'home insulation',
    ],
  },
  'health-wellness': {
    audiences: ['adults', 'gym-goers', 'office workers', 'parents'],
    topics: [
      'sleep',
      'daily step counts',
      'screen time',
      'burnout',
      'gym memberships',
      'loneliness',
      'hydration',
      'sugar intake',
      'posture at the desk',
      'mental health days',
      'cold-water swimming',
    ],
  },
  'education-skills': {
    audiences: ['students', 'parents', 'graduates', 'teachers'],
    topics: [
      'student debt',
      'AI in the classroom',
      'skills gap',
      'apprenticeships',
      'homework time',
      'graduate salaries',
      'school attendance',
      'learning a language',
      'coding skills',
      'exam stress',
      'adult learning',
    ],
  },
  technology: {
    audiences: ['smartphone owners', 'tech users', 'parents', 'gamers'],
    topics: [
      'smartphone screen time',
      'AI assistants',
      'password habits',
      'broadband speeds',
      'online scams',
      'tech repairs',
      'streaming subscriptions',
      'smart home devices',
      "children's first phones",
      'e-waste',
      'app privacy settings',
    ],
  },
  finance: {
    audiences: ['savers', 'first-time buyers', 'young adults', 'households'],
    topics: [
      'emergency savings',
      'mortgage rates',
      'credit card debt',
      'pension pots',
      'buy now, pay later',
      'cash ISAs',
      'financial literacy',
      'side hustles',
      'payday spending',
      'money and relationships',
      'investment apps',
      'UPI spending',
    ],
  },
  'travel-leisure': {
    audiences: ['holidaymakers', 'travellers', 'families', 'solo travellers'],
    topics: [
      'airport delays',
      'staycations',
      'hidden holiday fees',
      'city breaks',
      'overtourism',
      'travel insurance',
      'passport wait times',
      'rail travel',
      'hotel prices',
      'festival season',
      'last-minute deals',
    ],
  },
  'food-nutrition': {
    audiences: ['home cooks', 'shoppers', 'families', 'students'],
    topics: [
      'ultra-processed food',
      'meal deals',
      'supermarket own brands',
      'takeaway habits',
      'plant-based diets',
      'protein trends',
      'school lunches',
      'coffee prices',
      'food waste at home',
      'batch cooking',
      'breakfast habits',
    ],
  },
  'retail-consumer': {
    audiences: ['shoppers', 'online shoppers', 'bargain hunters', 'Gen Z shoppers'],
    topics: [
      'Black Friday deals',
      'online returns',
      'loyalty schemes',
      'self-checkouts',
      'dupes',
      'second-hand shopping',
      'delivery fees',
      'high-street closures',
      'impulse buying',
      'product reviews',
      'gift card spending',
    ],
  },
};
