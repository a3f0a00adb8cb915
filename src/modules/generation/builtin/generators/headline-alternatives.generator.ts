import { classifySensitivity, isSensitive } from '../../../brand-safety/sensitivity.js';
import { addedClickbaitFormulas } from '../../../headlines/headline-clickbait.js';
import { garblingProblems, rewriteGarblingCheck } from '../../../headlines/headline-garbling.js';
import { analyzeHeadlineCached, meanMetric } from '../../../headlines/headline-analysis.js';
import { LruCache } from '../../../../common/memo/lru-cache.js';
import { normalizedText } from '../../tasks/answer-fields.js';
import type { HeadlineAlternativesInput } from '../../tasks/headline-alternatives.task.js';
import { HEADLINE_ALTERNATIVES_MAX } from '../../tasks/headline-alternatives.task.js';
import { finishHeadline } from '../headline-writer.js';
import { capitalize, titleCase } from '../knowledge/slots.js';
import { analyzeText, storyFormOf, type StoryForm, type TextAnalysis } from '../text-analysis.js';

/** The task asks for rewrites under 100 characters. */
const MAX_ALTERNATIVE = 99;
/** Shorter than this is a label, not a headline. */
const MIN_ALTERNATIVE = 12;

/** What a rewrite reads: the original without its end punctuation, its parts, and a subject worth naming. */
type Source = {
  original: string;
  /** The original without its final . ! or ?. */
  whole: string;
  sentences: string[];
  /** How the original is written (analyzeText's form, read without a parse). */
  form: StoryForm;
  /**
   * The subject as the original writes it, when it is specific enough to carry a headline; else null.
   * Read on first call: it takes an NLP parse that only the rewrites naming the subject need.
   */
  subject: () => string | null;
};

/**
 * A rewrite answers null when it does not fit the headline. `respectful` rewrites stay factual and
 * may be offered on a headline about a death, a disaster or a suicide; the others are for everything else.
 */
type Rewrite = { respectful: boolean; wrapper?: true; write: (source: Source) => string | null };

// Rewrites that keep the original's own words come first: they fix a measured weakness (a teasing
// second sentence, a label before a colon, shouting, an exclamation mark) without changing the story.
// Those that name the subject follow, and only when the subject is specific ("the Gaza ceasefire",
// not "the good reason"): a pattern filled with a fragment is what made earlier answers unreadable.
// No rewrite writes a number: a count the original never gave would be an invented fact.
const REWRITES: readonly Rewrite[] = [
  { respectful: true, write: (s) => (s.sentences.length > 1 && wordCount(s.sentences[0]!) >= 4 ? s.sentences[0]! : null) },
  { respectful: true, write: (s) => (s.sentences.length > 2 ? `${s.sentences.slice(0, -1).join('. ')}` : null) },
  { respectful: true, write: (s) => withoutLabel(s.whole) },
  { respectful: true, write: (s) => (/!/.test(s.original) ? s.original.replace(/!+(?=\s|$)/g, '.').replace(/\.$/, '') : null) },
  { respectful: true, write: (s) => withoutShouting(s.whole) },
  { respectful: true, wrapper: true, write: (s) => (isNews(s) && !s.whole.includes(':') ? `${s.whole}: what we know so far` : null) },
  { respectful: true, wrapper: true, write: (s) => (isStatement(s) ? `${s.whole}, in brief` : null) },
  // Naming the subject again ("the brain tumour, explained") is for stories nobody is hurt in.
  { respectful: false, write: (s) => withNewsSubject(s, (subject) => `What we know about ${subject}`) },
  { respectful: false, write: (s) => withNewsSubject(s, (subject) => `${capitalize(subject)}, explained`) },
  { respectful: false, write: (s) => (isNews(s) && !/:|explain/i.test(s.whole) ? `Explained: ${lowerLead(s.whole)}` : null) },
  { respectful: false, wrapper: true, write: (s) => (isStatement(s) ? `${s.whole}, and why it matters` : null) },
  { respectful: false, write: (s) => withNewsSubject(s, (subject) => `What ${subject} means for you`) },
  { respectful: false, wrapper: true, write: (s) => (isStatement(s) && !s.whole.includes(':') ? `${s.whole}: the full story` : null) },
];

/** A headline cut off by its feed ("… In Best Showing For ...") cannot be wrapped: the wrapper would follow half a sentence. */
function isCutOff(original: string): boolean {
  return /(?:\.\.\.|…)\s*$/.test(original);
}

/** A wrapper ("…, in brief") reads only after a statement; after a question it swallows the question mark. */
function isStatement(source: Source): boolean {
  return !source.original.includes('?');
}

