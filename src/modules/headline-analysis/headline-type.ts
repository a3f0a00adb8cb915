// The structural type of a headline, as editors name them. The first rule that matches wins, in
// the order of HEADLINE_TYPES: a "How To… ?" headline is a how-to, "10 Questions…" a list.

import type { HeadlineToken } from './headline-tokens.js';
import { MEASURE_NOUNS, NUMBER_WORDS, QUESTION_AUXILIARIES, QUESTION_WORDS, SECOND_PERSON, FIRST_PERSON } from './headline-word-classes.js';

export const HEADLINE_TYPES = ['how-to', 'list', 'question', 'command', 'explainer', 'news', 'statement'] as const;
export type HeadlineType = (typeof HEADLINE_TYPES)[number];

/** Verbs that open an instruction to the reader ("Watch…", "Stop…", "Don't…"). */
const IMPERATIVE_OPENERS: ReadonlySet<string> = new Set([
  'watch',
  'meet',
  'stop',
  'try',
  'get',
  'take',
  'make',
  'learn',
  'discover',
  'see',
  'read',
  'forget',
  "don't",
  'never',
  'avoid',
  'join',
  'start',
  'use',
  'find',
  'grab',
  'check',
  'look',
  'listen',
  'imagine',
  'think',
  'give',
  'help',
  'let',
  'save',
  'protect',
  'remember',
  'vote',
  'sign',
  'share',
  'celebrate',
  'prepare',
  'build',
  'boost',
  'unlock',
  'say',
  'ask',
  'turn',
  'keep',
  'put',
  'stay',
  'skip',
  'buy',
  'plan',
  'explore',
  'thank',
  'tell',
  'do',
  'go',
  'be',
  'bring',
  'choose',
  'consider',
  'quit',
  'hold',
  'follow',
  'behold',
  'witness',
  'enjoy',
  'beware',
  'hurry',
  'act',
]);

/**
 * Verbs that report an event in headline style ("Earthquake rattles Indonesia", "Council
 * approves plan"). Lemmas; the headline must use them as a finite verb, not an infinitive.
 */
export const NEWS_VERBS: ReadonlySet<string> = new Set([
  'announce',
  'launch',
  'report',
  'say',
  'unveil',
  'win',
  'lose',
  'kill',
  'die',
  'elect',
  'vote',
  'sue',
  'ban',
  'approve',
  'reject',
  'raise',
  'cut',
  'rise',
  'fall',
  'plan',
  'sign',
  'warn',
  'arrest',
  'charge',
  'resign',
  'appoint',
  'hit',
  'rattle',
  'strike',
  'close',
  'open',
  'release',
  'acquire',
  'buy',
  'sell',
  'merge',
  'invest',
  'fund',
  'urge',
  'seek',
  'face',
  'agree',
  'name',
  'reveal',
  'confirm',
  'deny',
  'claim',
  'order',
  'rule',
  'block',
  'halt',
  'end',
  'begin',
  'return',
  'leave',
  'join',
  'beat',
  'defeat',
  'lead',
  'top',
  'drop',
  'surge',
  'slump',
  'soar',
  'plunge',
  'jump',
  'expand',
  'shut',
  'fire',
  'hire',
  'recall',
  'probe',
  'investigate',
  'accuse',
  'convict',
  'sentence',
  'free',
  'kidnap',
  'injure',
  'destroy',
  'damage',
  'flood',
  'storm',
  'quake',
  'shoot',
  'attack',
  'bomb',
  'ease',
  'tighten',
  'lift',
  'impose',
  'pass',
  'veto',
  'unite',
  'split',
  'file',
  'settle',
  'pledge',
  'vow',
  'back',
  'oppose',
  'criticize',
  'criticise',
  'praise',
  'honor',
  'honour',
  'mourn',
  'kick',
  'host',
  'delay',
  'postpone',
  'cancel',
  'suspend',
  'discover',
  'find',
  'show',
  'suggest',
  'predict',
  'expect',
  'set',
  'move',
  'clash',
  'protest',
  'celebrate',
  'mark',
  'hold',
  'meet',
  'talk',
  'visit',
  'arrive',
  'crash',
  'collapse',
  'erupt',
  'spread',
  'double',
]);

/** Pronouns that open a told story rather than a report. */
const PRONOUN_OPENERS: ReadonlySet<string> = new Set(['i', 'we', 'he', 'she', 'they', 'it', 'my', 'our', 'his', 'her', 'their']);

