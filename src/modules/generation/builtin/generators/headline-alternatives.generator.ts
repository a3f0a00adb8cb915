import { normalizedText } from '../../tasks/answer-fields.js';
import type { HeadlineAlternativesInput, HeadlineMetricName } from '../../tasks/headline-alternatives.task.js';
import { HEADLINE_ALTERNATIVES_MAX, HEADLINE_ALTERNATIVES_MIN } from '../../tasks/headline-alternatives.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { finishHeadline } from '../headline-writer.js';
import { lowerFirst } from '../knowledge/slots.js';
import { phraseNumber } from '../noun-phrase.js';
import { SeededRandom } from '../seeded-random.js';
import { analyzeText, type TextAnalysis } from '../text-analysis.js';

/** The task asks for rewrites under 100 characters. */
const MAX_ALTERNATIVE = 99;

type Rewrite = (headline: string, analysis: TextAnalysis, count: number) => string | null;

// Rewrites that fix one weakness each, keeping the original's subject, names and figures; the first
// of each list keeps most of the original's own words, so it is tried first. A rewrite answers null
// when it does not fit the headline: an explainer for a person or a first-person story, a "what does it
// mean" for a question, research the original never mentioned.
const REWRITES: Readonly<Record<HeadlineMetricName, readonly Rewrite[]>> = {
  emotionalImpact: [
    (h) => `${stripEnd(h)}, and why it matters more than you think`,
    (_h, a) => (named(a) ? `The surprising truth about ${a.subjectRef}${distinctTopic(a) ? ` and ${a.topicRef}` : ''}` : null),
  ],
  clarity: [
    (h) => firstClause(h),
    (_h, a) => (explainable(a) ? (distinctTopic(a) ? `${a.subjectRef}: ${a.topicRef} explained` : `${a.subjectRef}, explained`) : null),
  ],
  seoPotential: [
    (h, a) => (named(a) && !h.toLowerCase().includes(a.subject.toLowerCase()) ? `${a.subjectRef}: ${lowerFirst(stripEnd(h), namesOf(a))}` : null),
    (_h, a, count) =>
      a.subjectLabel && distinctTopic(a) ? `${a.subjectLabel} guide: ${count} things to know about ${a.topicRef}` : named(a) ? `${count} things to know about ${a.subjectRef}` : null,
  ],
  clickWorthiness: [
    (_h, a, count) => (named(a) ? `${count} things nobody tells you about ${a.subjectRef}${distinctTopic(a) ? ` and ${a.topicRef}` : ''}` : null),
    // Only a name or a specific thing carries "what does it mean for you" ("Brexit", "the four-day week"; not "the school").
    (_h, a) =>
      explainable(a) && (a.subjectKind === 'name' || a.subject.split(/\s+/).length >= 2)
        ? `What ${phraseNumber(a.subject) === 'plural' && a.subjectKind === 'thing' ? 'do' : 'does'} ${a.subjectRef} really mean for you?`
        : null,
  ],
  newsValue: [
    (h, a) => (a.numbers.length > 0 ? `New figures: ${lowerFirst(stripEnd(h), namesOf(a))}` : a.signals.data ? `${stripEnd(h)}, new research shows` : null),
    (h, a) => (a.form === 'news' ? `${stripEnd(h)}: what we know so far` : named(a) ? `The real story behind ${a.subjectRef}${distinctTopic(a) ? ` and ${a.topicRef}` : ''}` : null),
  ],
};
const METRIC_ORDER: readonly HeadlineMetricName[] = ['clickWorthiness', 'emotionalImpact', 'newsValue', 'clarity', 'seoPotential'];

// When the fitting rewrites run out, these read well for any headline: the original's own words first,
// then (for headlines too long to extend) its subject.
const FALLBACKS: readonly Rewrite[] = [
  (h) => `${stripEnd(h)}: the full story`,
  (h, a) => `Explained: ${lowerFirst(stripEnd(h), namesOf(a))}`,
  (h) => `${stripEnd(h)}, in brief`,
  (_h, a) => `Why everyone is talking about ${a.subjectKind === 'none' ? a.topicRef : a.subjectRef}`,
  (_h, a, count) => `${count} things to know about ${a.subjectKind === 'none' ? a.topicRef : a.subjectRef}`,
  (_h, a, count) => `${a.subjectKind === 'none' ? a.topicRef : a.subjectRef}: ${count} key points`,
];

/** The built-in answer of the headline-alternatives task: rewrites aimed at the weakest metrics first. */
export function generateHeadlineAlternatives(input: HeadlineAlternativesInput) {
  const random = new SeededRandom(`headline-alternatives|${canonicalJson(input)}`);
  const analysis = analyzeText(input.headline);
  const weakest = input.weaknesses.map((weakness) => weakness.metric);
  const order = [...weakest, ...random.shuffle(METRIC_ORDER.filter((metric) => !weakest.includes(metric)))];
  const wanted = Math.min(HEADLINE_ALTERNATIVES_MAX, HEADLINE_ALTERNATIVES_MIN + Math.min(weakest.length, 2));
  const count = random.int(5, 10);
  const original = input.headline.trim();

  const seen = new Set([normalizedText(original)]);
  const alternatives: string[] = [];
  /** Adds the rewrite's headline when it fits and is new; says whether it did. */
  const offer = (rewrite: Rewrite): boolean => {
    const text = rewrite(original, analysis, count);
    if (!text || alternatives.length >= wanted) return false;
    const headline = finishHeadline(text);
    if (headline.length > MAX_ALTERNATIVE || seen.has(normalizedText(headline))) return false;
    seen.add(normalizedText(headline));
    alternatives.push(headline);
    return true;
  };
  // First pass: one rewrite per metric, weakest first, the first that fits; second pass: the rest; then fallbacks.
  const used = new Set<Rewrite>();
  for (const metric of order) {
    const first = REWRITES[metric].find((rewrite) => offer(rewrite));
    if (first) used.add(first);
  }
  for (const metric of order) for (const rewrite of REWRITES[metric]) if (!used.has(rewrite)) offer(rewrite);
  for (const fallback of FALLBACKS) offer(fallback);
  return { alternatives };
}

/** A subject the rewrites can name: not a title that names nothing. */
function named(analysis: TextAnalysis): boolean {
  return analysis.subjectKind !== 'none';
}

/** An explainer fits news about a thing or an organisation, never a person, a question or a first-person story. */
function explainable(analysis: TextAnalysis): boolean {
  return analysis.form === 'news' && (analysis.subjectKind === 'thing' || analysis.subjectKind === 'name');
}

function distinctTopic(analysis: TextAnalysis): boolean {
  const topic = analysis.topic.toLowerCase();
  const subject = analysis.subject.toLowerCase();
  return topic !== subject && !topic.includes(subject) && !subject.includes(topic);
}

/** The first sentence of a headline that has several, when it stands on its own. */
function firstClause(headline: string): string | null {
  const sentences = headline.split(/(?<=[.!?])\s+(?=[A-Z])/);
  if (sentences.length < 2) return null;
  const first = stripEnd(sentences[0]!);
  return first.split(/\s+/).length >= 4 ? first : null;
}

function stripEnd(text: string): string {
  return text.trim().replace(/[.!?]+$/, '');
}

function namesOf(analysis: TextAnalysis): string[] {
  return [analysis.subject, ...analysis.people, ...analysis.organisations, ...analysis.places, ...analysis.otherNames];
}
