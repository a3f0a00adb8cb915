// What a short text (a post title, a headline, a website description) is about: its subject, named
// people, organisations and places, its figures and key words. Built on compromise, a rule-based
// English NLP library: small, maintained, offline, fast (about a millisecond per title), with no model
// download, which is what a deterministic generator that must answer in milliseconds needs.
import nlp from 'compromise';

export type TextAnalysis = {
  /** The most specific thing the text is about: "Taylor Swift's Eras Tour", "Apple", "tasty food". */
  subject: string;
  /** The main noun phrase besides the subject: "free repair program"; the subject when there is none. */
  topic: string;
  people: string[];
  organisations: string[];
  places: string[];
  /** Proper names compromise could not classify (brands, products, events). */
  otherNames: string[];
  /** Figures as written: "£7.50", "25,000", "3.8%", "two-thirds". */
  numbers: string[];
  /** Every lower-case word, for classification. */
  words: Set<string>;
  question: boolean;
  signals: { conflict: boolean; surprise: boolean; data: boolean };
};

type Term = { text: string; tags: string[]; normal: string; chunk?: string; pre: string; post: string };

const NAME_TAGS = ['Person', 'Organization', 'Place', 'ProperNoun', 'Acronym'];
const NOT_NAME_TAGS = ['QuestionWord', 'Pronoun', 'Determiner', 'Date', 'Month', 'WeekDay', 'Preposition', 'Conjunction', 'Copula', 'Modal', 'Auxiliary'];
// Capitalised words that start sentences but never name anything.
const NEVER_NAMES = new Set(['here', 'there', 'this', 'that', 'these', 'those', 'what', 'why', 'how', 'when', 'where', 'who', 'which', 'it', 'they', 'we', 'you', 'i', 'he', 'she', 'people', 'today', 'breaking', 'update', 'til', 'psa', 'eli5', 'just', 'new', 'my', 'our', 'your', 'some', 'all', 'nearly', 'almost', 'more', 'most']);
const LEADING_FILLER = /^(?:the|a|an|my|his|her|their|its|our|your|this|that|these|those|some|any|every|each|no|most|more|all|next|last)\s+/i;
// Phrases about time ("next 6 months") are never what a story is about.
const TIME_NOUN = /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|time|times|decades?)$/i;
const STOP_NOUNS = new Set(['its', 'here', 'there', 'for', 'thing', 'things', 'people', 'person', 'time', 'times', 'year', 'years', 'day', 'days', 'way', 'ways', 'today', 'reddit', 'post', 'lot', 'one', 'part', 'something', 'anything', 'everything', 'nothing', 'someone', 'anyone', 'everyone', 'guys', 'what', 'who', 'it', 'this', 'that']);
const CONFLICT = /\b(vs|versus|sue|sues|suing|sued|lawsuit|slam|slams|row|fight|fights|ban|bans|banned|protest|protests|protesters|strike|strikes|war|clash|clashes|backlash|crisis|fury|outrage|accused|accuses|attack|attacks|hacking|fear)\b/i;
const SURPRISE = /\b(shock|shocking|surprise|surprising|weird|weirdest|bizarre|record|first|never|secret|revealed|odd|unexpected|viral|incredible|best|worst|craziest|absurd)\b/i;
const DATA = /\b(survey|study|data|report|index|percent|poll|research|figures|statistics|analysis)\b|%/i;
const ORG_SUFFIX = /\b(inc|ltd|plc|llc|corp|group|bank|university|council|association|institute|ministry|department|agency|company|party|court|police|fc|club|foundation|trust|nhs|commission|authority)\.?$/i;
const NUMBER_WORD = /\d|\b(half|third|thirds|quarter|quarters|dozen|hundred|thousand|million|billion)\b/i;

