import { isRisingNow, type StoryStage } from '../../contracts/timeline.contract.js';
import type { ItemSource } from '../../contracts/trending.contract.js';
import { parseKeyword, type ParsedKeyword } from '../../contracts/text-match.contract.js';
import { KeywordIndex, MatchableText } from '../../common/text/keyword-match.js';

/** A watchlist read once for matching a fetch's items. */
export type CompiledWatchlist = {
  id: number;
  keywords: ParsedKeyword[];
  /** Empty: every source. */
  sources: ReadonlySet<ItemSource>;
  minPrScore: number;
  /** Only stories whose stage is rising (issue 31). */
  onlyRising: boolean;
};

/** A stored item read once for matching every watchlist: its title and its text (the summary, post or articles). */
export type MatchCandidate = {
  id: number;
  source: ItemSource;
  prScore: number;
  texts: MatchableText[];
  /** The story's stage when the fetch saw it; read only by watchlists that ask for rising stories, so left out when none does. */
  stage?: StoryStage;
};

export function compileWatchlist(watchlist: {
  id: number;
  keywords: readonly string[];
  sources: readonly ItemSource[];
  minPrScore: number;
  onlyRising?: boolean;
}): CompiledWatchlist {
  return {
    id: watchlist.id,
    keywords: watchlist.keywords.map(parseKeyword),
    sources: new Set(watchlist.sources),
    minPrScore: watchlist.minPrScore,
    onlyRising: watchlist.onlyRising ?? false,
  };
}

export function toMatchCandidate(item: {
  id: number;
  source: ItemSource;
  prScore: number;
  title: string;
  content: string | null;
  stage?: StoryStage;
}): MatchCandidate {
  return {
    id: item.id,
    stage: item.stage,
    source: item.source,
    prScore: item.prScore,
    texts: item.content ? [new MatchableText(item.title), new MatchableText(item.content)] : [new MatchableText(item.title)],
  };
}

/**
 * Every watchlist read once for matching a fetch's items: its keywords filed in one index (so an item
 * is matched in time that grows with its words, not with the number of keywords), its sources and
 * minimum PR score beside them. An item matches a watchlist when it comes from one of its sources
 * (when it names any), scores at least its minimum PR score, and holds at least one of its keywords in
 * its title or text.
 */
export class WatchlistIndex {
  private readonly keywords = new KeywordIndex<number>();
  private readonly watchlists = new Map<number, CompiledWatchlist>();

  /** Whether any watchlist asks for rising stories only: the candidates then need their stages. */
  readonly needsStages: boolean;

  constructor(watchlists: readonly CompiledWatchlist[]) {
    this.needsStages = watchlists.some((watchlist) => watchlist.onlyRising);
    for (const watchlist of watchlists) {
      this.watchlists.set(watchlist.id, watchlist);
      for (const keyword of watchlist.keywords) this.keywords.add(watchlist.id, keyword);
    }
  }

  /** The watchlists the item matches, each with the keywords (as typed) it matched with. */
  match(item: MatchCandidate): Array<{ watchlistId: number; matchedKeywords: string[] }> {
    const found: Array<{ watchlistId: number; matchedKeywords: string[] }> = [];
    for (const [watchlistId, matchedKeywords] of this.keywords.find(item.texts)) {
      const watchlist = this.watchlists.get(watchlistId)!;
      if (watchlist.sources.size > 0 && !watchlist.sources.has(item.source)) continue;
      if (item.prScore < watchlist.minPrScore) continue;
      if (watchlist.onlyRising && !isRisingNow(item)) continue;
      found.push({ watchlistId, matchedKeywords });
    }
    return found;
  }
}
