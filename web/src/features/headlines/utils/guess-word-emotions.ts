import { EMOTIONS, type EmotionName, type WordEmotionScore } from '@contracts/headlines.contract';

// SPEC section 7: when the emotion call fails, the page falls back to a local guess per word: a
// keyword match scores 0.6-1.0, otherwise a random emotion scores 0.1-0.4. "Random" is seeded from
// the word itself, so the same word always gets the same guess (a reload or a re-analysis never
// repaints the heatmap differently).

/** A few unmistakable words per emotion, in their base form (see matchesKeyword for the forms that count). */
const EMOTION_KEYWORDS: Record<EmotionName, readonly string[]> = {
  Curiosity: ['secret', 'why', 'how', 'what', 'reveal', 'hidden', 'mystery', 'discover', 'unknown', 'truth', 'question'],
  Urgency: ['now', 'today', 'urgent', 'breaking', 'hurry', 'deadline', 'immediately', 'alert', 'limited', 'last', 'final'],
  Surprise: ['shock', 'surprise', 'unexpected', 'amazing', 'unbelievable', 'stunning', 'incredible', 'astonish', 'wow'],
  Joy: ['happy', 'joy', 'love', 'best', 'win', 'celebrate', 'delight', 'great', 'fun', 'success', 'beautiful'],
  Fear: ['warning', 'danger', 'risk', 'threat', 'crisis', 'fear', 'scary', 'deadly', 'mistake', 'worst', 'panic'],
  Trust: ['proven', 'official', 'expert', 'guarantee', 'research', 'study', 'trust', 'reliable', 'science', 'data', 'fact'],
  Anticipation: ['new', 'coming', 'future', 'soon', 'upcoming', 'next', 'launch', 'await', 'plan', 'will', 'tomorrow'],
};

/** Endings that keep a keyword's meaning ("shocking", "loves", "dangerous"), so "fun" misses "funeral". */
const KEYWORD_ENDINGS = new Set(['', 's', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'est', 'ly', 'ful', 'ous', 'ies', 'ied']);

const KEYWORD_SCORE = { min: 0.6, max: 1 };
const UNMATCHED_SCORE = { min: 0.1, max: 0.4 };

/**
 * The local per-word guess used when POST /api/headline/emotion-analysis fails: every
 * whitespace-separated word gets all seven emotions, one of them guessed and the rest 0.
 * Deterministic: the same word always gets the same emotion and score.
 */
export function guessWordEmotions(headline: string): WordEmotionScore[] {
  return headline
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => {
      const normal = word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
      const random = seededRandom(normal);
      const matched = EMOTIONS.find(({ name }) => EMOTION_KEYWORDS[name].some((keyword) => matchesKeyword(normal, keyword)))?.name;
      const emotion = matched ?? EMOTIONS[Math.floor(random() * EMOTIONS.length)].name;
      const range = matched ? KEYWORD_SCORE : UNMATCHED_SCORE;
      const score = Math.round((range.min + (range.max - range.min) * random()) * 100) / 100;
      const emotions = Object.fromEntries(EMOTIONS.map(({ name }) => [name, name === emotion ? score : 0])) as Record<EmotionName, number>;
      return { word, index, emotions, intensity: score };
    });
}

/**
 * True when the word is the keyword with one of KEYWORD_ENDINGS, also after the spelling changes
 * English makes before an ending that starts with a vowel: a dropped "e" (surprising), "y" to "i"
 * (studies) or a doubled last letter (winning). A changed stem takes no other ending: alone or with
 * "s" it is another word ("Jo" is not joy, "scars" not scary, "studs" not study).
 */
function matchesKeyword(word: string, keyword: string): boolean {
  if (word.startsWith(keyword) && KEYWORD_ENDINGS.has(word.slice(keyword.length))) return true;
  const changedStems = [keyword + keyword.slice(-1)];
  if (keyword.endsWith('e') || keyword.endsWith('y')) changedStems.push(keyword.slice(0, -1));
  return changedStems.some((stem) => {
    const ending = word.slice(stem.length);
    return word.startsWith(stem) && /^[aeiou]/.test(ending) && KEYWORD_ENDINGS.has(ending);
  });
}

/** mulberry32 seeded with the FNV-1a hash of the text: a small, well-spread, repeatable sequence. */
function seededRandom(text: string): () => number {
  let state = 0x811c9dc5;
  for (const char of text) {
    state ^= char.codePointAt(0) ?? 0;
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
