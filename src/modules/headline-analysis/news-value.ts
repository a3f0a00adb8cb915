// News value: does this read as news (an event, with actors, places and figures, told in
// headline style) or as a teaser? A linear score of simple signals, mapped onto 1–10.
//
// Where the weights come from (re-run with bench/headlines/fit-news-value.ts): a logistic
// regression of news vs clickbait on the even-numbered lines of the clickbait corpus in
// ../shared/data/clickbait (Chakraborty et al. 2016: 16,000 headlines each from news sites and
// from clickbait sites; L2 = 0.1 on standardised features), rounded. Timeliness words ("today",
// "Monday") were tried and dropped: their fitted weight was about zero. The bench reports the AUC
// on all 32,000 headlines and on the odd-numbered lines alone, which the fit never saw. Three
// weights are set by hand, each for a case that corpus cannot show (see their comments).

import { isFiniteNewsVerb } from './headline-type.js';
import { FIRST_PERSON, FORWARD_REFERENCES, NUMBER_WORDS, QUESTION_WORDS, SECOND_PERSON } from './headline-word-classes.js';
import { countWords, hasLemmaIn, type HeadlineSignals, logisticToScale } from './metric-basis.js';

/** Institutions, actors and hard-news subjects (lemmas). */
const NEWS_NOUNS: ReadonlySet<string> = new Set([
  'government',
  'court',
  'police',
  'minister',
  'president',
  'senate',
  'congress',
  'parliament',
  'election',
  'company',
  'firm',
  'bank',
  'market',
  'stock',
  'share',
  'profit',
  'economy',
  'report',
  'official',
  'troop',
  'army',
  'military',
  'war',
  'crisis',
  'law',
  'bill',
  'judge',
  'trial',
  'deal',
  'talk',
  'strike',
  'storm',
  'earthquake',
  'flood',
  'fire',
  'attack',
  'ceo',
  'chief',
  'union',
  'leader',
  'party',
  'vote',
  'rebel',
  'protest',
  'protester',
  'prime',
  'state',
  'city',
  'council',
  'agency',
  'commission',
  'percent',
  'million',
  'billion',
  'trillion',
  'quarter',
  'sale',
  'price',
  'rate',
  'tax',
  'budget',
  'debt',
  'oil',
  'gas',
  'energy',
  'plant',
  'industry',
  'investor',
  'ministry',
  'ban',
  'sanction',
  'survey',
  'study',
  'researcher',
  'scientist',
  'startup',
  'funding',
  'partnership',
  'acquisition',
  'merger',
  'revenue',
  'job',
  'worker',
  'employee',
  'consumer',
  'patient',
  'hospital',
  'university',
  'regulator',
  'lawmaker',
  'mayor',
  'governor',
]);

/** Hype: words a news desk avoids and a teaser relies on (lemmas). */
const HYPE_WORDS: ReadonlySet<string> = new Set([
  'amazing',
  'incredible',
  'unbelievable',
  'epic',
  'awesome',
  'perfect',
  'adorable',
  'cute',
  'hilarious',
  'literally',
  'totally',
  'omg',
  'wtf',
  'lol',
  'actually',
  'ever',
  'best',
  'worst',
  'greatest',
  'most',
]);

/** Plural nouns a listicle counts ("21 Things", "17 Times"). */
const LIST_NOUNS: ReadonlySet<string> = new Set([
  'things',
  'reasons',
  'ways',
  'signs',
  'times',
  'people',
  'facts',
  'thoughts',
  'tweets',
  'photos',
  'pictures',
  'gifs',
  'moments',
  'questions',
  'struggles',
  'problems',
  'tips',
  'tricks',
  'products',
  'kinds',
  'types',
]);

/** Fewest words that can report an event ("Earthquake rattles Indonesia" has three). */
const MIN_REPORT_WORDS = 4;

/** Repeating a news word earns nothing after the second one (keyword stuffing is not news). */
const COUNT_CAP = 2;

export type NewsValueFeature = {
  name: string;
  weight: number;
  /** False for the weights set by hand; bench/headlines/fit-news-value.ts re-fits only the others. */
  fitted: boolean;
  measure: (signals: HeadlineSignals) => number;
};

/** Intercept of the fit: the log-odds of "news" for a headline with none of the signals. */
export const NEWS_VALUE_INTERCEPT = 2.24;

