// One story, several sources (issue 16): the items of a list that are about one story (a Google Trends
// query, the Reddit post and the news articles about the same event) are put in one group, so the
// dashboard shows the story once with "Also trending on: …" badges and the evidence of every source
// counts in its score (storySourceBonus in the trending contract).
//
// It runs at read time over the stored list (GET /api/trending, at most 500 items, whose answer is kept
// as JSON until the next write), so it needs no stored state and follows any change of these rules at
// once. It is a pure function of the set of items: the input order does not matter (everything is
// ordered by id or by the item ranking, compareRank) and the same items always give the same groups.
//
// How two items are found to tell one story (JoinJudge), on the words of their titles as
// story-tokens.ts reads them (folded, stop words of six languages out, lightly stemmed, hashtags split):
// - Rarity. A word's weight is its rarity within the current set, ln((N + 50) / df) / ln(N + 50) for a
//   word in df of the N titles: 1 for a word only one title has, falling towards 0 for one every title
//   has (the 50 stand for the unrelated stories any list has, so a small list of few stories does not
//   make its every word look common). A word is distinctive when its weight is at least 0.5, i.e. when
//   at most √(N + 50) titles hold it: 23 of 500, 7 of 10. Only distinctive words join stories.
// - Topics (the short titles of Google Trends, X, Wikipedia and Bluesky, and hashtags: at most 4 words)
//   join a title that holds all their words, when they have two words and one is distinctive ("Lomachenko
//   vs Lopez" in "Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions"). Two titles with the same
//   words join ("Premier League" on Google and on X). A one-word hashtag in lower case joins a title in
//   which it is two or three consecutive words ("#librarylovers", "library lovers").
// - Any two titles join when they share distinctive words in two places, a place being a word or a run
//   of words consecutive in both (so "Premier League" is one place and never joins two headlines alone,
//   while "Lomachenko … López" is two, in whatever language the rest is written), and the shared words
//   weigh at least 40% of the shorter title's words and 20% of the longer's. At least one shared word
//   must be a name (written with a capital inside a sentence, or a number of three characters or more);
//   common words alone need three places.
// - Context. A one-word topic, or a topic whose last word (a surname, an edition's number) the other
//   title has, joins when its context (Google's articles about the query, Wikipedia's extract, Bluesky's
//   description) shares distinctive words in two more places with the other title: "roma" and "Udinese-
//   Roma, la furia di Gasperini", "Jacinda Ardern" and "Ardern wins re-election", but not the query
//   "Apple" about a phone launch and "Record apple harvest expected", nor "Super Bowl XLIX" and a
//   headline about Super Bowl LII.
//
// Groups (a union-find over the joins, strongest first, ties by id) are guarded against chaining: every
// member must join the group's core directly. The core is a most specific member: a longer title, or a
// topic of three distinctive words or more (the name of one event: "Cameron Peak Fire"); in a group of
// topics only, one with the most words. A generic topic that two unrelated headlines both contain
// ("Premier League") is never the core of them, so it joins one of them (the stronger pair, or by id)
// and cannot pull the other in.
//
// Last, a one-word topic nothing else explains ("Lomachenko" on X) joins the one group that holds every
// other title with that word, when there are at least two of them: the word then names that story and
// no other in the list.

import type { ItemSource } from '../../contracts/trending.contract.js';
import { readStoryContext, readStoryTokens, type StoryContext, type StoryTokens, titleQualifier, writesAsWords } from './story-tokens.js';

/** What the grouping reads of an item. */
export type StoryItem = {
  id: number;
  source: ItemSource;
  title: string;
  content: string | null;
  prScore: number;
  /** ISO 8601. */
  timestamp: string;
};

/** One story: its members, the representative first, then by the item ranking. */
export type StoryGroup<T extends StoryItem> = { members: T[] };