/** A news line in the third person: explainers and "what we know" fit it, not a first-person story. */
function isNews(source: Source): boolean {
  return source.form === 'news' && !/\b(?:I|I['’]m|I['’]ve|my|we|our|you|your)\b/i.test(source.whole);
}

/** A rewrite naming the subject of a news line; null when the original is no news line or names no specific subject. */
function withNewsSubject(source: Source, write: (subject: string) => string): string | null {
  const subject = isNews(source) ? source.subject() : null;
  return subject ? write(subject) : null;
}

/**
 * The built-in answer of the headline-alternatives task. It writes every rewrite that fits, drops
 * the garbled ones (and, on a sensitive headline, every clickbait formula), scores the rest with the
 * Headline Analyzer and offers the best of those that score at least the original's mean (the
 * service applies the same rule to every provider). It may offer none: no rewrite beats a headline
 * that already scores well, and a padded list is what the editors threw away.
 */
export function generateHeadlineAlternatives(input: HeadlineAlternativesInput) {
  const original = input.headline.trim();
  const sensitive = isSensitive(classifySensitivity(original));
  const source = readSource(original);
  // The caller measured the original already (the service analyses it before asking).
  const baseline = meanMetric(input.metrics);
  const shape = shaper(original);
  const rewriteGarbling = rewriteGarblingCheck(original);

  const seen = new Set([normalizedText(original)]);
  const scored: Array<{ headline: string; score: number; wrapper: boolean }> = [];
  for (const rewrite of REWRITES) {
    if (sensitive && !rewrite.respectful) continue;
    if (rewrite.wrapper && isCutOff(original)) continue;
    const text = rewrite.write(source);
    if (!text) continue;
    const headline = shape(text);
    const key = normalizedText(headline);
    if (headline.length < MIN_ALTERNATIVE || headline.length > MAX_ALTERNATIVE || seen.has(key)) continue;
    if (garblingProblems(headline).length > 0 || rewriteGarbling(headline).length > 0) continue;
    if (sensitive && addedClickbaitFormulas(original, headline).length > 0) continue;
    seen.add(key);
    scored.push({ headline, score: meanScore(headline), wrapper: rewrite.wrapper === true });
  }
  // Stable sort: on equal scores the rewrite closer to the original's words stays first. Wrappers
  // ("…, in brief", "…: the full story") are one idea in several words: only the best of them is offered.
  const byScore = [...scored].sort((a, b) => b.score - a.score);
  const bestWrapper = byScore.find((candidate) => candidate.wrapper);
  const ranked = byScore.filter((candidate) => !candidate.wrapper || candidate === bestWrapper);
  const qualifying = ranked.filter((candidate) => candidate.score >= baseline);
  const offered = qualifying.slice(0, HEADLINE_ALTERNATIVES_MAX);
  const alternatives = offered.map((candidate) => candidate.headline);
  return { alternatives };
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
  const sentences = original
    // Not after an initial or an abbreviation ("S. Africa", "U.K. officials").
    .split(/(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Gen|Sen|Rep|Gov|Lt|Col|Prof|Inc|Co|etc)\.)(?<=\p{Ll}{2}[.!?]["”’']?|[!?]["”’']?)\s+(?=["“‘']?\p{Lu})/u)
    .map(stripEnd)
    .filter((sentence) => sentence.length > 0);
  const readSubject = () => recentSubjects.getOrCompute(original, () => specificSubject(original, analyzeText(original)));
  return { original, whole, sentences, form: storyFormOf(original), subject: readSubject };
}

/** Subjects of recent originals (null: none worth naming); Generate Alternatives rewrites the same headline again. */
const recentSubjects = new LruCache<string, string | null>(256);

/** Empties the memory of subjects: for benchmarks that measure cold calls. */
export function forgetRecentSubjects(): void {
  recentSubjects.clear();
}

/** Words that name no particular thing: "the problem", "the good reason", "issues", "the human". */
const GENERIC_WORDS = new Set([
  'problem', 'problems', 'reason', 'reasons', 'issue', 'issues', 'thing', 'things', 'way', 'ways', 'story', 'stories', 'people', 'person',
  'man', 'woman', 'men', 'women', 'guy', 'girl', 'boy', 'kid', 'kids', 'child', 'children', 'human', 'humans', 'gift', 'life', 'world',
  'time', 'times', 'day', 'days', 'year', 'years', 'lot', 'kind', 'part', 'fact', 'facts', 'truth', 'idea', 'question', 'answer', 'difference',
  'something', 'everything', 'nothing', 'one', 'video', 'photo', 'photos', 'list', 'look', 'moment', 'news', 'good', 'bad', 'big', 'new',
  'best', 'worst', 'coolest', 'simple', 'easy', 'old', 'little', 'really', 'whole', 'other', 'same', 'first', 'last', 'only', 'suggestions',
  'holidays', 'secret', 'secrets', 'family', 'parents', 'friend', 'friends', 'mom', 'dad', 'home', 'place', 'number', 'numbers',
]);

