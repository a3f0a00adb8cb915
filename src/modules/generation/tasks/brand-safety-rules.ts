// The brand-safety rules every generation task states in its prompt and checks in its answers, so the
// built-in generator and any model server are held to the same line: on sensitive news (see
// src/modules/brand-safety) only respectful kinds of PR, never playful ones; playful ones only on news
// recognised as light (isLightItem), never merely because nothing sensitive was found.
import type { PrCategoryId } from '../../../contracts/ideas.contract.js';
import { SENSITIVITY_LABELS, type SensitivityKind } from '../../../contracts/trending.contract.js';

/**
 * Words that name a playful format: a quiz, meme, joke, puzzle, challenge, competition, user entries,
 * an experiment or a price index. Harmless on a new phone; a stunt on a mine explosion.
 */
const PLAYFUL =
  /\b(?:quiz(?:zes)?|memes?|meme-lens|jokes?|funniest|puzzles?|brain-?teasers?|riddles?|challenges?|competitions?|contests?|giveaways?|sweepstakes?|prize draws?|user entries|entries|ugc|user-generated|share your (?:take|story|photos?|videos?)|show us your|hashtag|#\w+ challenge|experiments?|social experiment|interactive tool|price index|cost index|price-comparison|price comparison|template flip|remix|tiktok trend|fact-checked jokes|spot the difference|game|bingo|leaderboard)\b/i;

/**
 * PR categories that are playful, for light news only: cost index (2), puzzle or quiz (3), experiment
 * (6), meme (9), user entries and challenges (10).
 */
export const LIGHT_ONLY_CATEGORIES: ReadonlySet<PrCategoryId> = new Set<PrCategoryId>([2, 3, 6, 9, 10]);

/** Formats a sensitive item may never get (the dashboard's campaign formats included). */
export const PLAYFUL_FORMATS: ReadonlySet<string> = new Set(['Social Experiment', 'Interactive Tool']);

/** The respectful kinds of PR a sensitive item may get. */
export const RESPECTFUL_KINDS_TEXT =
  'expert commentary, explainers, service or safety information, data context, support for those affected, or (after a death, only with a real connection) a sincere tribute';

/** The words of a text that make it playful, or null when there are none. */
export function playfulWording(text: string): string | null {
  // Quotations are the item's own words ("a Benadryl TikTok 'challenge'"), not a format we propose.
  const own = text.replace(/'[^'\n]{2,200}'|‘[^’\n]{2,200}’|"[^"\n]{2,200}"|“[^”\n]{2,200}”/g, ' ');
  const playful = new RegExp(PLAYFUL.source, 'gi');
  for (const match of own.matchAll(playful)) {
    // Advice against a format names it: "no jokes, no memes" is the respectful answer, not a stunt.
    if (!NEGATED.test(own.slice(Math.max(0, match.index - 40), match.index))) return match[0];
  }
  return null;
}

/** A negation in the same clause, a few words before a playful word: "no", "never", "avoid", "without", "not a". */
const NEGATED = /\b(?:no|never|avoid(?:ing)?|without|not(?: an?| any)?|nor|rather than|instead of)\s+(?:[\w'-]+,?\s+){0,4}$/i;

/** Problems for each field of an answer that is playful while the input is sensitive. */
export function playfulProblems(
  sensitivity: readonly SensitivityKind[],
  fields: ReadonlyArray<[path: string, text: string | null | undefined]>,
): string[] {
  if (sensitivity.length === 0) return [];
  const problems: string[] = [];
  for (const [path, text] of fields) {
    if (!text) continue;
    if (PLAYFUL_FORMATS.has(text.trim())) problems.push(`${path}: "${text.trim()}" is not a respectful format for sensitive news`);
    const word = playfulWording(text);
    if (word) problems.push(`${path}: "${word}" is a playful format, not allowed on sensitive news (${describeSensitivity(sensitivity)})`);
  }
  return problems;
}

/** "death and disaster" */
export function describeSensitivity(sensitivity: readonly SensitivityKind[]): string {
  const labels = sensitivity.map((kind) => SENSITIVITY_LABELS[kind].toLowerCase());
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * The prompt lines that state the rules: the brand-safety rules for sensitive news, the light-news-only
 * rule for playful formats on any other news that is not light; empty for light news. Words such as
 * "challenge" are ordinary in business news, so answers on news that is not light are not checked for them.
 */
export function brandSafetyPromptLines(sensitivity: readonly SensitivityKind[], light: boolean): string[] {
  if (sensitivity.length === 0) {
    return light
      ? []
      : [
          'This item is not light news. Playful formats (quizzes, puzzles, challenges, memes, games, user entries, competitions,',
          'experiments, price indexes, "share your take") are for light news only (entertainment, sport results, launches, lifestyle,',
          'food, travel, curiosities): offer expert commentary, explainers, data context, reactive comment or a guide instead.',
        ];
  }
  const lines = [
    `This item is sensitive news (${describeSensitivity(sensitivity)}). Brand-safety rules, which override everything else:`,
    `- Offer only respectful kinds of PR: ${RESPECTFUL_KINDS_TEXT}.`,
    '- Never quizzes, memes, jokes, puzzles, challenges, competitions, user entries, experiments, price indexes, hashtags or games;',
    '  never the formats "Social Experiment" or "Interactive Tool".',
    '- Say plainly when a brand should hold back, and why; a brand with no direct role should usually say nothing publicly.',
    '- No promotion, no product placement, no humour; state facts as reported, no speculation about causes or blame.',
  ];
  if (sensitivity.includes('suicide-self-harm')) {
    lines.push(
      '- Follow the Samaritans media guidelines: no detail of methods or locations, no simplistic causes, and point to help',
      '  (Samaritans 116 123 in the UK and Ireland, the 988 Suicide & Crisis Lifeline in the US).',
    );
  }
  return lines;
}
