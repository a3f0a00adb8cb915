// Our own emotion word lists for the seven heatmap emotions. Written for this product from
// everyday headline vocabulary; no third-party lexicon is copied (the NRC EmoLex is licensed for
// non-commercial use only, and it has no Curiosity or Urgency). Entries are lemmas: inflected forms
// reach them through lemmaCandidates ("shocked", "shocking" → "shock"). A word may sit in several
// lists; its weight for each emotion is the highest tier it appears in.

import type { EmotionName } from '../../contracts/headlines.contract.js';

export type EmotionWeights = Partial<Record<EmotionName, number>>;

/** Tier weights: a strong word is almost purely that emotion, a mild one only leans that way. */
export const EMOTION_TIER = { strong: 0.9, medium: 0.65, mild: 0.4 } as const;

type TieredWords = { strong: string[]; medium: string[]; mild: string[] };

const WORD_LISTS: Record<EmotionName, TieredWords> = {
  Curiosity: {
    strong: ['secret', 'mystery', 'mysterious', 'curious', 'curiosity', 'hidden', 'untold', 'unknown', 'clue', 'riddle', 'puzzle', 'uncover', 'little-known'],
    medium: ['reveal', 'discover', 'discovery', 'truth', 'strange', 'weird', 'bizarre', 'odd', 'wonder', 'why', 'inside', 'insider', 'behind', 'trick', 'hack', 'confession', 'confess', 'myth', 'expose', 'investigate', 'intrigue', 'intriguing', 'question', 'explain', 'quiz', 'guess', 'fascinating', 'fascinate'],
    mild: ['learn', 'reason', 'actually', 'real', 'fact', 'surprise', 'answer', 'happen', 'turn', 'find', 'story', 'idea', 'test', 'experiment', 'way', 'tip', 'lesson', 'detail', 'look', 'unusual', 'unexpected'],
  },
  Urgency: {
    strong: ['urgent', 'urgently', 'immediately', 'breaking', 'emergency', 'hurry', 'deadline', 'asap', 'alert', 'now'],
    medium: ['today', 'tonight', 'warning', 'warn', 'must', 'quick', 'quickly', 'fast', 'instant', 'instantly', 'act', 'rush', 'critical', 'final', 'last', 'limited', 'expire', 'countdown', 'stop', 'crisis', 'before', 'need', 'outrage'],
    mild: ['soon', 'late', 'latest', 'running', 'demand', 'call', 'important', 'yet', 'immediate', 'end'],
  },
  Surprise: {
    strong: ['surprise', 'shock', 'stun', 'astonish', 'astound', 'unbelievable', 'unexpected', 'jaw-dropping', 'mind-blowing', 'whoa', 'wow', 'omg', 'speechless', 'startle', 'stunning'],
    medium: ['amaze', 'amazing', 'incredible', 'incredibly', 'sudden', 'suddenly', 'twist', 'bizarre', 'unprecedented', 'extraordinary', 'remarkable', 'insane', 'crazy', 'wild', 'rare', 'unusual', 'believe', 'weird', 'revelation', 'plot'],
    mild: ['strange', 'odd', 'record', 'first', 'never', 'ever', 'actually', 'turn', 'reveal', 'dramatic', 'epic'],
  },
  Joy: {
    strong: ['joy', 'thrill', 'thrilled', 'happy', 'happiness', 'delight', 'delightful', 'wonderful', 'heartwarming', 'hilarious', 'adorable', 'celebrate', 'celebration', 'love', 'lovely', 'bliss', 'awesome', 'joyful'],
    medium: ['beautiful', 'fun', 'funny', 'laugh', 'smile', 'cheer', 'cute', 'sweet', 'win', 'winner', 'success', 'perfect', 'brilliant', 'glad', 'grateful', 'gratitude', 'party', 'enjoy', 'kind', 'kindness', 'inspire', 'inspiring', 'proud', 'pride', 'excite', 'exciting', 'amazing', 'gift', 'hug', 'dance', 'wholesome', 'best', 'great', 'heart'],
    mild: ['good', 'free', 'hope', 'friend', 'nice', 'cool', 'better', 'favorite', 'favourite', 'easy', 'dream', 'play', 'holiday', 'reward', 'bonus', 'save', 'rescue', 'thank', 'thanks', 'beauty', 'moving'],
  },
  Fear: {
    strong: ['fear', 'afraid', 'scary', 'scare', 'terrify', 'terror', 'terrifying', 'horror', 'horrify', 'horrible', 'horrific', 'panic', 'deadly', 'nightmare', 'dread', 'catastrophe', 'disaster', 'killer', 'murder'],
    medium: ['danger', 'dangerous', 'dying', 'threat', 'threaten', 'risk', 'risky', 'death', 'die', 'dead', 'kill', 'attack', 'crisis', 'collapse', 'crash', 'haunt', 'worry', 'anxious', 'anxiety', 'alarm', 'alarming', 'toxic', 'poison', 'cancer', 'disease', 'outbreak', 'pandemic', 'war', 'violence', 'violent', 'shoot', 'shooting', 'victim', 'abuse', 'brutal', 'hell', 'doom', 'creepy', 'sinister', 'scam', 'fraud', 'warning', 'worst', 'tragic', 'tragedy', 'destroy', 'ruin', 'devastate', 'devastating', 'dark', 'grim', 'cruel', 'racist', 'racism', 'hate', 'heartbreak', 'heartbroken', 'heartbreaking'],
    mild: ['bad', 'wrong', 'mistake', 'fail', 'failure', 'lose', 'loss', 'lost', 'hurt', 'pain', 'sick', 'problem', 'struggle', 'vulnerable', 'wreck', 'avoid', 'never', 'sad', 'cry', 'broken', 'poor', 'poverty', 'stress', 'shame', 'ugly', 'stupid', 'gun', 'fight', 'angry', 'anger', 'trouble', 'damage', 'harm', 'fake', 'lie', 'weapon', 'storm', 'fire', 'flood', 'earthquake', 'outrage', 'furious'],
  },
  Trust: {
    strong: ['trust', 'prove', 'proven', 'proof', 'evidence', 'verified', 'verify', 'guarantee', 'certified', 'reliable', 'credible', 'honest', 'authentic', 'official'],
    medium: ['expert', 'research', 'researcher', 'study', 'science', 'scientist', 'data', 'fact', 'truth', 'confirm', 'safe', 'secure', 'tested', 'genuine', 'legit', 'transparent', 'doctor', 'professor', 'award', 'authority', 'trusted', 'backed', 'survey', 'report', 'analysis', 'guide', 'review', 'accurate'],
    mild: ['real', 'according', 'complete', 'professional', 'experience', 'simple', 'step-by-step', 'reason', 'help', 'protect', 'support', 'care', 'teacher', 'friend', 'family', 'promise', 'right', 'history'],
  },
  Anticipation: {
    strong: ['upcoming', 'countdown', 'coming', 'await', 'anticipate', 'anticipation', 'sneak', 'preview', 'launch', 'unveil', 'debut', 'imminent'],
    medium: ['future', 'next', 'new', 'announce', 'reveal', 'plan', 'expect', 'tomorrow', 'tease', 'trailer', 'prepare', 'ready', 'begin', 'start', 'arrive', 'finally', 'wait', 'hope', 'predict', 'forecast', 'promise', 'excite', 'exciting', 'release', 'introduce', 'soon', 'thrill'],
    mild: ['change', 'year', 'goal', 'dream', 'growth', 'opportunity', 'chance', 'potential', 'idea', 'season', 'week', 'update', 'happen', 'first', 'open'],
  },
};

