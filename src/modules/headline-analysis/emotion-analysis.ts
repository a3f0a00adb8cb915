// Per-word emotion scores for the heatmap (POST /api/headline/emotion-analysis). Deterministic:
// word lists (emotion-lexicon.ts) matched on lemmas, then a few context rules a reader would
// apply too: "not" weakens, "really" and capitals strengthen, "!" adds urgency, a number or an
// opening question word adds curiosity. The emotional impact metric is read off these same
// per-word scores, so the metric and the heatmap never disagree.

import { EMOTIONS, type EmotionName, type WordEmotionScore } from '../../contracts/headlines.contract.js';

import { EMOTION_PHRASES, lookupEmotionWeights, type EmotionWeights } from './emotion-lexicon.js';
import { tokenizeHeadline, type HeadlineToken } from './headline-tokens.js';
import { INTENSIFIERS, NEGATIONS, NUMBER_WORDS, QUESTION_WORDS } from './headline-word-classes.js';
import { clampToScale, type HeadlineSignals } from './metric-basis.js';

const EMOTION_NAMES: readonly EmotionName[] = EMOTIONS.map((emotion) => emotion.name);

/** Background score of every emotion for a function word ("the", "of"). */
const STOP_WORD_SCORE = 0.02;
/** Background score for a content word no list knows, and for the unlisted emotions of a known word. */
const BACKGROUND_SCORE = 0.06;
/** Numbers make a headline concrete and promise a payoff ("7 ways"). */
const NUMBER_WEIGHTS: EmotionWeights = { Curiosity: 0.35, Trust: 0.25 };
/** Superlatives ("biggest") overstate, which reads as surprise. */
const SUPERLATIVE_WEIGHTS: EmotionWeights = { Surprise: 0.45 };
/** An opening question word in a question ("Why… ?") is the curiosity hook itself. */
const QUESTION_OPENER_WEIGHTS: EmotionWeights = { Curiosity: 0.5 };
const NEGATION_FACTOR = 0.5;
const INTENSIFIER_FACTOR = 1.25;
const ALL_CAPS_FACTOR = 1.2;
const EXCLAMATION_BOOST: EmotionWeights = { Urgency: 0.2, Surprise: 0.15 };
const QUESTION_MARK_BOOST: EmotionWeights = { Curiosity: 0.15 };

/**
 * Scores every whitespace-separated word of the headline on the seven emotions (each 0–1, two
 * decimals) and gives its intensity (the strongest of the seven). Same input, same output.
 */
export function analyzeEmotions(headline: string): WordEmotionScore[] {
  return scoreWordEmotions(tokenizeHeadline(headline));
}

/** analyzeEmotions on tokens that were already made, so one analysis tokenises once. */
export function scoreWordEmotions(tokens: readonly HeadlineToken[]): WordEmotionScore[] {
  const isQuestion = tokens.some((token) => token.trailing.includes('?'));
  const shoutsEverywhere = tokens.filter((token) => token.isWord).every((token) => token.isAllCaps);
  const raw = tokens.map((token, position) => {
    const scores = baseScores(token, position === 0 && isQuestion);
    const previous = tokens[position - 1]?.normal ?? '';
    const beforePrevious = tokens[position - 2]?.normal ?? '';
    let factor = 1;
    if (NEGATIONS.has(previous) || (NEGATIONS.has(beforePrevious) && !tokens[position - 1]?.trailing)) factor *= NEGATION_FACTOR;
    if (INTENSIFIERS.has(previous)) factor *= INTENSIFIER_FACTOR;
    if (token.isAllCaps && !shoutsEverywhere) factor *= ALL_CAPS_FACTOR;
    if (factor !== 1) scaleAboveBackground(scores, factor);
    if (token.trailing.includes('!')) addWeights(scores, EXCLAMATION_BOOST);
    if (token.trailing.includes('?')) addWeights(scores, QUESTION_MARK_BOOST);
    return scores;
  });
  applyPhrases(tokens, raw);
  return tokens.map((token, position) => {
    const scores = raw[position].map(round2);
    return { word: token.text, index: token.index, emotions: emotionRecord(scores), intensity: Math.max(...scores) };
  });
}

/** Intensity a neutral content word has anyway; only the part above it counts as feeling. */
const NEUTRAL_INTENSITY = 0.1;
/**
 * Saturation constant: one strong word (intensity 0.9) gives about 5.4, two about 7.6, three
 * about 8.8. Extra emotional words add less and less, as they do for a reader.
 */
const SATURATION = 1.2;

