// How well a trending item fits a client (issue 27): a score from 0 to 100 and its reasons in words,
// worked out from the words of the item and of the client's profile, with no model call, so the same
// item and client always give the same fit and a PR person can check every reason against the story.
//
// The score adds up evidence that the client has something to say about the story, then lowers it
// for sensitive news. The points, and why each is what it is:
//
//   Topic, up to 40. The client's own words found in the item: its sector (a word found in the title
//     22 points, a phrase of two 30: the sector is the surest sign the story is the client's
//     business), its products and key messages (8 a word, 16 a phrase: written by the client, but
//     full of everyday words such as "price"), its description (6 and 12: the loosest text). A word
//     found only in the text counts half as much as in the title: a story is about what its headline
//     says, and a long post names much in passing. The first term counts whole, each next one 0.6
//     of the one before, so ten loose words never outweigh one sure phrase. A few common sectors
//     also have the words their stories are told in (SECTOR_WORDS: "gas" for energy, 12 points):
//     known to be the sector's, but not the client's own words.
//   Spokesperson, up to 20. A spokesperson's field of expertise found in the item as typed ("energy
//     prices" in the title 20, in the text 12; its words apart 8): someone the client can put up for
//     comment is what makes a story pitchable at all.
//   Own data, up to 15. An asset line sharing meaningful words with the item (two words, or a phrase;
//     15 when one is in the title, 10 in the text only): data of its own is the strongest hook a
//     client can bring to a story, but an asset line is short and its words are few.
//   Names, up to 15. The client itself named (15), or a competitor (10 each): a story about a rival
//     is a classic reactive-comment opportunity, and a story about the client one to know about.
//   Market, up to 15. The story's country (generation's storyCountry) among the client's markets 15,
//     an international story 7, another country 0 with the reason said. The market says where a
//     story is news, not whether it is the client's: it adds no more than the rest of the fit has
//     found (at least 5), so a passing word of the profile never earns the whole market credit. A
//     story set in another country also leaves 0.6 of the rest: its journalists and readers are
//     elsewhere, so a spokesperson's keyword in an Irish cost-of-living story is a weak fit for an
//     Australian retailer, not a good one.
//   Sensitive news multiplies the total (only the gravest kind counts): harm done by people and loss
//     of life (violence, war and terror, abuse, suicide and self-harm, death) by 0.4, disaster and
//     serious illness by 0.6, hardship and partisan politics by 0.8 (a consumer brand still comments
//     on the cost of living, carefully).
//   A topic the client avoids (typed as watchlist keywords) found anywhere in the item makes the fit
//     0 and the item excluded, whatever else it has.
//
// Words are compared as watchlists compare them (whole words, case and accents ignored), after a
// small stemming step (plural to singular: "energy bills" is found by "energy bill") and a few
// synonyms and spellings. Words that say nothing about a business ("company", "customers", "free",
// market names, numbers, function words) are never matched on their own.

import type { Client, ClientFit } from '../../contracts/clients.contract.js';
import { foldedWordSpans } from '../../contracts/text-match.contract.js';
import { SENSITIVITY_LABELS, type SensitivityKind, type TrendingItem } from '../../contracts/trending.contract.js';
import { STORY_STOP_WORDS } from '../../common/text/function-words.js';
import { MatchableText } from '../../common/text/keyword-match.js';
import { fitWord, fitWords, shownTopic, TopicList } from '../../common/text/profile-words.js';
import { marketOfCountryCode, REGION_WORDS, storyCountry, type RegionKey } from '../generation/index.js';

/** What the fit reads from an item. */
export type FitItem = Pick<TrendingItem, 'title' | 'content' | 'subreddit' | 'publication' | 'sourceUrl' | 'sensitivity'>;

/** What the fit reads from a client. */
export type FitClient = Pick<
  Client,
  'name' | 'sector' | 'description' | 'markets' | 'spokespeople' | 'assets' | 'messages' | 'avoidTopics' | 'competitors'
>;