/**
 * Multi-word cues, matched on consecutive lower-case words. Every word of the phrase receives
 * these weights (merged with its own), so "won't believe" colours "believe" as Surprise even
 * though "believe" alone is only mildly surprising.
 */
export const EMOTION_PHRASES: ReadonlyArray<{ words: readonly string[]; weights: EmotionWeights }> = [
  { words: ["won't", 'believe'], weights: { Surprise: 0.9, Curiosity: 0.5 } },
  { words: ["can't", 'believe'], weights: { Surprise: 0.9 } },
  { words: ['what', 'happens', 'next'], weights: { Curiosity: 0.9, Anticipation: 0.6 } },
  { words: ['what', 'happened', 'next'], weights: { Curiosity: 0.9, Anticipation: 0.5 } },
  { words: ['find', 'out'], weights: { Curiosity: 0.65 } },
  { words: ['last', 'chance'], weights: { Urgency: 0.9 } },
  { words: ['last', 'minute'], weights: { Urgency: 0.8 } },
  { words: ['right', 'now'], weights: { Urgency: 0.9 } },
  { words: ["don't", 'miss'], weights: { Urgency: 0.9, Anticipation: 0.4 } },
  { words: ['limited', 'time'], weights: { Urgency: 0.9 } },
  { words: ['running', 'out'], weights: { Urgency: 0.8, Fear: 0.4 } },
  { words: ['sneak', 'peek'], weights: { Anticipation: 0.9, Curiosity: 0.6 } },
  { words: ['coming', 'soon'], weights: { Anticipation: 0.9 } },
  { words: ['this', 'week'], weights: { Urgency: 0.4, Anticipation: 0.4 } },
  { words: ['made', 'me', 'cry'], weights: { Joy: 0.5, Surprise: 0.5 } },
];

/** Lemma → weights, built once from the tiered lists (highest tier wins per emotion). */
export const EMOTION_LEXICON: ReadonlyMap<string, EmotionWeights> = buildLexicon(WORD_LISTS);

function buildLexicon(lists: Record<EmotionName, TieredWords>): Map<string, EmotionWeights> {
  const lexicon = new Map<string, EmotionWeights>();
  for (const [emotion, tiers] of Object.entries(lists) as Array<[EmotionName, TieredWords]>) {
    for (const tier of ['strong', 'medium', 'mild'] as const) {
      for (const word of tiers[tier]) {
        const weights = lexicon.get(word) ?? {};
        weights[emotion] = Math.max(weights[emotion] ?? 0, EMOTION_TIER[tier]);
        lexicon.set(word, weights);
      }
    }
  }
  return lexicon;
}

/** The weights of the first candidate lemma the lexicon knows, or undefined. */
export function lookupEmotionWeights(lemmas: readonly string[]): EmotionWeights | undefined {
  for (const lemma of lemmas) {
    const weights = EMOTION_LEXICON.get(lemma);
    if (weights) return weights;
  }
  return undefined;
}
