// Which media beat a text belongs to, from its words and whatever hints its source gives (subreddit,
// topic name, brief sector). Deterministic: ties go to the beat listed first.
import { BEAT_KEYS, BEATS, SECTOR_BEATS, type Beat, type BeatKey } from './knowledge/beats.js';

export type BeatHints = {
  subreddit?: string | null;
  topicName?: string | null;
  sector?: string | null;
};

// Topic and category names the trending module uses, mapped to beats by their words.
const TOPIC_WORDS: ReadonlyArray<[RegExp, BeatKey]> = [
  [/\b(ai|machine learning|artificial)\b/i, 'ai'],
  [/\b(tech|technology|gadgets?)\b/i, 'technology'],
  [/\b(sports?|nba|nfl|soccer|football|formula|tennis|golf|cricket)\b/i, 'sport'],
  [/\b(entertainment|movies?|music|tv|television|celebrity|culture)\b/i, 'entertainment'],
  [/\b(gaming|games?)\b/i, 'gaming'],
  [/\b(science|space)\b/i, 'science'],
  [/\b(politics|news|world)\b/i, 'politics'],
  [/\b(finance|business|economy|markets?)\b/i, 'business'],
  [/\b(health|fitness|wellness|wellbeing)\b/i, 'health'],
  [/\b(environment|climate|sustainability)\b/i, 'environment'],
  [/\b(food|drink|cooking)\b/i, 'food'],
  [/\b(travel|tourism)\b/i, 'travel'],
  [/\b(lifestyle|family|parenting|pets?)\b/i, 'lifestyle'],
  [/\b(fashion|beauty|style)\b/i, 'fashion'],
  [/\b(crypto|bitcoin|blockchain)\b/i, 'crypto'],
  [/\b(cars?|motoring|automotive)\b/i, 'motoring'],
  [/\b(property|housing|real estate|homes?)\b/i, 'property'],
  [/\b(education|schools?|learning|edtech)\b/i, 'education'],
  [/\b(retail|shopping|ecommerce|e-commerce|consumer)\b/i, 'retail'],
  [/\b(security|cyber|privacy)\b/i, 'security'],
  [/\b(marketing|advertising|social media|pr)\b/i, 'marketing'],
];

/** Scores every beat and returns the best; `general` when nothing points anywhere. */
export function classifyBeat(words: ReadonlySet<string>, hints: BeatHints = {}): Beat {
  const sector = hints.sector?.trim().toLowerCase();
  // Own keys only: the sector is the user's text, and "constructor" is a key of every object.
  const sectorBeat = sector && Object.hasOwn(SECTOR_BEATS, sector) ? SECTOR_BEATS[sector] : undefined;
  if (sectorBeat && sectorBeat !== 'general') return BEATS[sectorBeat];

  const scores = new Map<BeatKey, number>(BEAT_KEYS.map((key) => [key, 0]));
  const add = (key: BeatKey, points: number) => scores.set(key, (scores.get(key) ?? 0) + points);

  const subreddit = hints.subreddit?.toLowerCase();
  if (subreddit) {
    for (const key of BEAT_KEYS) if (BEATS[key].subreddits.includes(subreddit)) add(key, 3);
  }
  for (const text of [hints.topicName, hints.sector]) {
    if (!text) continue;
    for (const [pattern, key] of TOPIC_WORDS) if (pattern.test(text)) add(key, 2);
  }
  for (const key of BEAT_KEYS) {
    if (key === 'general') continue;
    for (const keyword of BEATS[key].keywords) if (words.has(keyword)) add(key, 1);
  }

  let best: BeatKey = 'general';
  let bestScore = 0;
  for (const key of BEAT_KEYS) {
    const score = scores.get(key) ?? 0;
    if (score > bestScore) {
      best = key;
      bestScore = score;
    }
  }
  return BEATS[best];
}

/** The words of a free text, lower-cased, a possessive's "'s" dropped ("Netflix's" is Netflix), for classification. */
export function wordsOf(...texts: Array<string | null | undefined>): Set<string> {
  return new Set(
    (
      texts
        .join(' ')
        .toLowerCase()
        .match(/[a-z0-9][a-z0-9'-]*/g) ?? []
    ).map((word) => word.replace(/'s$/, '')),
  );
}
