// What a headline says about its PR potential, read from its words: numbers and data, named
// organisations/people/places, conflict or surprise, and brand-safety risks. Deterministic and fast
// (a few microseconds per item): named entities come from compromise's lexicon plus a capitalisation
// rule, not from compromise's full tagger, which costs about half a millisecond per headline.
import nlp from 'compromise';
import type { SensitivityKind } from '../../contracts/trending.contract.js';
import { itemSensitivity } from '../brand-safety/index.js';

/**
 * Violence, death, disaster and the other sensitive kinds come from the brand-safety classifier, the
 * same class that travels with the item to the generators (with its figurative exceptions: "Star Wars",
 * "price war", "stay of execution"); NSFW and hate words are the score's own.
 */
export type BrandSafetyFlags = { sensitivity: SensitivityKind[]; nsfw: boolean; hate: boolean };

export type PrTextSignals = {
  /** Numbers, amounts and data words ("survey", "percent", "record"). */
  dataPoints: number;
  /** Distinct named organisations, people and places. */
  entities: number;
  /** Conflict or surprise words ("row", "ban", "shock", "first-ever"). */
  conflictOrSurprise: number;
  brandSafety: BrandSafetyFlags;
};

/** Only the start of the body counts: the headline and lede carry the news. */
const MAX_CONTENT_CHARS = 280;

const DATA_WORDS = words(
  'percent per cent percentage survey surveys poll polls study studies report data statistics stats figures index ranking ranked average median million millions billion billions trillion record analysis research researchers census',
);
const CONFLICT_OR_SURPRISE_WORDS = words(
  'vs versus row feud clash clashes battle fight fights slams blasts backlash outrage controversy controversial lawsuit sues sued ban banned bans boycott protest protests strike strikes accused accuses scandal leak leaked leaks u-turn shock shocking shocked surprise surprising surprisingly unexpected unprecedented bizarre weird secret secretly mystery revealed reveals revealing viral first-ever record-breaking plunge plunges plummets soars surges surge debate divided warns warning',
  ['first ever', 'turns out', 'for the first time'],
);
const NSFW_WORDS = words('nsfw porn porno pornography nude nudes naked sex sexual xxx onlyfans fetish erotic hentai explicit', [
  'sex tape',
]);
// Words about hate, not slurs: a slur list is out of scope for a checked-in file, and titles with
// slurs are already rare in the moderated sources we read.
const HATE_WORDS = words(
  'racist racism nazi nazis neo-nazi bigot bigots bigotry slur slurs antisemitic antisemitism islamophobic islamophobia homophobic homophobia transphobic transphobia xenophobic xenophobia supremacist supremacists',
  ['hate crime', 'hate speech', 'white supremacy'],
);

type EntityKind = 'organization' | 'person' | 'place';
const ENTITY_TAGS: Record<string, EntityKind> = {
  Organization: 'organization',
  SportsTeam: 'organization',
  Person: 'person',
  FirstName: 'person',
  MaleName: 'person',
  FemaleName: 'person',
  LastName: 'person',
  Country: 'place',
  City: 'place',
  Place: 'place',
  Region: 'place',
};

const { entityLexicon, entityPhraseStarts, knownWords, longestEntity } = buildLexicon();
/** First words of the multi-word phrases in the lists above: only these need phrase look-ups. */
const PHRASE_STARTS = firstWordsOfPhrases([CONFLICT_OR_SURPRISE_WORDS, NSFW_WORDS, HATE_WORDS]);

/** Reads the PR-relevant signals of a title and the start of its body. Pure and deterministic. */
export function readPrTextSignals(title: string, content: string | null): PrTextSignals {
  const text = content ? `${title}. ${content.slice(0, MAX_CONTENT_CHARS)}` : title;
  const tokens = tokenize(text);
  const lower = tokens.map((token) => token.text.toLowerCase());

  let dataPoints = (text.match(/\d[\d,.]*\s*(%|k\b|m\b|bn\b)?|[$£€¥]\s?\d/gi) ?? []).length;
  let conflictOrSurprise = 0;
  const brandSafety: BrandSafetyFlags = { sensitivity: itemSensitivity(title, content), nsfw: false, hate: false };
  for (let index = 0; index < lower.length; index++) {
    const word = lower[index] as string;
    // Phrases of up to four words ("passed away", "for the first time"), built only where one starts.
    const phrases = PHRASE_STARTS.has(word) ? phrasesAt(lower, index, 4) : [word];
    if (DATA_WORDS.has(word)) dataPoints++;
    if (hasAny(CONFLICT_OR_SURPRISE_WORDS, phrases)) conflictOrSurprise++;
    brandSafety.nsfw ||= hasAny(NSFW_WORDS, phrases);
    brandSafety.hate ||= hasAny(HATE_WORDS, phrases);
  }
  return { dataPoints, entities: countEntities(tokens, lower), conflictOrSurprise, brandSafety };
}