/**
 * A fit and whether the item matches a topic the client avoids (then the score is 0), with what the
 * generators take from it: the spokesperson whose fields the story names (by their place in the
 * profile, with the fields found) and the own data line that fits, so the person and data a writer
 * offers are the ones the fit's reasons name.
 */
export type FitResult = ClientFit & {
  excluded: boolean;
  speaker: { index: number; fields: string[] } | null;
  asset: string | null;
};

/** Points of each part; see the top of this file for why. */
export const FIT_POINTS = {
  topicMax: 40,
  /** Each further topic term counts this share of the one before. */
  topicDecay: 0.6,
  topic: {
    sector: { word: 22, phrase: 30 },
    /** SECTOR_WORDS: the sector's usual words, not the client's own. */
    sectorRelated: { word: 12, phrase: 18 },
    message: { word: 8, phrase: 16 },
    description: { word: 6, phrase: 12 },
  },
  /** What a term found only in the text (or in the titles of the story's other items) counts, against the title. */
  textShare: 0.5,
  spokesperson: { title: 20, text: 12, wordsApart: 8 },
  spokespersonMax: 20,
  asset: { title: 15, text: 10 },
  names: { client: 15, competitor: 10, max: 15 },
  market: { inMarket: 15, international: 7, outside: 0, withoutOtherLink: 5, outsideShare: 0.6 },
} as const;

/** What the gravest sensitivity class leaves of the fit. */
export const FIT_SENSITIVITY_FACTORS: Readonly<Record<SensitivityKind, number>> = {
  violence: 0.4,
  'war-terror': 0.4,
  abuse: 0.4,
  'suicide-self-harm': 0.4,
  death: 0.4,
  disaster: 0.6,
  'serious-illness': 0.6,
  hardship: 0.8,
  'partisan-politics': 0.8,
};

/** How much of the item's text is read: the start of a long post says what it is about. */
const TEXT_CHARS = 1500;
/** How much of it may place the story in a country: where the title and the outlet say nothing, its opening does. */
const MARKET_TEXT_CHARS = 400;

