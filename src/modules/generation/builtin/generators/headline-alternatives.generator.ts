import { classifySensitivity, isSensitive } from '../../../brand-safety/index.js';
import type { SensitivityKind } from '../../../../contracts/trending.contract.js';
import {
  addedClickbaitFormulas,
  garblingProblems,
  nameGarblingCheck,
  analyzeHeadlineCached,
  meanMetric,
} from '../../../headline-analysis/index.js';
import { normalizedText } from '../../tasks/answer-fields.js';
import type { HeadlineAlternativesInput } from '../../tasks/headline-alternatives.task.js';
import { HEADLINE_ALTERNATIVES_MAX } from '../../tasks/headline-alternatives.task.js';
import { finishHeadline } from '../headline-writer.js';
import { capitalize, isSmallWord, titleCase } from '../knowledge/slots.js';
import { storyFormOf, type StoryForm } from '../text-analysis.js';

/** The task asks for rewrites under 100 characters. */
const MAX_ALTERNATIVE = 99;
/** Shorter than this is a label, not a headline. */
const MIN_ALTERNATIVE = 12;

/** What a rewrite reads: the original, without its end punctuation, and its sentences. */
type Source = {
  original: string;
  /** The original without its final . ! or ?. */
  whole: string;
  /** Its sentences as written, each with its own end punctuation ("Does it work?"). */
  sentences: string[];
  /** How the original is written (analyzeText's form, read without a parse). */
  form: StoryForm;
};

/**
 * A rewrite answers null when it does not fit the headline. `respectful` rewrites stay factual and
 * may be offered on a headline about a death, a disaster or a suicide; the others are for everything
 * else. A `wrapper` puts words around the whole original ("…, in brief", "Explained: …"): never around
 * a headline its feed cut off, and only the best-scoring wrapper is offered.
 */
type Rewrite = { respectful: boolean; wrapper?: true; write: (source: Source) => string | null };

// Every rewrite keeps the original's own words: those first fix a measured weakness (a teasing
// second sentence, a label before a colon, shouting, an exclamation mark) without changing the
// story; the others frame the whole line as a brief or an explainer. None names "the subject" on its
// own: read out of a headline by a parser, it was a fragment as often as not ("What We Know About
// the Yankees Profit", "Rules, Explained", "What Fantastic Means for You"), and those were the
// answers editors threw away. No rewrite writes a number: a count the original never gave would be
// an invented fact. Keeping the words also keeps the scoring cheap: the analyzer reads a word the
// same wherever it stands (headline-tokens.ts), so the rewrites cost no parse of their own.
const REWRITES: readonly Rewrite[] = [
  // A question keeps its question mark: "Does a speedsuit make you faster" is no headline.
  { respectful: true, write: (s) => (s.sentences.length > 1 && wordCount(s.sentences[0]!) >= 4 ? withoutFullStop(s.sentences[0]!) : null) },
  { respectful: true, write: (s) => (s.sentences.length > 2 ? withoutFullStop(s.sentences.slice(0, -1).join(' ')) : null) },
  { respectful: true, write: (s) => withoutLabel(s.whole) },
  { respectful: true, write: (s) => (/!/.test(s.original) ? s.original.replace(/!+(?=\s|$)/g, '.').replace(/\.$/, '') : null) },
  { respectful: true, write: (s) => withoutShouting(s.whole) },
  { respectful: true, wrapper: true, write: (s) => (isNews(s) && !s.whole.includes(':') ? `${s.whole}: what we know so far` : null) },
  { respectful: true, wrapper: true, write: (s) => (isStatement(s) ? `${s.whole}, in brief` : null) },
  // An explainer or "why it matters" frame is for stories nobody is hurt in.
  {
    respectful: false,
    wrapper: true,
    write: (s) =>
      isNews(s) && s.sentences.length === 1 && !/:|explain/i.test(s.whole) && !opensWithPronoun(s.whole)
        ? `Explained: ${lowerLead(s.whole)}`
        : null,
  },
  { respectful: false, wrapper: true, write: (s) => (isStatement(s) ? `${s.whole}, and why it matters` : null) },
  { respectful: false, wrapper: true, write: (s) => (isStatement(s) && !s.whole.includes(':') ? `${s.whole}: the full story` : null) },
];

