// Automatic checks for the copy the built-in generator writes: the faults a PR professional would
// notice at a glance. Each check is a pure function over the input's title (or headline), the phrases
// the generator fills its templates with, and the text it wrote.
import nlp from 'compromise';
import { escapeRegExp } from '../../src/common/text/escape-reg-exp.js';

export const QUALITY_PROBLEMS = [
  'generic-subject',
  'quote-subject',
  'clause-subject',
  'missing-article',
  'awkward-modifier',
  'doubled-word',
  'dangling-punctuation',
  'repeated-phrase',
  'long-headline',
  'shared-headline',
  'explainer-filler',
] as const;
/** Counted for information, not as a fault: titles that name nothing, which the generator quotes whole. */
export const QUALITY_NOTES = ['no-subject'] as const;
export type QualityProblem = (typeof QUALITY_PROBLEMS)[number];

export type QualityFinding = { problem: QualityProblem | (typeof QUALITY_NOTES)[number]; text: string };

/** Headlines longer than this do not fit a news page or a search result. */
export const MAX_GOOD_HEADLINE = 120;

// Words that never carry a story on their own: people in general, pronouns, Reddit furniture.
const GENERIC_WORDS = new Set(
  (
    'man men woman women guy guys girl girls boy boys kid kids child children baby people person persons someone anyone everyone everybody nobody ' +
    'friend friends wife husband girlfriend boyfriend gf bf so daughter son mom mum dad mother father parents family grandma grandpa brother sister ' +
    'this that these those it its thing things stuff something anything everything nothing one ones my me i you we he she they them us our your ' +
    'til psa eli5 ama update edit oc pic pics photo picture video post thread question questions help reddit redditors redditor ladies gentlemen ' +
    'today yesterday tonight day days time times life world way ways lot part bit god g-d lol wtf omg serious nsfw meta breaking just new here there ' +
    'hey hi hello yes no yo dear please thanks op'
  ).split(' '),
);
const STOP_TAGS = ['Pronoun', 'Determiner', 'QuestionWord', 'Preposition', 'Conjunction', 'Adverb', 'Modal', 'Copula', 'Auxiliary'];

/** Single words that name nothing in particular ("Man", "This", "TIL", "G-d"), and stop words. */
export function isGenericPhrase(phrase: string): boolean {
  return memo(genericMemo, phrase, () => genericPhrase(phrase));
}

const genericMemo = new Map<string, boolean>();
const articleMemo = new Map<string, boolean>();

/** The checks tag the same few phrases thousands of times; compromise is the slow part. */
function memo(cache: Map<string, boolean>, key: string, compute: () => boolean): boolean {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}

