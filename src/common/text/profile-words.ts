// How a client's profile is compared with a story's words (issue 27), in one place for the fit on the
// trending list (modules/clients/client-fit.ts) and for the generators writing for the client
// (modules/generation/tasks/client-brief.ts): words are folded as watchlists fold them, then brought to
// their singular and a few synonyms to a headword ("energy bills" finds "energy bill", "costs" finds
// "prices"). A topic the client avoids is then one rule everywhere: hidden from its list, refused
// when asked for (409), sent back when a model's answer names it.
import { foldedWords, parseKeyword, type ParsedKeyword } from '../../contracts/text-match.contract.js';
import { findKeywords, MatchableText } from './keyword-match.js';

/** Irregular plurals, spellings of the same word and near synonyms a headline uses for a profile's word. */
const SYNONYMS: Readonly<Record<string, string>> = {
  children: 'child',
  kid: 'child',
  women: 'woman',
  men: 'man',
  cost: 'price',
  pricing: 'price',
  grocer: 'grocery',
  supermarket: 'grocery',
  labor: 'labour',
  center: 'centre',
  program: 'programme',
  tire: 'tyre',
  aluminum: 'aluminium',
  mom: 'mum',
  vehicle: 'car',
};

/** A word brought to the form both sides are compared in: singular, and a synonym's headword. */
export function fitWord(word: string): string {
  const stemmed = singular(word);
  return SYNONYMS[stemmed] ?? SYNONYMS[word] ?? stemmed;
}

/** English plural to singular, by rule; the same rule on both sides, so a wrong stem still matches itself. */
function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text as the fit compares them. */
export function fitWords(text: string): string[] {
  return foldedWords(text).map(fitWord);
}

/** A story's text read for matching profile words: folded, singular, synonyms to their headword. */
export function profileText(text: string): MatchableText {
  return new MatchableText(fitWords(text));
}

/**
 * Topics typed as watchlist keywords (words, "quoted phrases"), read once to be looked for in many
 * texts with the profile's words: a client's topics to avoid.
 */
export class TopicList {
  private readonly topics: ParsedKeyword[];

  constructor(topics: readonly string[]) {
    this.topics = topics.map((topic) => {
      const parsed = parseKeyword(topic);
      return { ...parsed, terms: parsed.terms.map((term) => term.map(fitWord)) };
    });
  }

  /** The topics (as typed) found in any of the texts; a phrase is found within one text, never across two. */
  foundIn(texts: readonly MatchableText[]): string[] {
    return this.topics.length === 0 ? [] : findKeywords(this.topics, texts);
  }
}

/** A topic as a reader names it: its words without the quotes typed around a phrase. */
export function shownTopic(topic: string): string {
  return topic.replace(/["“”„‟″]/g, '').trim();
}