/** Every sensitivity the original reads with, the rewrite still reads with. */
function keepsGravity(kinds: readonly SensitivityKind[], rewrite: string): boolean {
  const kept = new Set(classifySensitivity(rewrite));
  return kinds.every((kind) => kept.has(kind));
}

/** A headline cut off by its feed ("… In Best Showing For ...") cannot be wrapped: the wrapper would follow half a sentence. */
function isCutOff(original: string): boolean {
  return /(?:\.\.\.|…)\s*$/.test(original);
}

/** A wrapper ("…, in brief") reads only after a statement; after a question it swallows the question mark. */
function isStatement(source: Source): boolean {
  return !source.original.includes('?');
}

/** "Explained: There's only 1 woman…", "Explained: They told her…": an explainer names what it explains. */
function opensWithPronoun(text: string): boolean {
  return /^(?:here|there|this|these|those|that|it|they|she|he|we|you|i)\b/i.test(text);
}

/** A news line in the third person: explainers and "what we know" fit it, not a first-person story. */
function isNews(source: Source): boolean {
  return source.form === 'news' && !/\b(?:I|I['’]m|I['’]ve|my|we|our|you|your)\b/i.test(source.whole);
}

/**
 * The built-in answer of the headline-alternatives task. It writes every rewrite that fits, drops
 * the garbled ones (and, on a sensitive headline, every clickbait formula), scores the rest with the
 * Headline Analyzer and offers the best of those that score at least the original's mean (the
 * service applies the same rule to every provider). It may offer none: no rewrite beats a headline
 * that already scores well, and a padded list is what the editors threw away.
 */
export function generateHeadlineAlternatives(input: HeadlineAlternativesInput) {
  // The caller measured the original already (the service analyses it before asking).
  const baseline = meanMetric(input.metrics);
  const scored = writeRewrites(input.headline).map((candidate) => ({ ...candidate, score: meanScore(candidate.headline) }));
  // Stable sort: on equal scores the rewrite closer to the original's words stays first. Wrappers
  // ("…, in brief", "Explained: …") are one idea in several words: only the best of them is offered.
  const byScore = [...scored].sort((a, b) => b.score - a.score);
  const bestWrapper = byScore.find((candidate) => candidate.wrapper);
  const ranked = byScore.filter((candidate) => !candidate.wrapper || candidate === bestWrapper);
  const qualifying = ranked.filter((candidate) => candidate.score >= baseline);
  const offered = qualifying.slice(0, HEADLINE_ALTERNATIVES_MAX);
  const alternatives = offered.map((candidate) => candidate.headline);
  return { alternatives };
}

/**
 * Every rewrite of the headline that fits it, in REWRITES order: none garbled, none repeating the
 * original or another rewrite, and on a sensitive headline none respectless, with a clickbait formula or
 * leaving out what makes it sensitive (a death, an attack).
 */
function writeRewrites(headline: string): Array<{ headline: string; wrapper: boolean }> {
  const original = headline.trim();
  const kinds = classifySensitivity(original);
  const sensitive = isSensitive(kinds);
  const source = readSource(original);
  const shape = shaper(original);
  const nameProblems = nameGarblingCheck(original);
  const seen = new Set([normalizedText(original)]);
  const written: Array<{ headline: string; wrapper: boolean }> = [];
  for (const rewrite of REWRITES) {
    if (sensitive && !rewrite.respectful) continue;
    if (rewrite.wrapper && isCutOff(original)) continue;
    const text = rewrite.write(source);
    if (!text) continue;
    const headline = shape(text);
    const key = normalizedText(headline);
    if (headline.length < MIN_ALTERNATIVE || headline.length > MAX_ALTERNATIVE || seen.has(key)) continue;
    if (garblingProblems(headline).length > 0 || nameProblems(headline).length > 0) continue;
    if (sensitive && addedClickbaitFormulas(original, headline).length > 0) continue;
    // Keeping a teaser's first sentence must not hide the news: "They Were Attacked 4 Years Ago for
    // Publishing a Cartoon" left out "This Morning, 12 People Are Dead".
    if (sensitive && !keepsGravity(kinds, headline)) continue;
    seen.add(key);
    written.push({ headline, wrapper: rewrite.wrapper === true });
  }
  return written;
}

/**
 * The analyzer's verdict on a headline: the mean of its five metrics, as POST /api/analyze-headline
 * measures them. Remembered, so the service's check of the offered rewrites parses nothing again.
 */