/** Classifies a tokenised headline into one of HEADLINE_TYPES. Deterministic. */
export function classifyHeadlineType(tokens: readonly HeadlineToken[]): HeadlineType {
  const words = tokens.filter((token) => token.isWord);
  if (words.length === 0) return 'statement';
  const normals = words.map((token) => token.normal);
  const text = ` ${normals.join(' ')} `;
  if (/ how to | how-to | step-by-step | step by step | a guide to | beginner's guide /.test(text)) return 'how-to';
  if (isList(words)) return 'list';
  if (isQuestion(tokens, normals)) return 'question';
  if (isCommand(words)) return 'command';
  if (
    QUESTION_WORDS.has(normals[0]) ||
    /^ (here's|heres|this is|that's) (why|how|what|who) /.test(text) ||
    / the (reason|truth|science|story) (behind|of|why) /.test(text)
  ) {
    return 'explainer';
  }
  if (isNews(words)) return 'news';
  return 'statement';
}

/** Opens with a count of things: "10 Reasons…", "Seven Ways…", "The 5 Best…", "Top 10…". */
function isList(words: readonly HeadlineToken[]): boolean {
  const start = ['the', 'these', 'top', 'our', 'my', 'here', "here's", 'heres'].includes(words[0].normal) ? 1 : 0;
  const count = words[start];
  if (!count || !(isCount(count) || (words[0].normal === 'top' && count.isNumber))) return false;
  const next = words[start + 1];
  // "16 Years Ago, A Doctor…" and "50% Of…" measure something; they are not lists.
  return next !== undefined && !MEASURE_NOUNS.has(next.normal) && !/%$/.test(count.text.replace(/[^\p{L}\p{N}%]+$/u, ''));
}

function isCount(token: HeadlineToken): boolean {
  return (/^\d{1,3}$/.test(token.normal) && Number(token.normal) > 1) || NUMBER_WORDS.has(token.normal);
}

/** Ends with a question mark, or opens like one: "What…?", "Is It…?", "Should You…". */
function isQuestion(tokens: readonly HeadlineToken[], normals: readonly string[]): boolean {
  const last = [...tokens].reverse().find((token) => token.isWord);
  if (last?.trailing.includes('?')) return true;
  const opensAsQuestion =
    QUESTION_AUXILIARIES.has(normals[0]) &&
    (SECOND_PERSON.has(normals[1]) ||
      FIRST_PERSON.has(normals[1]) ||
      ['it', 'this', 'that', 'there', 'they', 'he', 'she'].includes(normals[1] ?? ''));
  return opensAsQuestion || (QUESTION_WORDS.has(normals[0]) && tokens.some((token) => token.trailing.includes('?')));
}

/** Opens with an imperative verb addressed to the reader. */
function isCommand(words: readonly HeadlineToken[]): boolean {
  const first = words[0];
  if (IMPERATIVE_OPENERS.has(first.normal)) return !(words[1] && /^(is|are|was|were|has|have|'s)$/.test(words[1].normal));
  return first.tags.has('Imperative') && !first.tags.has('Noun');
}

/**
 * Reports an event: a finite news verb ("announces", "approved", "rattles") that is not an
 * instruction or a question, and no reader address ("you") that marks a feature or a teaser.
 */
function isNews(words: readonly HeadlineToken[]): boolean {
  // A story told about "she" or "I" is a feature, and "you" marks a teaser, even with an event verb.
  if (PRONOUN_OPENERS.has(words[0].normal) || words.some((token) => SECOND_PERSON.has(token.normal))) return false;
  return words.some((token, position) => position > 0 && isFiniteNewsVerb(token, words[position - 1]));
}

/**
 * A news verb used as a finite verb ("approves", "rattled"), not an infinitive or -ing form.
 * compromise reads "Acme launches" as two nouns, so an "-s" form right after a singular noun
 * counts as a verb too: that is how headlines put a subject and its verb.
 */
export function isFiniteNewsVerb(token: HeadlineToken, previous?: HeadlineToken): boolean {
  if (!token.lemmas.some((lemma) => NEWS_VERBS.has(lemma))) return false;
  if (token.tags.has('Infinitive') || token.tags.has('Gerund')) return false;
  if (token.tags.has('Plural')) {
    return token.normal.endsWith('s') && previous !== undefined && previous.tags.has('Singular') && !previous.tags.has('Possessive');
  }
  return token.tags.has('PresentTense') || token.tags.has('PastTense');
}