/** The markets of the EU's member states among generation's regions: an EU story is news there. */
const EU_MEMBER_REGIONS: ReadonlySet<RegionKey> = new Set(['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'NORDICS']);

// Words a profile is full of that say nothing about which stories are the client's: how a company
// describes itself, its customers and its offer, sizes, and the names of markets (the market part
// reads where a story is). Written as read, then brought to their stems like every word.
const GENERIC = `company companies business businesses firm service services customer customers client clients consumer
consumers product products brand brands market markets leading leader help helps helping offer offers offering provide
provides providing provider providers supplier suppliers based across team group platform solution solutions support
simple easy free save saving savings million millions thousand thousands billion data across including real per cent
percent annual month months year years uk britain british england english scotland scottish wales welsh ireland irish
us usa america american national nationwide local world global international home homes house adult adults order orders
research study survey index range choice quality trusted award awarding winning deliver delivers delivering
independent owned founded since make makes way life member members everyday rise rising fall falling increase
decrease boost cut cuts protect protects fix fixed lower higher cheap cheaper big small top hit hits change
plan plans add adds long short ahead every keep tell run runs need needs get go day days week weeks time times first last
next new old good better best pay paid talk talks`;

/**
 * The words a sector's stories are told in when they do not name the sector ("British gas prices
 * soar" is an energy story). Only a few common sectors, keyed by a word of the client's sector, and
 * only words that seldom mean anything else in a headline ("power" and "wind" are left out).
 */
const SECTOR_WORDS: ReadonlyArray<[keys: string, words: string]> = [
  ['energy utility utilities', 'electricity|gas|fuel|ofgem|renewable|solar|wind farm|heat pump|boiler|heating|energy price'],
  ['grocery food', 'food|meal|food price|food inflation|shopper|food bank'],
  ['insurance insurer insurtech', 'insurer|premium|insurance claim|policyholder|motor insurance|home insurance'],
  ['bank banking fintech finance financial lender', 'bank|banking|mortgage|loan|interest rate|inflation|pension|savings account|payment'],
  ['travel tourism airline holiday', 'flight|airline|airport|holiday|hotel|tourist|tourism|passport'],
  ['telecom telecoms broadband mobile', 'broadband|mobile network|phone signal|5g|fibre'],
  ['retail fashion clothing', 'shopper|high street|fashion|clothing|retailer'],
  ['motoring automotive car', 'car|driver|motorist|petrol|diesel|electric car|road'],
];

const STOP = new Set([...STORY_STOP_WORDS].map(fitWord));
// The words of every market's name and people ("Indian", "Australians"): where a story is news is the
// market part's to say, not a topic.
const MARKET_WORDS = Object.values(REGION_WORDS).flatMap((words) => [words.name, words.people, words.adjective].flatMap(fitWords));
const GENERIC_WORDS = new Set([...GENERIC.split(/\s+/).filter(Boolean).map(fitWord), ...MARKET_WORDS]);

/** Whether a word of the profile may be matched on its own: not a function word, generic word or number. */
function meaningful(word: string, acronym: boolean): boolean {
  return (word.length >= 3 || acronym) && !/^\d/.test(word) && !STOP.has(word) && !GENERIC_WORDS.has(word);
}

type TopicField = keyof typeof FIT_POINTS.topic;
type Term = { words: string[]; shown: string };
type TopicTerm = Term & { field: TopicField };
type Spokesperson = { index: number; label: string; expertise: Term[] };
type Asset = { line: string; words: string[]; phrases: string[][] };
type NamedTerm = { name: string; words: string[]; capitals: boolean[] };
type Place = 'title' | 'text';
type Reason = { text: string; weight: number };

/** An item read once: its words in the title and in the text (with the story's other titles). */
class ItemWords {
  readonly title: MatchableText;
  readonly text: MatchableText;
  private readonly titleSet: ReadonlySet<string>;
  private readonly textSet: ReadonlySet<string>;

  constructor(
    readonly rawTitle: string,
    readonly rawText: string,
  ) {
    const titleWords = fitWords(rawTitle);
    const textWords = fitWords(rawText);
    this.title = new MatchableText(titleWords);
    this.text = new MatchableText(textWords);
    this.titleSet = new Set(titleWords);
    this.textSet = new Set(textWords);
  }

  /** Where a term (one word, or several one after the other) is first found: the title, the text or nowhere. */
  find(words: readonly string[]): Place | null {
    if (this.title.has(words)) return 'title';
    if (this.text.has(words)) return 'text';
    return null;
  }

  /** Where a word is found, anywhere. */
  findWord(word: string): Place | null {
    if (this.titleSet.has(word)) return 'title';
    if (this.textSet.has(word)) return 'text';
    return null;
  }
}

/**
 * A client's profile read once for fitting many items: its terms, spokespeople, assets, names and
 * avoided topics brought to the fit's words. `fit` is then cheap enough for a 500-item list.
 */
export class CompiledClient {
  private readonly name: string;
  private readonly possessive: string;
  private readonly topicTerms: TopicTerm[];
  private readonly spokespeople: Spokesperson[];
  private readonly assets: Asset[];
  private readonly clientName: NamedTerm | null;
  private readonly competitors: NamedTerm[];
  private readonly avoid: TopicList;
  private readonly markets: ReadonlySet<RegionKey>;

  constructor(client: FitClient) {
    this.name = client.name.trim();
    this.possessive = this.name.endsWith('s') ? `${this.name}’` : `${this.name}’s`;
    this.clientName = namedTerm(this.name);
    this.topicTerms = topicTerms(client, this.clientName);
    this.spokespeople = client.spokespeople.map((person, index) => ({
      index,
      label: person.title.trim() ? `${person.name.trim()}, ${person.title.trim()}` : person.name.trim(),
      expertise: person.expertise.flatMap((keyword) => {
        const words = fitWords(keyword);
        return words.some((word) => !STOP.has(word)) ? [{ words, shown: keyword.trim() }] : [];
      }),
    }));
    this.assets = client.assets.map((line) => assetTerms(line));
    this.competitors = client.competitors.flatMap((name) => namedTerm(name) ?? []);
    this.avoid = new TopicList(client.avoidTopics);
    this.markets = new Set(client.markets.flatMap((code) => marketOfCountryCode(code) ?? []));
  }

  /**
   * The item's fit. `relatedTitles`: the titles of the other stored items about the same story (a
   * list row's alsoTrendingOn); they count as the item's text, and an avoided topic in them excludes it.
   */
  fit(item: FitItem, relatedTitles: readonly string[] = []): FitResult {
    const body = plainText(item.content, TEXT_CHARS);
    const words = new ItemWords(item.title, [body, ...relatedTitles].join('\n'));

    const avoided = this.avoid.foundIn([words.title, words.text]);
    if (avoided.length > 0) {
      const shown = avoided.map((topic) => `“${shownTopic(topic)}”`);
      const text = shown.length === 1 ? `a topic ${this.name} avoids: ${shown[0]}` : `topics ${this.name} avoids: ${shown.join(', ')}`;
      return { score: 0, reasons: [`Matches ${text}`], excluded: true, speaker: null, asset: null };
    }

    const reasons: Reason[] = [];
    const speaker = this.spokespersonPart(words, reasons);
    const asset = this.assetPart(words, reasons);
    const linked = [this.topicPart(words, reasons), speaker?.points ?? 0, asset?.points ?? 0, this.namesPart(words, reasons)].reduce(
      (sum, points) => sum + points,
      0,
    );
    const market = this.marketPart(item, body, linked, reasons);
    let score = Math.min(100, (market.outside ? linked * FIT_POINTS.market.outsideShare : linked) + market.points);

    const gravest = gravestKind(item.sensitivity);
    if (gravest && score > 0) {
      const lowered = score * FIT_SENSITIVITY_FACTORS[gravest];
      reasons.push({ text: `Sensitive news (${SENSITIVITY_LABELS[gravest]}): fit lowered`, weight: score - lowered });
      score = lowered;
    }
    const ordered = reasons.sort((a, b) => b.weight - a.weight).map((reason) => reason.text);
    if (linked === 0) ordered.unshift(`No link to ${this.possessive} sector, products or spokespeople found`);
    return {
      score: Math.max(0, Math.min(100, Math.round(score))),
      reasons: ordered,
      excluded: false,
      speaker: speaker && { index: speaker.index, fields: speaker.fields },
      asset: asset?.line ?? null,
    };
  }

  /** Sector, products and messages, description: the terms found, phrases before their own words. */
  private topicPart(words: ItemWords, reasons: Reason[]): number {
    const found = this.topicTerms.flatMap((term) => {
      const place = words.find(term.words);
      if (!place) return [];
      const points = FIT_POINTS.topic[term.field][term.words.length > 1 ? 'phrase' : 'word'];
      return [{ term, points: place === 'title' ? points : points * FIT_POINTS.textShare }];
    });
    // A word found as part of a phrase found says nothing more.
    const inPhrases = new Set(found.filter(({ term }) => term.words.length > 1).flatMap(({ term }) => term.words));
    const counted = found
      .filter(({ term }) => term.words.length > 1 || !inPhrases.has(term.words[0]!))
      .sort((a, b) => b.points - a.points)
      .map((entry, index) => ({ ...entry, points: entry.points * FIT_POINTS.topicDecay ** index }));
    const raw = counted.reduce((sum, entry) => sum + entry.points, 0);
    if (raw === 0) return 0;
    const total = Math.min(FIT_POINTS.topicMax, raw);
    const share = (entries: typeof counted) => (entries.reduce((sum, entry) => sum + entry.points, 0) * total) / raw;
    const isSector = (field: TopicField) => field === 'sector' || field === 'sectorRelated';
    const sector = counted.filter(({ term }) => isSector(term.field));
    const other = counted.filter(({ term }) => !isSector(term.field));
    const shown = (entries: typeof counted) =>
      entries
        .slice(0, 3)
        .map(({ term }) => term.shown)
        .join(', ');
    if (sector.length > 0) reasons.push({ text: `Sector match: ${shown(sector)}`, weight: share(sector) });
    if (other.length > 0) reasons.push({ text: `Topic match: ${shown(other)}`, weight: share(other) });
    return total;
  }

  /** The spokesperson whose fields of expertise are found best, with their points; null when none is. */
  private spokespersonPart(words: ItemWords, reasons: Reason[]): { index: number; fields: string[]; points: number } | null {
    let best: { index: number; label: string; points: number; shown: string[]; fields: string[]; matchedWords: number } | null = null;
    for (const person of this.spokespeople) {
      const matches = person.expertise.flatMap((keyword) => {
        const place = words.find(keyword.words);
        const apart = !place && keyword.words.length > 1 && keyword.words.every((word) => words.findWord(word));
        const points = place ? FIT_POINTS.spokesperson[place] : apart ? FIT_POINTS.spokesperson.wordsApart : 0;
        return points > 0 ? [{ shown: keyword.shown, points, words: keyword.words.length }] : [];
      });
      if (matches.length === 0) continue;
      matches.sort((a, b) => b.points - a.points);
      // Each further field found adds a quarter of its points: two fields are a better fit than one.
      const points = Math.min(
        FIT_POINTS.spokespersonMax,
        matches.reduce((sum, match, index) => sum + (index === 0 ? match.points : match.points / 4), 0),
      );
      // On equal points the more precise field wins: "ATM charges" found says more than "RBI" found.
      const matchedWords = matches.reduce((sum, match) => sum + match.words, 0);
      if (!best || points > best.points || (points === best.points && matchedWords > best.matchedWords)) {
        const fields = matches.map((match) => match.shown);
        best = { index: person.index, label: person.label, points, shown: fields.slice(0, 2), fields, matchedWords };
      }
    }
    if (!best) return null;
    reasons.push({ text: `Spokesperson fits: ${best.label} (${best.shown.join(', ')})`, weight: best.points });
    return { index: best.index, fields: best.fields, points: best.points };
  }

  /** The asset line that shares most with the item (two of its words, or one of its phrases), with its points; null when none does. */
  private assetPart(words: ItemWords, reasons: Reason[]): { line: string; points: number } | null {
    let best: { line: string; points: number; evidence: number } | null = null;
    for (const asset of this.assets) {
      const places = asset.words.map((word) => words.findWord(word)).filter((place): place is Place => place !== null);
      const phrase = asset.phrases.some((term) => words.find(term));
      if (places.length < 2 && !phrase) continue;
      const points = places.includes('title') ? FIT_POINTS.asset.title : FIT_POINTS.asset.text;
      const evidence = places.length + (phrase ? 1 : 0);
      if (!best || points > best.points || (points === best.points && evidence > best.evidence)) {
        best = { line: asset.line, points, evidence };
      }
    }
    if (!best) return null;
    reasons.push({ text: `Own data fits: ${shorten(best.line, 90)}`, weight: best.points });
    return { line: best.line, points: best.points };
  }

  /** The client or its competitors named, as names are written (with their capitals). */
  private namesPart(words: ItemWords, reasons: Reason[]): number {
    let points = 0;
    if (this.clientName && namedIn(this.clientName, words)) {
      points += FIT_POINTS.names.client;
      reasons.push({ text: `Mentions ${this.name}`, weight: FIT_POINTS.names.client });
    }
    for (const competitor of this.competitors) {
      if (!namedIn(competitor, words)) continue;
      points += FIT_POINTS.names.competitor;
      reasons.push({ text: `Mentions competitor ${competitor.name}`, weight: FIT_POINTS.names.competitor });
    }
    return Math.min(FIT_POINTS.names.max, points);
  }

  /** The story's country against the client's markets: the points it adds, and whether it is set outside them. */
  private marketPart(item: FitItem, body: string, linked: number, reasons: Reason[]): { points: number; outside: boolean } {
    if (this.markets.size === 0) return { points: 0, outside: false };
    const country = storyCountry({
      title: item.title,
      content: body.slice(0, MARKET_TEXT_CHARS),
      publication: item.publication,
      subreddit: item.subreddit,
      sourceUrl: item.sourceUrl,
    });
    // The market counts as much as the rest of the fit has found, and at least a little.
    const cap = (points: number) => Math.min(points, Math.max(FIT_POINTS.market.withoutOtherLink, linked));
    if (country === 'global') {
      const points = cap(FIT_POINTS.market.international);
      reasons.push({ text: 'International story, not tied to one country', weight: points });
      return { points, outside: false };
    }
    const inMarket = this.markets.has(country) || (country === 'EU' && [...this.markets].some((market) => EU_MEMBER_REGIONS.has(market)));
    if (inMarket) {
      const points = cap(FIT_POINTS.market.inMarket);
      reasons.push({ text: `In ${this.possessive} markets: ${REGION_WORDS[country].name}`, weight: points });
      return { points, outside: false };
    }
    reasons.push({
      text: `Outside ${this.possessive} markets: ${REGION_WORDS[country].name}${linked > 0 ? ', fit lowered' : ''}`,
      weight: cap(FIT_POINTS.market.inMarket) + linked * (1 - FIT_POINTS.market.outsideShare),
    });
    return { points: FIT_POINTS.market.outside, outside: true };
  }
}

/** A client read for fitting: do it once per list, then `fit` each item. */
export function compileClient(client: FitClient): CompiledClient {
  return new CompiledClient(client);
}

/** The fit of one item for one client (compileClient once when fitting a whole list). */
export function clientFit(item: FitItem, client: FitClient): FitResult {
  return compileClient(client).fit(item);
}

/** The sector's, messages' and description's terms: meaningful words and phrases of two such words. */
function topicTerms(client: FitClient, clientName: NamedTerm | null): TopicTerm[] {
  const byKey = new Map<string, TopicTerm>();
  // A term written in several fields counts in the one that weighs most.
  const keep = (term: TopicTerm) => {
    const key = term.words.join(' ');
    const known = byKey.get(key);
    if (!known || FIT_POINTS.topic[term.field].word > FIT_POINTS.topic[known.field].word) byKey.set(key, term);
  };
  const nameWords = new Set(clientName?.words ?? []);
  const sectorWords = new Set(fitWords(client.sector));
  const sources: Array<[TopicField, string]> = [
    ['sector', client.sector],
    ...client.messages.map((message): [TopicField, string] => ['message', message]),
    ['description', client.description],
  ];
  for (const [field, text] of sources) {
    for (const term of profileTerms(text, field === 'sector')) {
      // The client's own name is its own reason (Mentions), not a topic.
      if (term.words.every((word) => nameWords.has(word)) && !term.words.every((word) => sectorWords.has(word))) continue;
      keep({ ...term, field });
    }
  }
  for (const [keys, related] of SECTOR_WORDS) {
    if (!keys.split(' ').some((key) => sectorWords.has(fitWord(key)))) continue;
    for (const shown of related.split('|')) {
      keep({ words: fitWords(shown), shown, field: 'sectorRelated' });
    }
  }
  return [...byKey.values()];
}

/**
 * A profile text's terms: each two words side by side in one clause (one of them meaningful), and each
 * meaningful word. With `compoundWords` false, a word written beside another meaningful word is
 * matched only with it: "heat pumps" is not found in "Heat and dust", "meter installation" not in
 * "Installation Centers". The sector's words are matched alone too: they are the business itself.
 */
function profileTerms(text: string, compoundWords = true): Term[] {
  const terms: Term[] = [];
  for (const clause of text.split(/[,.;:!?()[\]\n/|•–—]+/)) {
    const spans = foldedWordSpans(clause);
    const words = spans.map((span) => fitWord(span.word));
    const usable = spans.map((span, index) => {
      const raw = clause.slice(span.start, span.end);
      return meaningful(words[index]!, raw.length >= 2 && raw === raw.toUpperCase() && /\p{L}/u.test(raw));
    });
    const shown = (from: number, to: number) => {
      const raw = clause.slice(spans[from]!.start, spans[to]!.end);
      // A clause's first word is capitalised as a sentence's, not as a name's.
      return from === 0 && /^\p{Lu}\p{Ll}/u.test(raw) ? raw[0]!.toLowerCase() + raw.slice(1) : raw;
    };
    for (let index = 0; index < spans.length; index += 1) {
      const inCompound = !compoundWords && (usable[index - 1] === true || usable[index + 1] === true);
      if (usable[index] && !inCompound) terms.push({ words: [words[index]!], shown: shown(index, index) });
      const next = index + 1;
      // A phrase: two words side by side, at least one meaningful and neither a function word or a number.
      if (
        next < spans.length &&
        (usable[index] || usable[next]) &&
        [words[index]!, words[next]!].every((word) => !STOP.has(word) && !/^\d/.test(word) && word.length >= 2)
      ) {
        terms.push({ words: [words[index]!, words[next]!], shown: shown(index, next) });
      }
    }
  }
  return terms;
}

/** An asset line's meaningful words and phrases. */
function assetTerms(line: string): Asset {
  const terms = profileTerms(line);
  return {
    line: line.trim(),
    words: [...new Set(terms.filter((term) => term.words.length === 1).map((term) => term.words[0]!))],
    phrases: terms
      .filter((term) => term.words.length > 1 && term.words.every((word) => !GENERIC_WORDS.has(word)))
      .map((term) => term.words),
  };
}

/** A name to look for: its words, and which of them are written with a capital (then they must be in the item too). */
function namedTerm(name: string): NamedTerm | null {
  const spans = foldedWordSpans(name);
  if (spans.length === 0) return null;
  return {
    name: name.trim(),
    words: spans.map((span) => fitWord(span.word)),
    capitals: spans.map((span) => /^[\p{Lu}\p{N}]/u.test(name.slice(span.start, span.end))),
  };
}

/** Whether a name is in the item as a name: its words one after the other, capitalised where the name is ("British Gas", not "British gas prices"). */
function namedIn(name: NamedTerm, words: ItemWords): boolean {
  const place = words.find(name.words);
  if (!place) return false;
  if (!name.capitals.some(Boolean)) return true;
  return writtenAsName(name, words.rawTitle) || writtenAsName(name, words.rawText);
}

function writtenAsName(name: NamedTerm, raw: string): boolean {
  const spans = foldedWordSpans(raw);
  const stems = spans.map((span) => fitWord(span.word));
  for (let start = 0; start + name.words.length <= spans.length; start += 1) {
    const matches = name.words.every((word, offset) => stems[start + offset] === word);
    if (!matches) continue;
    const written = name.words.every(
      (_, offset) => !name.capitals[offset] || /^[\p{Lu}\p{N}]/u.test(raw.slice(spans[start + offset]!.start, spans[start + offset]!.end)),
    );
    if (written) return true;
  }
  return false;
}

/** The gravest kind of sensitive news the item touches (the one that lowers the fit most), or null. */
function gravestKind(kinds: readonly SensitivityKind[]): SensitivityKind | null {
  let gravest: SensitivityKind | null = null;
  for (const kind of kinds) {
    if (!gravest || FIT_SENSITIVITY_FACTORS[kind] < FIT_SENSITIVITY_FACTORS[gravest]) gravest = kind;
  }
  return gravest;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of an item's text, HTML tags and entities taken out, cut to `maxChars`. Not storyText
 * (common/text/story-text.ts), which parses the HTML to drop lists of links: at a parse per item it
 * would cost more than the rest of a list's fit, and the fit reads only words, which a related
 * headline in such a list shares with the story anyway.
 */
function plainText(raw: string | null, maxChars: number): string {
  if (!raw) return '';
  const text = raw.length > maxChars * 3 ? raw.slice(0, maxChars * 3) : raw;
  const plain = /[<&]/.test(text)
    ? text
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
          if (name[0] === '#') {
            const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
            return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
          }
          return ENTITIES[name.toLowerCase()] ?? entity;
        })
    : text;
  return plain.length > maxChars ? plain.slice(0, maxChars) : plain;
}

function shorten(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