/** Sources whose titles name a topic (a query, a trend, an article) rather than tell it; so does a hashtag. */
const TOPIC_SOURCES: ReadonlySet<ItemSource> = new Set(['google_trends', 'x_trending', 'wikipedia', 'bluesky']);
/** Sources whose content describes the title's story (articles, extract, description) and may back a join. */
const CONTEXT_SOURCES: ReadonlySet<ItemSource> = new Set(['google_trends', 'wikipedia', 'bluesky']);
/** Extra titles assumed in every set, so a small list of few stories does not make their words common. */
const RARITY_PRIOR = 50;
/** Weight from which a word is distinctive: held by at most √(N + RARITY_PRIOR) titles. */
const DISTINCTIVE_WEIGHT = 0.5;
/** Titles of at most this many words are queries, trends, topics or article names. */
const SHORT_TITLE_WORDS = 4;
/** Places (words or phrases) two titles must share, and two more from a short item's context. */
const SHARED_PLACES = 2;
/** Shares of the shorter and of the longer title's word weight the shared words must carry. */
const MIN_SHARED_OF_SHORTER = 0.4;
const MIN_SHARED_OF_LONGER = 0.2;
/**
 * Words from which a topic, all of them distinctive, names one event and may be a group's core
 * ("Cameron Peak Fire", "Real Madrid vs Barcelona"); a topic of fewer ("Premier League", "Super Bowl")
 * names a whole field of stories.
 */
const SPECIFIC_TOPIC_WORDS = 3;
/** Characters of content read as context. */
const CONTEXT_CHARS = 600;

type Reading = {
  item: StoryItem;
  index: number;
  tokens: StoryTokens;
  context: StoryContext | null;
  short: boolean;
};

/**
 * Groups the items that tell one story (see the top of this file). Every item is in exactly one group;
 * groups are ordered by their representative, best ranked first.
 */
export function groupStories<T extends StoryItem>(items: readonly T[]): StoryGroup<T>[] {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  const readings: Reading[] = sorted.map((item, index) => {
    const tokens = readStoryTokens(item.title);
    const contextText = [titleQualifier(item.title), CONTEXT_SOURCES.has(item.source) ? item.content?.slice(0, CONTEXT_CHARS) : null]
      .filter((part): part is string => Boolean(part))
      .join('\n');
    return {
      item,
      index,
      tokens,
      context: contextText ? readStoryContext(contextText) : null,
      short: (TOPIC_SOURCES.has(item.source) || item.title.trimStart().startsWith('#')) && tokens.stems.length <= SHORT_TITLE_WORDS,
    };
  });

  const holders = new Map<string, number[]>();
  for (const reading of readings) {
    for (const stem of reading.tokens.stems) {
      const list = holders.get(stem);
      if (list) list.push(reading.index);
      else holders.set(stem, [reading.index]);
    }
  }
  const total = readings.length + RARITY_PRIOR;
  const weights = new Map<string, number>();
  for (const [stem, list] of holders) weights.set(stem, Math.log(total / list.length) / Math.log(total));
  const judge = new JoinJudge(weights);

  const strengthMemo = new Map<number, number>();
  const pairKey = (a: number, b: number) => (a < b ? a * readings.length + b : b * readings.length + a);
  const strength = (a: number, b: number): number => {
    const key = pairKey(a, b);
    let value = strengthMemo.get(key);
    if (value === undefined) {
      value = judge.joinStrength(readings[a], readings[b]);
      strengthMemo.set(key, value);
    }
    return value;
  };

  // Candidate pairs share a distinctive word, or a one-word hashtag is two or three words of the other.
  const hashtags = readings.filter((reading) => reading.tokens.singleWord !== null);
  const edges: { a: number; b: number; strength: number }[] = [];
  const seen = new Int32Array(readings.length).fill(-1);
  for (const reading of readings) {
    const a = reading.index;
    const others: number[] = [];
    for (const stem of reading.tokens.stems) {
      if (!judge.distinctive(stem)) continue;
      for (const b of holders.get(stem)!) {
        if (b > a && seen[b] !== a) {
          seen[b] = a;
          others.push(b);
        }
      }
    }
    for (const hashtag of hashtags) {
      const b = hashtag.index;
      if (b !== a && seen[b] !== a && writesAsWords(reading.tokens, hashtag.tokens.singleWord!)) {
        seen[b] = a;
        others.push(b);
      }
    }
    for (const b of others) {
      // A pair met from both sides (a hashtag written as words) is weighed once.
      if (strengthMemo.has(pairKey(a, b))) continue;
      const value = strength(a, b);
      if (value > 0) edges.push({ a: Math.min(a, b), b: Math.max(a, b), strength: value });
    }
  }
  edges.sort((x, y) => y.strength - x.strength || x.a - y.a || x.b - y.b);

  const groups = new StoryUnion(readings);
  for (const edge of edges) {
    const first = groups.find(edge.a);
    const second = groups.find(edge.b);
    if (first === second) continue;
    // The merged group's core is one of its most specific members that every member joins directly: a
    // longer title, or a topic of three distinctive words or more, the name of one event ("Cameron Peak Fire");
    // in a group of topics only, one with the most words. A generic topic contained in all the others
    // ("Premier League", "Super Bowl") never becomes the core of more specific ones, so it cannot chain them.
    const members = [...groups.members(first), ...groups.members(second)];
    const anyLong = members.some((index) => !readings[index].short);
    const mostWords = Math.max(...members.map((index) => readings[index].tokens.stems.length));
    const eligible = (reading: Reading) =>
      !reading.short || judge.specific(reading.tokens.stems) || (!anyLong && reading.tokens.stems.length === mostWords);
    const core = members
      .filter((index) => eligible(readings[index]))
      .sort((x, y) => compareCores(readings[x], readings[y]))
      .find((candidate) => members.every((member) => member === candidate || strength(member, candidate) > 0));
    if (core !== undefined) groups.merge(first, second, core);
  }

  // A one-word trend nothing else explains joins the one group holding every other title with its word.
  for (const reading of readings) {
    if (!reading.short || reading.tokens.stems.length !== 1 || groups.members(groups.find(reading.index)).length > 1) continue;
    const stem = reading.tokens.stems[0];
    if (!judge.distinctive(stem)) continue;
    const others = (holders.get(stem) ?? []).filter((index) => index !== reading.index);
    if (others.length < 2) continue;
    const owner = groups.find(others[0]);
    if (others.every((index) => groups.find(index) === owner)) groups.merge(owner, groups.find(reading.index), groups.core(owner));
  }

  return groups
    .all()
    .map((members) => ({ members: members.map((index) => sorted[index]).sort(compareRank) }))
    .sort((a, b) => compareRank(a.members[0], b.members[0]));
}