/** Analyzes a title and, optionally, the body that goes with it. The title decides the subject. */
export function analyzeText(title: string, body?: string | null): TextAnalysis {
  const cleanTitle = cleanTitleText(title.trim());
  let titleTerms = termsOf(cleanTitle);
  // In Title Case every word looks like a name; re-read the title in sentence case, keeping only the
  // capitals that still mean something (brands like MacBook, acronyms, names compromise knows).
  if (isHeadlineCase(titleTerms)) titleTerms = termsOf(toSentenceCase(titleTerms));
  const bodyTerms = body ? termsOf(excerpt(body)) : [];

  const titleNames = nameChunks(titleTerms);
  const bodyNames = nameChunks(bodyTerms);
  const allNames = dedupe([...titleNames, ...bodyNames], (chunk) => chunk.text.toLowerCase());
  const byKind = (kind: NameKind) => allNames.filter((chunk) => chunk.kind === kind).map((chunk) => chunk.text);

  const titlePhrases = nounPhrases(titleTerms);
  const subject = chooseSubject(cleanTitle, titleNames, titlePhrases);
  const topic = chooseTopic(subject, titlePhrases, nounPhrases(bodyTerms));

  const numbers = dedupe([...numberChunks(titleTerms), ...numberChunks(bodyTerms)], (value) => value).slice(0, 4);
  const fullText = `${cleanTitle} ${body ? excerpt(body) : ''}`;

  return {
    subject,
    topic,
    people: byKind('person'),
    organisations: byKind('organisation'),
    places: byKind('place'),
    otherNames: byKind('name'),
    numbers,
    words: new Set(fullText.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []),
    question: /\?\s*$/.test(cleanTitle) || titleTerms[0]?.tags.includes('QuestionWord') === true,
    signals: {
      conflict: CONFLICT.test(fullText),
      surprise: SURPRISE.test(fullText),
      data: numbers.length > 0 || DATA.test(fullText),
    },
  };
}

/** The first sentences of a body: enough to know what it says, cheap to parse. */
function excerpt(body: string): string {
  const trimmed = body.replace(/\s+/g, ' ').trim();
  if (trimmed.length <= 400) return trimmed;
  const cut = trimmed.slice(0, 400);
  const end = cut.lastIndexOf('. ');
  return end > 120 ? cut.slice(0, end + 1) : cut;
}