function meanScore(headline: string): number {
  return meanMetric(analyzeHeadlineCached(headline).metrics);
}

function readSource(original: string): Source {
  const whole = stripEnd(original);
  // Most headlines are one sentence: no inner . ! or ? to split at.
  if (!/[.!?]\S*\s/.test(original)) return { original, whole, sentences: [original], form: storyFormOf(original) };
  const sentences = original
    // Not after an initial or an abbreviation ("S. Africa", "U.K. officials").
    .split(
      /(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Gen|Sen|Rep|Gov|Lt|Col|Prof|Inc|Co|etc)\.)(?<=\p{Ll}{2}[.!?]["”’']?|[!?]["”’']?)\s+(?=["“‘']?\p{Lu})/u,
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  return { original, whole, sentences, form: storyFormOf(original) };
}

/**
 * Finishes a rewrite in the original's style: Title Case when the original capitalises every word
 * but the short joining ones (Upworthy's and the New York Times' house style), otherwise sentence case
 * with the original's names spelled as it spells them.
 */
function shaper(original: string): (text: string) => string {
  const words = original.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !isSmallWord(word));
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  const titleCased = words.length >= 4 && capitalised / words.length > 0.75;
  return (text) => {
    const finished = finishHeadline(text);
    // A word after a colon, a question or the full stop of a sentence starts a new line of thought;
    // after the dot of "U.S." it does not ("U.S. and Global Antidoping Agency").
    return titleCased
      ? titleCase(finished).replace(
          /((?:[:?!]|(?<=\p{Ll}{2})\.) )(\p{Ll})/gu,
          (_match, gap: string, letter: string) => gap + letter.toUpperCase(),
        )
      : finished;
  };
}

/** Labels that say nothing about the story; a name before a colon ("Ethiopia:", "Kamala Harris:") is kept. */
const EMPTY_LABELS =
  /^(?:warning|watch|video|podcast|breaking|breaking news|update|updated|exclusive|revealed|opinion|analysis|live|just in|must see|must watch|wow|omg)$/i;

/** "Warning: Beware of her selfies" loses its label: a colon lost real A/B tests and the label says nothing. */
function withoutLabel(text: string): string | null {
  const match = /^([^:]{2,25}):\s+(.+)$/.exec(text);
  if (!match || !EMPTY_LABELS.test(match[1]!.trim()) || wordCount(match[2]!) < 5) return null;
  return capitalize(match[2]!);
}

/** Words that may lose their capital after a colon; anything else may be a name ("Zimbabwe", "Brexit"). */
const LOWERABLE_LEADS = new Set([
  'the',
  'a',
  'an',
  'how',
  'what',
  'why',
  'when',
  'where',
  'who',
  'this',
  'these',
  'there',
  'it',
  'its',
  'one',
  'some',
  'many',
  'most',
  'after',
  'before',
  'as',
  'in',
  'on',
  'at',
  'for',
  'from',
  'with',
  'despite',
  'trying',
  'any',
  'every',
  'all',
  'two',
  'three',
  'four',
]);

/**
 * The first letter lowered only when the first word is a common word, never a name, and the line is
 * in sentence case: "For These Olympians, the Bling Is the Thing" keeps its capital.
 */
function lowerLead(text: string): string {
  const [first = '', second = ''] = text.split(/\s+/);
  const sentenceCase = !/^[^\p{L}]*\p{Lu}/u.test(second);
  return sentenceCase && LOWERABLE_LEADS.has(first.toLowerCase()) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Long all-caps words ("SHOCKING") written in normal case: they read as shouting. */
function withoutShouting(text: string): string | null {
  const fixed = text.replace(/\b\p{Lu}{5,}\b/gu, (word) => capitalize(word.toLowerCase()));
  return fixed === text ? null : fixed;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Without a final full stop or exclamation mark; a question mark, and the dot of "the U.K.", stay. */
function withoutFullStop(text: string): string {
  const trimmed = text.trim();
  return /[?]$|(?:^|[\s.])\p{Lu}\.$/u.test(trimmed) ? trimmed : trimmed.replace(/[.!]+$/, '');
}

/** Without its end punctuation; the dot of an abbreviation ("the U.K.") stays. */
function stripEnd(text: string): string {
  const trimmed = text.trim();
  return /(?:^|[\s.])\p{Lu}\.$/u.test(trimmed) ? trimmed : trimmed.replace(/[.!?]+$/, '');
}