type Token = { text: string; capitalized: boolean; sentenceStart: boolean };

function countEntities(tokens: readonly Token[], lower: readonly string[]): number {
  // In Title Case Headlines every word is capitalised, so capitals say nothing about names there.
  const longWords = tokens.filter((token) => token.text.length > 3);
  const titleCase = longWords.length >= 3 && longWords.filter((token) => token.capitalized).length / longWords.length >= 0.75;
  const found = new Set<string>();
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (!token.capitalized) continue;
    // Longest lexicon match first: "Boston Red Sox" before "Boston".
    let matched = 0;
    const candidates = entityPhraseStarts.has(lower[index] as string) ? phrasesAt(lower, index, longestEntity) : [lower[index] as string];
    for (let length = candidates.length; length >= 1; length--) {
      const phrase = candidates[length - 1] as string;
      if (entityLexicon.has(phrase)) {
        found.add(phrase);
        matched = length;
        break;
      }
    }
    if (matched > 0) {
      index += matched - 1;
      continue;
    }
    const word = lower[index] as string;
    if (!titleCase && !token.sentenceStart && word.length >= 3 && !knownWords.has(word)) found.add(word);
  }
  return found.size;
}

/** Words with their capitalisation and whether a sentence starts there; hashtags split on case. */
function tokenize(text: string): Token[] {
  const expanded = text.replace(/#([\p{L}\p{N}_]+)/gu, (_match, tag: string) =>
    tag.replace(/_/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'),
  );
  const tokens: Token[] = [];
  const pattern = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
  let previousEnd = 0;
  for (let match = pattern.exec(expanded); match !== null; match = pattern.exec(expanded)) {
    const between = expanded.slice(previousEnd, match.index);
    const first = match[0].charAt(0);
    tokens.push({
      text: match[0].replace(/’/g, "'").replace(/'s$/i, ''),
      capitalized: first !== first.toLowerCase(),
      sentenceStart: tokens.length === 0 || /[.!?:;|"“(\n]/.test(between),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}

/** Named-entity phrases and every other known word, from compromise's English lexicon. */
function buildLexicon(): { entityLexicon: Set<string>; entityPhraseStarts: Set<string>; knownWords: Set<string>; longestEntity: number } {
  // compromise types its model as `object`; the lexicon maps a word or phrase to one tag or several.
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const entityLexicon = new Set<string>();
  const knownWords = new Set<string>();
  let longestEntity = 1;
  for (const [phrase, tags] of Object.entries(lexicon)) {
    const tagList = Array.isArray(tags) ? tags : [tags];
    if (tagList.some((tag) => tag in ENTITY_TAGS)) {
      entityLexicon.add(phrase);
      longestEntity = Math.max(longestEntity, phrase.split(' ').length);
    } else if (!phrase.includes(' ')) {
      knownWords.add(phrase);
    }
  }
  return { entityLexicon, entityPhraseStarts: firstWordsOfPhrases([entityLexicon]), knownWords, longestEntity };
}

/** The phrases of 1..maxWords words that start at `index`, shortest first. */
function phrasesAt(lower: readonly string[], index: number, maxWords: number): string[] {
  const phrases = [lower[index] as string];
  for (let end = index + 2; end <= Math.min(lower.length, index + maxWords); end++) {
    phrases.push(`${phrases[phrases.length - 1]} ${lower[end - 1]}`);
  }
  return phrases;
}

function hasAny(list: ReadonlySet<string>, phrases: readonly string[]): boolean {
  for (const phrase of phrases) if (list.has(phrase)) return true;
  return false;
}

function firstWordsOfPhrases(lists: readonly ReadonlySet<string>[]): Set<string> {
  const starts = new Set<string>();
  for (const list of lists) for (const phrase of list) if (phrase.includes(' ')) starts.add(phrase.slice(0, phrase.indexOf(' ')));
  return starts;
}

function words(list: string, phrases: readonly string[] = []): ReadonlySet<string> {
  return new Set([...list.split(/\s+/).filter(Boolean), ...phrases]);
}