/** Quotes confuse the tagger and never belong to a subject; hashtags stay as they are. */
function cleanTitleText(text: string): string {
  return text.replace(/[“”"]/g, '').replace(/\s+/g, ' ');
}

function termsOf(text: string): Term[] {
  if (text === '') return [];
  const sentences = nlp(text).json() as Array<{ terms: Term[] }>;
  return sentences.flatMap((sentence) => sentence.terms);
}

function hasAny(tags: string[], wanted: readonly string[]): boolean {
  return wanted.some((tag) => tags.includes(tag));
}

/** Most words capitalised ("Apple Launches Free Repair Program"): capitals then say nothing about names. */
function isHeadlineCase(terms: Term[]): boolean {
  const long = terms.filter((term) => /^[A-Za-z]{4,}/.test(term.text));
  if (long.length < 3) return false;
  return long.filter((term) => /^[A-Z]/.test(term.text)).length / long.length >= 0.75;
}

function toSentenceCase(terms: Term[]): string {
  return terms
    .map((term, index) => {
      const keep =
        index === 0 ||
        /[a-z][A-Z]|\d/.test(term.text) ||
        /^[A-Z]{2,}\b/.test(term.text) ||
        hasAny(term.tags, ['Person', 'Place', 'Organization']);
      return `${term.pre}${keep ? term.text : term.text.toLowerCase()}${term.post}`;
    })
    .join('');
}

type NameKind = 'person' | 'organisation' | 'place' | 'name';
type NameChunk = { text: string; kind: NameKind; start: number };

function isNameTerm(term: Term, index: number, terms: Term[]): boolean {
  const text = term.text.replace(/^[^A-Za-z0-9#]+|[^A-Za-z0-9%]+$/g, '');
  if (text === '' || hasAny(term.tags, NOT_NAME_TAGS) || NEVER_NAMES.has(text.toLowerCase())) return false;
  if (/[a-z][A-Z]/.test(text) || /^[A-Z][A-Za-z]*-?\d/.test(text) || /^#\w+/.test(text)) return true;
  if (!/^[A-Z]/.test(text)) return false;
  if (hasAny(term.tags, NAME_TAGS)) return true;
  // Sentence-initial capitals are only names when a verb follows ("Tesla is suing", "Apple launches").
  if (index === 0 || /[.!?:]\s*$/.test(terms[index - 1]?.post ?? '')) {
    return term.tags.includes('Noun') && terms[index + 1]?.tags.includes('Verb') === true && !term.tags.includes('Plural');
  }
  return term.tags.includes('Noun');
}

function nameChunks(terms: Term[]): NameChunk[] {
  const chunks: NameChunk[] = [];
  let current: Term[] = [];
  let start = 0;
  const flush = (next?: Term) => {
    if (current.length > 0) {
      const joined = current.map((term) => cleanTermText(term)).join(' ').trim();
      // "Lowe's ran out" names the shop Lowe's; "Swift's Eras Tour" is a possessive before a noun.
      const ownsNext = next !== undefined && hasAny(next.tags, ['Noun', 'Adjective']);
      const text = ownsNext || current.length > 1 ? stripPossessive(joined) : joined;
      if (text.length >= 2) chunks.push({ text, kind: kindOf(current, text), start });
    }
    current = [];
  };
  terms.forEach((term, index) => {
    const joiner = /^(of|&)$/i.test(term.text) && current.length > 0 && isNameTerm(terms[index + 1] ?? term, index + 1, terms);
    if (isNameTerm(term, index, terms) || joiner) {
      if (current.length === 0) start = index;
      current.push(term);
      const possessivePlace = /['’]s$/i.test(term.text) && hasAny(term.tags, ['Place', 'Acronym']);
      if (/[,;:!?]|[.]$/.test(term.post) || /[”"]/.test(term.post) || possessivePlace) flush(terms[index + 1]);
    } else {
      flush(term);
    }
  });
  flush();
  return chunks;
}

function kindOf(terms: Term[], text: string): NameKind {
  if (terms.some((term) => term.tags.includes('Person')) && !terms.some((term) => term.tags.includes('Organization'))) return 'person';
  if (terms.some((term) => term.tags.includes('Organization')) || ORG_SUFFIX.test(text)) return 'organisation';
  if (terms.some((term) => term.tags.includes('Place'))) return 'place';
  return 'name';
}

function cleanTermText(term: Term): string {
  return term.text.replace(/^[^A-Za-z0-9#£$€]+/, '').replace(/[^A-Za-z0-9%'’]+$/, '');
}

function stripPossessive(text: string): string {
  return text.replace(/['’]s$/i, '').replace(/['’]$/, '');
}

/**
 * Noun phrases in text order: runs of adjectives, nouns and figures that end in a noun, joined by "of"
 * ("cost of a pint"), without leading determiners. compromise's own chunks swallow prepositions.
 */
function nounPhrases(terms: Term[]): string[] {
  const phrases: string[] = [];
  let current: Term[] = [];
  const flush = () => {
    while (current.length > 0 && !isNounTerm(current[current.length - 1]!)) current.pop();
    if (current.some(isNounTerm)) {
      const phrase = stripPossessive(current.map((term) => cleanTermText(term)).filter(Boolean).join(' '))
        .replace(LEADING_FILLER, '')
        .trim();
      if (phrase !== '' && !STOP_NOUNS.has(phrase.toLowerCase())) phrases.push(phrase);
    }
    current = [];
  };
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    const afterNext = terms[index + 2];
    const joinsOf =
      /^of$/i.test(term.text) &&
      current.some(isNounTerm) &&
      next !== undefined &&
      (isPhraseTerm(next) || (next.tags.includes('Determiner') && afterNext !== undefined && isPhraseTerm(afterNext)));
    const determinerInOf = term.tags.includes('Determiner') && /^of$/i.test(current[current.length - 1]?.text ?? '');
    if (isPhraseTerm(term) || joinsOf || determinerInOf) {
      current.push(term);
      if (/[,;:!?.]/.test(term.post)) flush();
    } else {
      flush();
    }
  });
  flush();
  return phrases;
}

function isNounTerm(term: Term): boolean {
  return term.tags.includes('Noun') && !hasAny(term.tags, ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'QuestionWord']) && !NEVER_NAMES.has(term.text.toLowerCase());
}

function isPhraseTerm(term: Term): boolean {
  return isNounTerm(term) || (term.tags.includes('Adjective') && !term.tags.includes('Determiner')) || (term.tags.includes('Value') && !term.tags.includes('Ordinal'));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function chooseSubject(title: string, names: NameChunk[], phrases: string[]): string {
  // A short trend ("Haaland", "#ChatGPTDown", "Taylor Swift") is its own subject.
  if (wordCount(title) <= 3 && !/[.?!]$/.test(title)) {
    return stripPossessive(title.replace(/[^\p{L}\p{N}#'’ &-]/gu, '').trim()) || title;
  }
  // A name that opens the title is its grammatical subject; otherwise the first name that is not a
  // place; otherwise the first noun phrase ("cost of a pint"), with any place left to the slots.
  const name = names.find((chunk) => chunk.start === 0) ?? names.find((chunk) => chunk.kind !== 'place');
  if (name) {
    const phrase = phrases.find((candidate) => candidate.startsWith(name.text));
    return phrase && wordCount(phrase) <= 3 ? phrase : name.text;
  }
  const phrase = phrases.find((candidate) => !/^[\d£$€.,%\s-]+$/.test(candidate));
  if (phrase) return shorten(phrase, 5);
  return names[0]?.text ?? shorten(title, 6);
}

function chooseTopic(subject: string, titlePhrases: string[], bodyPhrases: string[]): string {
  const lowerSubject = subject.toLowerCase();
  const candidates = [...titlePhrases, ...bodyPhrases]
    .map((phrase) =>
      // "UC Davis pepper spray incident" around the subject "UC Davis" leaves "pepper spray incident".
      phrase.toLowerCase().startsWith(`${lowerSubject} `) ? phrase.slice(subject.length + 1) : phrase,
    )
    .filter(
      (phrase) =>
        !lowerSubject.includes(phrase.toLowerCase()) &&
        !phrase.toLowerCase().includes(lowerSubject) &&
        !/^[\d£$€.,%\s-]+$/.test(phrase) &&
        !TIME_NOUN.test(phrase) &&
        wordCount(phrase) <= 6,
    );
  const startsWithFigure = (phrase: string) => /^[\d£$€]/.test(phrase);
  const best =
    candidates.find((phrase) => wordCount(phrase) >= 2 && !startsWithFigure(phrase)) ??
    candidates.find((phrase) => !startsWithFigure(phrase)) ??
    candidates[0];
  return shorten(best ?? subject, 6);
}

function shorten(text: string, words: number): string {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(' ') : parts.slice(0, words).join(' ');
}

function numberChunks(terms: Term[]): string[] {
  const values: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const value = current.join(' ').replace(/[.,;:!?]+$/, '');
    if (value !== '' && NUMBER_WORD.test(value) && !/^(one|first)$/i.test(value)) values.push(value);
    current = [];
  };
  for (const term of terms) {
    if (hasAny(term.tags, ['Value', 'Money', 'Percent', 'Fraction']) && !term.tags.includes('Ordinal')) {
      current.push(term.text.replace(/^[^0-9A-Za-z£$€]+/, ''));
      if (/[,;:!?]|\.\s/.test(term.post)) flush();
    } else {
      flush();
    }
  }
  flush();
  return values;
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