/**
 * Emotional impact, how much feeling the words carry, on the 1–10 scale, one decimal:
 * 1 + 9 × (1 − e^(−load / 1.2)). Deterministic.
 */
export function emotionalImpact(signals: HeadlineSignals): number {
  return clampToScale(1 + 9 * (1 - Math.exp(-emotionalLoad(signals) / SATURATION)));
}

/** Sum over words of the intensity above neutral. */
export function emotionalLoad(signals: HeadlineSignals): number {
  return signals.emotions.reduce((total, word) => total + Math.max(0, word.intensity - NEUTRAL_INTENSITY), 0);
}

// Scores are worked on as vectors in EMOTION_NAMES order: this runs for every word of every analysis
// and of every rewrite scored, and reading and writing an object by a variable emotion name cost
// a microsecond a word.
type ScoreVector = number[];
const AT: Record<EmotionName, number> = Object.fromEntries(EMOTION_NAMES.map((name, position) => [name, position])) as Record<
  EmotionName,
  number
>;

/** The answer's record, keys in EMOTION_NAMES order (the contract's order, which JSON keeps). */
function emotionRecord(scores: ScoreVector): Record<EmotionName, number> {
  return {
    Curiosity: scores[AT.Curiosity],
    Urgency: scores[AT.Urgency],
    Surprise: scores[AT.Surprise],
    Joy: scores[AT.Joy],
    Fear: scores[AT.Fear],
    Trust: scores[AT.Trust],
    Anticipation: scores[AT.Anticipation],
  };
}

/** Weights as (position, weight) pairs, made once per weights object of the lexicon or the rules above. */
const pairsOf = new WeakMap<EmotionWeights, ReadonlyArray<readonly [number, number]>>();

function weightPairs(weights: EmotionWeights): ReadonlyArray<readonly [number, number]> {
  let pairs = pairsOf.get(weights);
  if (!pairs) {
    pairs = (Object.entries(weights) as Array<[EmotionName, number]>).map(([name, weight]) => [AT[name], weight] as const);
    pairsOf.set(weights, pairs);
  }
  return pairs;
}

function baseScores(token: HeadlineToken, opensQuestion: boolean): ScoreVector {
  if (!token.isWord) return filled(0);
  const opener = opensQuestion && QUESTION_WORDS.has(token.normal);
  if (token.isStopWord && !opener) return filled(STOP_WORD_SCORE);
  const listed = lookupEmotionWeights(token.lemmas);
  if (listed || opener) {
    const scores = filled(BACKGROUND_SCORE);
    if (listed) withWeights(scores, listed);
    if (opener) withWeights(scores, QUESTION_OPENER_WEIGHTS);
    return scores;
  }
  if (token.isNumber || NUMBER_WORDS.has(token.normal)) return withWeights(filled(BACKGROUND_SCORE), NUMBER_WEIGHTS);
  if (token.tags.has('Superlative')) return withWeights(filled(BACKGROUND_SCORE), SUPERLATIVE_WEIGHTS);
  return filled(BACKGROUND_SCORE);
}

function applyPhrases(tokens: readonly HeadlineToken[], scores: ScoreVector[]): void {
  for (const phrase of EMOTION_PHRASES) {
    for (let start = 0; start + phrase.words.length <= tokens.length; start++) {
      if (!phrase.words.every((word, offset) => tokens[start + offset].normal === word)) continue;
      for (let offset = 0; offset < phrase.words.length; offset++) withWeights(scores[start + offset], phrase.weights);
    }
  }
}

function filled(score: number): ScoreVector {
  return new Array<number>(EMOTION_NAMES.length).fill(score);
}

/** Raises each named emotion to at least its weight (a word keeps its strongest reading). */
function withWeights(scores: ScoreVector, weights: EmotionWeights): ScoreVector {
  for (const [position, weight] of weightPairs(weights)) scores[position] = Math.max(scores[position], weight);
  return scores;
}

function addWeights(scores: ScoreVector, boosts: EmotionWeights): void {
  for (const [position, boost] of weightPairs(boosts)) scores[position] = Math.min(1, scores[position] + boost);
}

/** Scales only the part of a score above the background, so modifiers never touch neutral words. */
function scaleAboveBackground(scores: ScoreVector, factor: number): void {
  for (let position = 0; position < scores.length; position++) {
    if (scores[position] > BACKGROUND_SCORE) {
      scores[position] = Math.min(1, BACKGROUND_SCORE + (scores[position] - BACKGROUND_SCORE) * factor);
    }
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
