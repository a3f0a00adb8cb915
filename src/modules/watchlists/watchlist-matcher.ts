import type { ItemSource } from '../../contracts/trending.contract.js';
import { parseKeyword, type ParsedKeyword } from '../../contracts/text-match.contract.js';
import { findKeywords, MatchableText } from '../../common/text/keyword-match.js';

/** A watchlist read once for matching a fetch's items. */
export type CompiledWatchlist = {
  id: number;
  keywords: ParsedKeyword[];
  /** Empty: every source. */
  sources: ReadonlySet<ItemSource>;
  minPrScore: number;
};

/** A stored item read once for matching every watchlist: its title and its text (the summary, post or articles). */
export type MatchCandidate = { id: number; source: ItemSource; prScore: number; texts: MatchableText[] };

export function compileWatchlist(watchlist: {
  id: number;
  keywords: readonly string[];
  sources: readonly ItemSource[];
  minPrScore: number;
}): CompiledWatchlist {
  return {
    id: watchlist.id,
    keywords: watchlist.keywords.map(parseKeyword),
    sources: new Set(watchlist.sources),
    minPrScore: watchlist.minPrScore,
  };
}

export function toMatchCandidate(item: {
  id: number;
  source: ItemSource;
  prScore: number;
  title: string;
  content: string | null;
}): MatchCandidate {
  return {
    id: item.id,
    source: item.source,
    prScore: item.prScore,
    texts: item.content ? [new MatchableText(item.title), new MatchableText(item.content)] : [new MatchableText(item.title)],
  };
}

/**
 * The keywords (as typed) an item matches a watchlist with, or null when it does not match: the item
 * must come from one of the watchlist's sources (when it names any), score at least its minimum PR
 * score, and hold at least one of its keywords in its title or text.
 */
export function matchItem(watchlist: CompiledWatchlist, item: MatchCandidate): string[] | null {
  if (watchlist.sources.size > 0 && !watchlist.sources.has(item.source)) return null;
  if (item.prScore < watchlist.minPrScore) return null;
  const found = findKeywords(watchlist.keywords, item.texts);
  return found.length > 0 ? found : null;
}
