import { normalizedText } from '../../tasks/answer-fields.js';
import type { HeadlineAlternativesInput, HeadlineMetricName } from '../../tasks/headline-alternatives.task.js';
import { HEADLINE_ALTERNATIVES_MAX, HEADLINE_ALTERNATIVES_MIN } from '../../tasks/headline-alternatives.task.js';
import { canonicalJson } from '../../generation-cache.js';
import { finishHeadline } from '../headline-writer.js';
import { lowerFirst } from '../knowledge/slots.js';
import { SeededRandom } from '../seeded-random.js';
import { analyzeText, type TextAnalysis } from '../text-analysis.js';

type Rewrite = (headline: string, analysis: TextAnalysis, count: number) => string | null;

// Rewrites that fix one weakness each, keeping the original's subject, names and figures.
const REWRITES: Readonly<Record<HeadlineMetricName, readonly Rewrite[]>> = {
  emotionalImpact: [
    (_h, a) => `The surprising truth about ${a.subject}${a.topic !== a.subject ? ` and ${a.topic}` : ''}`,
    (h) => `${stripEnd(h)}, and why it matters more than you think`,
  ],
  clarity: [
    (_h, a) => (a.topic !== a.subject ? `${a.subject}: ${a.topic} explained` : `${a.subject}, explained`),
    (h) => (wordsIn(h) > 10 ? `${h.split(/\s+/).slice(0, 8).join(' ').replace(/[,;:]$/, '')}: what you need to know` : null),
  ],
  seoPotential: [
    (h, a) => (h.toLowerCase().startsWith(a.subject.toLowerCase()) ? null : `${a.subject}: ${lowerFirst(stripEnd(h), namesOf(a))}`),
    (_h, a, count) => `${a.subject} guide: ${count} things to know about ${a.topic}`,
  ],
  clickWorthiness: [
    (_h, a, count) => `${count} things nobody tells you about ${a.subject}`,
    (_h, a) => `What does ${a.subject} really mean for you?`,
  ],
  newsValue: [
    (h, a) => (a.numbers.length > 0 ? `New figures: ${lowerFirst(stripEnd(h), namesOf(a))}` : `New data reveals the real story behind ${a.subject}`),
    (h) => `${stripEnd(h)}, new research shows`,
  ],
};
const METRIC_ORDER: readonly HeadlineMetricName[] = ['clickWorthiness', 'emotionalImpact', 'newsValue', 'clarity', 'seoPotential'];

/** The built-in answer of the headline-alternatives task: rewrites aimed at the weakest metrics first. */
export function generateHeadlineAlternatives(input: HeadlineAlternativesInput) {
  const random = new SeededRandom(`headline-alternatives|${canonicalJson(input)}`);
  const analysis = analyzeText(input.headline);
  const weakest = input.weaknesses.map((weakness) => weakness.metric);
  const order = [...weakest, ...random.shuffle(METRIC_ORDER.filter((metric) => !weakest.includes(metric)))];
  const wanted = Math.min(HEADLINE_ALTERNATIVES_MAX, HEADLINE_ALTERNATIVES_MIN + Math.min(weakest.length, 2));
  const count = random.int(5, 10);

  const seen = new Set([normalizedText(input.headline)]);
  const alternatives: string[] = [];
  // First pass: one rewrite per metric, weakest first; second pass: the other rewrites.
  for (const pass of [0, 1]) {
    for (const metric of order) {
      const rewrites = random.shuffle(REWRITES[metric]);
      const rewrite = rewrites[pass];
      const text = rewrite?.(input.headline.trim(), analysis, count);
      if (!text) continue;
      const headline = finishHeadline(text);
      if (alternatives.length < wanted && !seen.has(normalizedText(headline)) && headline.length <= 300) {
        seen.add(normalizedText(headline));
        alternatives.push(headline);
      }
    }
  }
  return { alternatives };
}

function stripEnd(text: string): string {
  return text.trim().replace(/[.!?]+$/, '');
}

function namesOf(analysis: TextAnalysis): string[] {
  return [analysis.subject, ...analysis.people, ...analysis.organisations, ...analysis.places, ...analysis.otherNames];
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