/** Words that can follow a complete noun phrase: a verb of the headline or a preposition. */
const PHRASE_ENDS_BEFORE = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'should', 'must', 'to', 'in', 'on', 'at',
  'of', 'for', 'from', 'with', 'by', 'as', 'and', 'or', 'but', 'after', 'before', 'over', 'under', 'into', 'about', 'that', 'who', 'which',
  'than', 'near', 'amid', 'despite', 'says', 'said', 'rises', 'falls', 'hits', 'makes', 'gets', 'goes',
]);

/**
 * The subject as the original spells it, when it can carry a headline on its own: a name, or a
 * noun phrase of two or more words that is not all generic, found word for word in the original.
 */
function specificSubject(original: string, analysis: TextAnalysis): string | null {
  if (analysis.subjectKind === 'none') return null;
  const bare = analysis.subject.trim().replace(/^(?:the|a|an)\s+/i, '');
  if (bare.length < 3 || bare.length > 50 || /["“”'‘…]|\.\.\./.test(bare)) return null;
  const words = bare.toLowerCase().split(/\s+/);
  // A person is no subject for "what we know about" or "explained"; a thing needs two words, one specific.
  if (analysis.subjectKind === 'person') return null;
  const named = analysis.subjectKind === 'name';
  if (words.every((word) => GENERIC_WORDS.has(word)) || (!named && words.length < 2)) return null;
  if (/ing$/.test(words[0]!) && !named) return null;
  const at = original.toLowerCase().indexOf(bare.toLowerCase());
  if (at < 0) return null;
  // "the cheapest city" out of "the cheapest city breaks" is a cut-off phrase, not the subject.
  const next = /^\s*([\p{L}'’-]+)/u.exec(original.slice(at + bare.length))?.[1]?.toLowerCase();
  if (next && !PHRASE_ENDS_BEFORE.has(next)) return null;
  const spelled = original.slice(at, at + bare.length);
  const article = /^the\s/i.test(analysis.subjectRef) && !named ? 'the ' : '';
  return `${article}${spelled}`;
}

/**
 * Finishes a rewrite in the original's style: Title Case when the original capitalises every word
 * (Upworthy's house style), otherwise sentence case with the original's names spelled as it spells them.
 */
function shaper(original: string): (text: string) => string {
  const words = original.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  const titleCased = words.length >= 4 && capitalised / words.length > 0.75;
  return (text) => {
    const finished = finishHeadline(text);
    return titleCased ? titleCase(finished).replace(/([:?.] )(\p{Ll})/gu, (_match, gap: string, letter: string) => gap + letter.toUpperCase()) : finished;
  };
}

/** Labels that say nothing about the story; a name before a colon ("Ethiopia:", "Kamala Harris:") is kept. */
const EMPTY_LABELS = /^(?:warning|watch|video|podcast|breaking|breaking news|update|updated|exclusive|revealed|opinion|analysis|live|just in|must see|must watch|wow|omg)$/i;

/** "Warning: Beware of her selfies" loses its label: a colon lost real A/B tests and the label says nothing. */
function withoutLabel(text: string): string | null {
  const match = /^([^:]{2,25}):\s+(.+)$/.exec(text);
  if (!match || !EMPTY_LABELS.test(match[1]!.trim()) || wordCount(match[2]!) < 5) return null;
  return capitalize(match[2]!);
}

/** Words that may lose their capital after a colon; anything else may be a name ("Zimbabwe", "Brexit"). */
const LOWERABLE_LEADS = new Set(['the', 'a', 'an', 'how', 'what', 'why', 'when', 'where', 'who', 'this', 'these', 'there', 'it', 'its', 'one', 'some', 'many', 'most', 'after', 'before', 'as', 'in', 'on', 'at', 'for', 'from', 'with', 'despite', 'trying', 'any', 'every', 'all', 'two', 'three', 'four']);

/** The first letter lowered only when the first word is a common word, never a name. */
function lowerLead(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  return LOWERABLE_LEADS.has(first.toLowerCase()) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Long all-caps words ("SHOCKING") written in normal case: they read as shouting. */
function withoutShouting(text: string): string | null {
  const fixed = text.replace(/\b\p{Lu}{5,}\b/gu, (word) => capitalize(word.toLowerCase()));
  return fixed === text ? null : fixed;
}


function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Without its end punctuation; the dot of an abbreviation ("the U.K.") stays. */
function stripEnd(text: string): string {
  const trimmed = text.trim();
  return /(?:^|[\s.])\p{Lu}\.$/u.test(trimmed) ? trimmed : trimmed.replace(/[.!?]+$/, '');
}