/**
 * The item ranking: best PR score first, then the newest, then the higher id (the list's own order,
 * pr_score desc, id desc). The first member of a group is its representative.
 */
export function compareRank(a: StoryItem, b: StoryItem): number {
  return b.prScore - a.prScore || Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id;
}

/** Core preference: a longer title before a short one, a short one with more words first, then the ranking. */
function compareCores(a: Reading, b: Reading): number {
  if (a.short !== b.short) return a.short ? 1 : -1;
  if (a.short) return b.tokens.stems.length - a.tokens.stems.length || compareRank(a.item, b.item);
  return compareRank(a.item, b.item);
}

/** The join rules of the top of this file, over the rarity weights of one set of titles. */
class JoinJudge {
  constructor(private readonly weights: ReadonlyMap<string, number>) {}

  weight(stem: string): number {
    // A context word no title holds is as rare as a word can be.
    return this.weights.get(stem) ?? 1;
  }

  distinctive(stem: string): boolean {
    return this.weight(stem) >= DISTINCTIVE_WEIGHT;
  }

  /** Whether a topic's words name one event, so it may be a group's core. */
  specific(stems: readonly string[]): boolean {
    return stems.length >= SPECIFIC_TOPIC_WORDS && stems.every((stem) => this.distinctive(stem));
  }

  /** How strongly two items tell one story: the weight of the words that join them, 0 when they do not. */
  joinStrength(a: Reading, b: Reading): number {
    const aStems = a.tokens.stems;
    const bStems = b.tokens.stems;
    if (aStems.length === 0 || bStems.length === 0) return 0;
    // The same words: one topic on two sources, or one headline twice (a single word of two posts is not enough).
    if (
      (a.short || b.short || aStems.length >= 2) &&
      aStems.length === bStems.length &&
      aStems.every((stem) => b.tokens.positions.has(stem))
    ) {
      return this.sum(aStems);
    }
    for (const [short, long] of [
      [a, b],
      [b, a],
    ]) {
      if (!short.short) continue;
      const words = short.tokens.stems;
      if (words.length >= 2 && words.some((stem) => this.distinctive(stem)) && words.every((stem) => long.tokens.positions.has(stem))) {
        return this.sum(words);
      }
      const single = short.tokens.singleWord;
      if (single !== null && words.some((stem) => this.distinctive(stem)) && writesAsWords(long.tokens, single)) {
        return this.sum(words);
      }
    }

    const shared = aStems.filter((stem) => b.tokens.positions.has(stem) && this.distinctive(stem));
    const sharedPlaces = places(shared, a.tokens.positions, b.tokens.positions);
    const named = shared.some((stem) => a.tokens.names.has(stem) || b.tokens.names.has(stem));
    const sharedWeight = this.sum(shared);
    const [shorter, longer] = [this.sum(aStems), this.sum(bStems)].sort((x, y) => x - y);
    if (
      sharedPlaces >= (named ? SHARED_PLACES : SHARED_PLACES + 1) &&
      sharedWeight >= MIN_SHARED_OF_SHORTER * shorter &&
      sharedWeight >= MIN_SHARED_OF_LONGER * longer
    ) {
      return this.sum(shared);
    }
    return Math.max(this.withContext(a, b, shared), this.withContext(b, a, shared));
  }