export const NEWS_VALUE_FEATURES: readonly NewsValueFeature[] = [
  // An event verb in headline tense: "approves", "rattles", "launched". +1.07 each.
  {
    name: 'news verbs',
    weight: 1.07,
    fitted: true,
    measure: (signals) => capped(signals.words.filter((token, position) => isFiniteNewsVerb(token, signals.words[position - 1])).length),
  },
  // Institutions, officials, figures: "government", "court", "CEO", "million". +1.55 each.
  {
    name: 'news nouns',
    weight: 1.55,
    fitted: true,
    measure: (signals) => capped(countWords(signals, (token) => hasLemmaIn(token, NEWS_NOUNS))),
  },
  // A place (compromise's gazetteer; works in any letter case): "Indonesia", "Boston". +1.87.
  { name: 'places', weight: 1.87, fitted: true, measure: (signals) => capped(countWords(signals, (token) => token.tags.has('Place'))) },
  // Opens with a count ("17 Times…"): a listicle. −2.54.
  {
    name: 'opens with a number',
    weight: -2.54,
    fitted: true,
    measure: (signals) => (signals.words[0] && (signals.words[0].isNumber || NUMBER_WORDS.has(signals.words[0].normal)) ? 1 : 0),
  },
  // Talks to the reader ("you", "your"). −3.87 each.
  {
    name: 'second person',
    weight: -3.87,
    fitted: true,
    measure: (signals) => countWords(signals, (token) => SECOND_PERSON.has(token.normal)),
  },
  // The writer's own voice ("I", "we"). −1.46 each.
  {
    name: 'first person',
    weight: -1.46,
    fitted: true,
    measure: (signals) => countWords(signals, (token) => FIRST_PERSON.has(token.normal)),
  },
  // "This"/"these" withhold the subject. −3.95 each.
  {
    name: 'forward references',
    weight: -3.95,
    fitted: true,
    measure: (signals) => countWords(signals, (token) => FORWARD_REFERENCES.has(token.normal)),
  },
  // Hype words. −3.36 each.
  { name: 'hype words', weight: -3.36, fitted: true, measure: (signals) => countWords(signals, (token) => hasLemmaIn(token, HYPE_WORDS)) },
  // Listicle nouns ("things", "reasons"). −2.04 each.
  { name: 'list nouns', weight: -2.04, fitted: true, measure: (signals) => countWords(signals, (token) => LIST_NOUNS.has(token.normal)) },
  // "What", "why", "how": the headline withholds instead of telling. −2.19 each.
  {
    name: 'question words',
    weight: -2.19,
    fitted: true,
    measure: (signals) => countWords(signals, (token) => QUESTION_WORDS.has(token.normal)),
  },
  // Share of function words (0–1): news headlines are telegraphic ("Earthquake rattles
  // Indonesia"), teasers are sentences. −5.03 × share.
  {
    name: 'function-word share',
    weight: -5.03,
    fitted: true,
    measure: (signals) => countWords(signals, (token) => token.isStopWord) / Math.max(1, signals.words.length),
  },
  // Set by hand: a label ("Sale", "Big News") has no actor and no event. The corpus has almost no
  // headlines this short, so the fit could not learn it. −1.5 per word under four.
  { name: 'words under four', weight: -1.5, fitted: false, measure: (signals) => Math.max(0, MIN_REPORT_WORDS - signals.words.length) },
  // Set by hand (the corpus has no "?" or "!"): news desks rarely ask (Betteridge) or exclaim.
  {
    name: 'question mark',
    weight: -1,
    fitted: false,
    measure: (signals) => (signals.tokens.some((token) => token.trailing.includes('?')) ? 1 : 0),
  },
  {
    name: 'exclamation marks',
    weight: -1,
    fitted: false,
    measure: (signals) => countWords(signals, (token) => token.trailing.includes('!')),
  },
];

/**
 * Halves the log-odds before mapping to 1–10, so a plain news headline lands near 9 and a teaser
 * near 2 instead of at the very ends of the scale. The order, and so the AUC, is unchanged.
 */
const DISPLAY_SLOPE = 0.5;

/** The raw news log-odds; the bench ranks headlines by it. */
export function newsValueLogOdds(signals: HeadlineSignals): number {
  return NEWS_VALUE_FEATURES.reduce((total, feature) => total + feature.weight * feature.measure(signals), NEWS_VALUE_INTERCEPT);
}

/** News value on the 1–10 scale, one decimal. Deterministic. */
export function newsValue(signals: HeadlineSignals): number {
  return logisticToScale(DISPLAY_SLOPE * newsValueLogOdds(signals));
}

function capped(count: number): number {
  return Math.min(COUNT_CAP, count);
}