function genericPhrase(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (words.length !== 1) return words.length === 0;
  const word = words[0]!;
  const lower = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
  if (/^#\w/.test(word) || /^(?:[A-Z]\.){2,}$/.test(word) || /^\d{4}s$/.test(word) || /^U[SK]$/.test(word)) return false; // hashtags, "U.S.", "US", decades
  if (GENERIC_WORDS.has(lower)) return true; // "TIL", "PSA" are post labels, not acronyms that name something
  if (/^[A-Z0-9]{2,}$/.test(word)) return false;
  if (lower.replace(/[^\p{L}]/gu, '').length < 3) return true;
  const tags = (nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
  return STOP_TAGS.some((tag) => tags.includes(tag)) && !tags.includes('Noun');
}

/** Spans of a title inside double quotes, when they hold a quotation (four words or more) rather than a title of a work. */
export function quotations(title: string): string[] {
  return [...title.matchAll(/["“]([^"”]+)["”]?/g)].map((match) => match[1]!.trim()).filter((span) => span.split(/\s+/).length >= 4);
}

/**
 * The subject came out of a quotation in a title that has more to say than the quote ("G-d" from
 * "By G-d I'll fight ..." -Based Union Soldier). A title that is one quotation has nothing else to use.
 */
export function isQuoteSubject(title: string, subject: string): boolean {
  const lower = subject.toLowerCase();
  const spans = quotations(title);
  const outside = spans
    .reduce((rest, span) => rest.replace(span, ' '), title)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return lower.length > 0 && outside.length >= 2 && spans.some((span) => span.toLowerCase().includes(lower));
}

/** A subject that is a clause ("man builds superdome") rather than a noun phrase. */
export function isClauseSubject(subject: string): boolean {
  if (subject.split(/\s+/).length < 3) return false;
  const terms = (nlp(subject).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).flatMap((sentence) => sentence.terms);
  return terms.some(
    (term, index) =>
      index > 0 &&
      term.tags.includes('Verb') &&
      !term.tags.includes('Noun') &&
      !term.tags.includes('Adjective') &&
      !term.tags.includes('Gerund') &&
      !term.tags.includes('Participle') &&
      (term.tags.includes('PresentTense') || term.tags.includes('PastTense')),
  );
}

// Nouns that take no article ("workplace loneliness", "student debt", "sleep").
const MASS_NOUNS = new Set(
  (
    'sleep hydration burnout debt inflation money food water energy data research advice information news health weather traffic software hardware ' +
    'music art work furniture equipment evidence knowledge homework recycling insulation fashion waste fatigue loneliness stress screen time ' +
    'privacy security literacy travel tourism spending gaming coffee tea beer wine sugar protein broadband childcare rent tax fuel petrol electricity ' +
    'gas heat fun love hate anger fear support feedback pay income wealth poverty crime abuse violence pollution weight fitness diet learning ' +
    'education training content footage media culture history science technology politics justice freedom democracy access transport parking ' +
    'space marriage intake posture shrinkflation e-waste wildlife insurance skincare design comparison wear resale sex porn ' +
    'punishment impeachment failure creep risk chocolate'
  ).split(' '),
);
const DETERMINERS = new Set(
  'the a an this that these those every each any no our your their its his her my one same whole another some all both either neither which what whose'.split(
    ' ',
  ),
);
// Words after which a bare singular count noun reads as a missing article.
const ARTICLE_CONTEXT = new Set(
  (
    'about behind on of for around with into after from to at by in over against through like beyond without within under via versus vs and or ' +
    'than as is test tested testing tried try explain explains explaining mean means covering cover join joins refresh debunk debunked unpack ' +
    'rides riding remix react reacts analyse analyses mine collect save sketch brief define pull'
  ).split(' '),
);

/**
 * A bare singular count noun phrase ("shocking study", "four-day week", "price of a pint"): in running
 * text it needs "the" or "a". Names, plurals, mass nouns and phrases with their own determiner do not.
 */
export function needsArticle(phrase: string): boolean {
  return memo(articleMemo, phrase, () => bareSingular(phrase));
}

function bareSingular(phrase: string): boolean {
  const text = phrase.trim();
  if (text === '' || /^[#@$£€\d"“'‘]/.test(text)) return false;
  if (/^\p{Ll}+ing\s+(?:a|an|the|your|their)\s/u.test(text)) return false; // an activity: "learning a language"
  // "price of a pint", "saving for a first home": the head comes before the first preposition.
  const head = text.split(/\s+(?:of|for|in|on|at|with|from|to|about|by|over|under)\s+/i)[0]!;
  const words = head.split(/\s+/);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if (DETERMINERS.has(first.toLowerCase()) || words.some((word) => /['’]s?$/.test(word) && word !== last)) return false;
  // Capitalised words past the first, or a capitalised single word, make it a name ("Union Soldier", "Apple").
  if (words.some((word, index) => /^\p{Lu}/u.test(word) && (index > 0 || words.length === 1)) || /[a-z][A-Z]/.test(text)) return false;
  const lastLower = last.toLowerCase();
  const lastPart = lastLower.split('-').pop()!;
  if (MASS_NOUNS.has(lastLower) || MASS_NOUNS.has(lastPart) || /(ness|ism|ing|ity|ics|tion|sion|ance|ence)$/.test(lastPart)) return false;
  if (/[^s]s$/.test(lastPart)) return false; // a plural
  // Tagged in its phrase: alone, "study" reads as a verb.
  const terms = (nlp(head).json() as Array<{ terms: Array<{ tags: string[] }> }>).flatMap((sentence) => sentence.terms);
  const tags = terms[terms.length - 1]?.tags ?? [];
  return tags.includes('Singular') && !tags.includes('Uncountable') && !tags.includes('ProperNoun') && !tags.includes('Plural');
}

/** Where a template put a bare singular count noun phrase after a preposition or verb: "behind shocking study". */
export function missingArticles(text: string, phrases: readonly string[]): string[] {
  const found: string[] = [];
  for (const phrase of new Set(phrases)) {
    if (!needsArticle(phrase)) continue;
    const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}'’-])([\\p{L}'’-]+)\\s+${escapeRegExp(phrase)}(?![\\p{L}\\p{N}-])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      if (ARTICLE_CONTEXT.has(match[1]!.toLowerCase())) found.push(`${match[1]} ${phrase}`);
    }
  }
  return found;
}

// Nouns templates put a subject in front of: "the X challenge", "a X cost index".
const MODIFIED_NOUNS = [
  'story',
  'challenge',
  'quiz',
  'experiment',
  'trend',
  'meme',
  'price index',
  'cost index',
  'calculator',
  'roundtable',
  'brain-teaser',
  'puzzle',
  'scene',
  'moment',
  'social experiment',
  'remix',
  'conversation',
  'guide',
];

/** A long phrase or a clause used as a modifier: "the superdome of 15 Noctua fans challenge". */
export function awkwardModifiers(text: string, phrases: readonly string[]): string[] {
  const found: string[] = [];
  for (const phrase of new Set(phrases)) {
    const words = phrase.trim().split(/\s+/);
    const awkward = words.length > 4 || /\s(of|for|to|with|in|on|at|by|from)\s/i.test(phrase) || /[?!.:]$/.test(phrase);
    if (!awkward) continue;
    const pattern = new RegExp(
      `\\b(?:the|a|an|this)\\s+${escapeRegExp(phrase)}\\s+(${MODIFIED_NOUNS.map(escapeRegExp).join('|')})\\b`,
      'gi',
    );
    for (const match of text.matchAll(pattern)) found.push(match[0]);
  }
  return found;
}

// Words that may legitimately come twice in a row.
const DOUBLE_OK = new Set([
  'that',
  'had',
  'is',
  'very',
  'bye',
  'no',
  'so',
  'ha',
  'go',
  'knock',
  'really',
  'more',
  'far',
  'again',
  'over',
  'on',
  'by',
  'and',
  'round',
  'day',
  'side',
  'step',
]);

/** "experiment experiment", "the the"; a double the source itself has ("Gout Gout", "womp womp") is its own. */
export function doubledWords(text: string, source = ''): string[] {
  const own = source.toLowerCase();
  return [...text.matchAll(/(?<![\p{L}'’-])([\p{L}][\p{L}'’-]*)\s+\1(?![\p{L}'’-])/giu)]
    .map((match) => match[0])
    .filter((pair) => !DOUBLE_OK.has(pair.split(/\s+/)[0]!.toLowerCase()) && !own.includes(pair.toLowerCase()));
}

const DANGLING: ReadonlyArray<[RegExp, string]> = [
  [/\s[,;:!?](?!\d)/, 'space before punctuation'],
  [/\s\.(?!\.|\d)/, 'space before a full stop'],
  [/[,;:]\s*[,.;:!?]/, 'punctuation after a comma or colon'],
  [/[?!]\./, 'full stop after ? or !'],
  [/(?<!\.)\.\.(?!\.)/, 'double full stop'],
  [/\S+(?:\s+\S+){4,}[,;:–—-]\s*$/, 'ends on a comma, colon or dash'],
  [/(?<!\w)\(\s*\)|\[\s*\]|""|“”/, 'empty brackets or quotes'],
  [/^[\s,.;:!?)\]]/, 'starts with punctuation'],
  [/\b(?:a|an|the)\s*[.,;:!?](?!\w)/i, 'article before punctuation'],
];

/**
 * Punctuation a template left hanging: " ,", ",.", "?.", a trailing colon, an odd number of double quotes.
 * A quoted title is quoted as it was written, so only the text around quotes is looked at.
 */
export function danglingPunctuation(text: string): string[] {
  const own = text.replace(/"[^"]*"|“[^”]*”/g, '"…"');
  const found = DANGLING.filter(([pattern]) => pattern.test(own)).map(([, name]) => name);
  const quotes = (text.match(/"/g) ?? []).length;
  if (quotes % 2 === 1) found.push('unbalanced double quotes');
  const curlyOpen = (text.match(/“/g) ?? []).length;
  const curlyClose = (text.match(/”/g) ?? []).length;
  if (curlyOpen !== curlyClose) found.push('unbalanced curly quotes');
  return found;
}

function clauses(text: string): string[] {
  return text
    .split(/[.;:!?]\s+|[.;:!?]$|,\s+(?:and|but|then|so)\s+/)
    .map((clause) =>
      clause
        .toLowerCase()
        .replace(/['’](?!\p{L})|(?<!\p{L})['’]/gu, ' ')
        .replace(/[^\p{L}\p{N}%£$€'’ -]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((clause) => clause.split(' ').length >= 5);
}

/**
 * Clauses of five words or more that two texts of one answer share (the same sentence tacked onto two
 * angles), leaving out clauses that quote the item itself.
 */
export function repeatedPhrases(texts: readonly string[], source: string): string[] {
  const quoted = ` ${source
    .toLowerCase()
    .replace(/['’](?!\p{L})|(?<!\p{L})['’]/gu, ' ')
    .replace(/[^\p{L}\p{N}%£$€'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const seen = new Map<string, number>();
  const repeated = new Set<string>();
  texts.forEach((text, index) => {
    for (const clause of new Set(clauses(text))) {
      if (quoted.includes(` ${clause} `)) continue;
      const first = seen.get(clause);
      if (first === undefined) seen.set(clause, index);
      else if (first !== index) repeated.add(clause);
    }
  });
  return [...repeated];
}

/** Explainer filler ("X explained in five minutes") only fits news, policies and ideas. */
export function isExplainerFiller(headline: string, title: string, subject: string, people: readonly string[]): boolean {
  if (!/explained in five minutes|^[^:]{1,60}, explained\b/i.test(headline)) return false;
  const question =
    /\?\s*$/.test(title) || /^(what|why|how|who|which|when|where|is|are|do|does|did|can|could|would|should|will|has|have)\b/i.test(title);
  const personal = /\b(i|i'm|i've|my|me|we|our)\b/i.test(title);
  return question || personal || isGenericPhrase(subject) || isQuoteSubject(title, subject) || people.includes(subject);
}

/** Every check that looks at one piece of text, given the phrases the generator filled in and the input it came from. */
export function textFindings(text: string, phrases: readonly string[], source = ''): QualityFinding[] {
  return [
    ...missingArticles(text, phrases).map((hit) => ({ problem: 'missing-article' as const, text: `${hit} || ${text}` })),
    ...awkwardModifiers(text, phrases).map((hit) => ({ problem: 'awkward-modifier' as const, text: `${hit} || ${text}` })),
    ...doubledWords(text, source).map((hit) => ({ problem: 'doubled-word' as const, text: `${hit} || ${text}` })),
    ...danglingPunctuation(text).map((hit) => ({ problem: 'dangling-punctuation' as const, text: `${hit} || ${text}` })),
  ];
}

/** The checks on a headline: everything textFindings looks for, and its length. */
export function headlineFindings(headline: string, phrases: readonly string[], source = ''): QualityFinding[] {
  const findings = textFindings(headline, phrases, source);
  if (headline.length > MAX_GOOD_HEADLINE) findings.push({ problem: 'long-headline', text: `${headline.length} chars || ${headline}` });
  return findings;
}

/**
 * The checks on what a title was read as: a generic word, a quotation or a clause as the subject. A
 * title that names nothing is quoted whole on purpose (`nameless`), so it is counted apart, not as a clause.
 */
export function subjectFindings(title: string, subject: string, topic: string, nameless = false): QualityFinding[] {
  const findings: QualityFinding[] = [];
  if (nameless) {
    findings.push({ problem: 'no-subject', text: `"${subject}"` });
    if (isGenericPhrase(topic)) findings.push({ problem: 'generic-subject', text: `topic "${topic}"` });
    return findings;
  }
  for (const [role, phrase] of [
    ['subject', subject],
    ['topic', topic],
  ] as const) {
    if (isGenericPhrase(phrase)) findings.push({ problem: 'generic-subject', text: `${role} "${phrase}"` });
  }
  if (isQuoteSubject(title, subject)) findings.push({ problem: 'quote-subject', text: `subject "${subject}"` });
  if (isClauseSubject(subject)) findings.push({ problem: 'clause-subject', text: `subject "${subject}"` });
  return findings;
}