  /**
   * A short title backed by its context: it shares its one word, or its last word (the surname of a
   * name, the number of an edition: "Jacinda Ardern" and "Ardern wins", never "Super Bowl XLIX" and
   * "Super Bowl LII") with the other title, and its context shares two more places with it.
   */
  private withContext(owner: Reading, other: Reading, shared: readonly string[]): number {
    if (owner.context === null || !owner.short || shared.length === 0) return 0;
    const last = owner.tokens.stems[owner.tokens.stems.length - 1];
    if (!shared.includes(last)) return 0;
    const context = owner.context;
    const backing = other.tokens.stems.filter(
      (stem) => context.stems.has(stem) && !owner.tokens.positions.has(stem) && this.distinctive(stem),
    );
    if (places(backing, context.positions, other.tokens.positions) < SHARED_PLACES) return 0;
    return this.sum(shared) + this.sum(backing);
  }

  private sum(stems: readonly string[]): number {
    let total = 0;
    for (const stem of stems) total += this.weight(stem);
    return total;
  }
}

/**
 * In how many places two texts share the given words: words next to each other, in the same order, in
 * both ("premier league", "donald trump") are one place, so a two-word name counts once.
 */
function places(
  shared: readonly string[],
  first: ReadonlyMap<string, readonly number[]>,
  second: ReadonlyMap<string, readonly number[]>,
): number {
  if (shared.length < 2) return shared.length;
  const place = shared.map((_, index) => index);
  const root = (index: number): number => (place[index] === index ? index : (place[index] = root(place[index])));
  for (let i = 0; i < shared.length; i += 1) {
    for (let j = i + 1; j < shared.length; j += 1) {
      const x = shared[i];
      const y = shared[j];
      if ((follows(first, x, y) && follows(second, x, y)) || (follows(first, y, x) && follows(second, y, x))) place[root(j)] = root(i);
    }
  }
  return shared.filter((_, index) => root(index) === index).length;
}

/** Whether `next` comes right after `word` somewhere in a text. */
function follows(positions: ReadonlyMap<string, readonly number[]>, word: string, next: string): boolean {
  const after = positions.get(next)!;
  return positions.get(word)!.some((position) => after.includes(position + 1));
}

/** Union-find over reading indexes that keeps each group's members and core. */
class StoryUnion {
  private readonly parent: number[];
  private readonly memberLists: number[][];
  private readonly cores: number[];

  constructor(private readonly readings: readonly Reading[]) {
    this.parent = readings.map((_, index) => index);
    this.memberLists = readings.map((_, index) => [index]);
    this.cores = readings.map((_, index) => index);
  }

  find(index: number): number {
    let root = index;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[index] !== root) {
      const next = this.parent[index];
      this.parent[index] = root;
      index = next;
    }
    return root;
  }

  members(root: number): readonly number[] {
    return this.memberLists[root];
  }

  core(root: number): number {
    return this.cores[root];
  }

  /** Puts `absorbed`'s members into `kept`'s group, whose core becomes `core`. */
  merge(kept: number, absorbed: number, core: number): void {
    this.parent[absorbed] = kept;
    this.memberLists[kept].push(...this.memberLists[absorbed]);
    this.memberLists[absorbed] = [];
    this.cores[kept] = core;
  }

  all(): number[][] {
    return this.readings
      .map((_, index) => index)
      .filter((index) => this.parent[index] === index)
      .map((index) => this.memberLists[index]);
  }
}
