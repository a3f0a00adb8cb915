import type { Alert as AlertContract, Watchlist as WatchlistContract, WatchlistMatch } from '../../contracts/watchlists.contract.js';
import type { StoredItem } from '../trending/index.js';
import type { Alert } from './alert.entity.js';
import type { CreatedAlert } from './alert.repository.js';
import type { Watchlist } from './watchlist.entity.js';
import type { MatchRow } from './watchlist.repository.js';

/** A watchlist as the API answers it, with its latest matches (those whose item is still stored). */
export function toWatchlistContract(
  watchlist: Watchlist,
  matches: readonly MatchRow[],
  items: ReadonlyMap<number, StoredItem>,
): WatchlistContract {
  return {
    id: watchlist.id,
    name: watchlist.name,
    keywords: watchlist.keywords,
    sources: watchlist.sources,
    minPrScore: watchlist.minPrScore,
    emails: watchlist.emails,
    webhookUrls: watchlist.webhookUrls,
    createdAt: watchlist.createdAt.toISOString(),
    latestMatches: matches.flatMap((match): WatchlistMatch[] => {
      const item = items.get(match.trendingItemId);
      return item
        ? [
            {
              trendingItemId: item.id,
              title: item.title,
              source: item.source,
              prScore: item.prScore,
              url: item.sourceUrl,
              matchedKeywords: match.matchedKeywords,
              matchedAt: match.createdAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}

export function toAlertContract(alert: Alert): AlertContract {
  return {
    id: alert.id,
    watchlistId: alert.watchlist.id,
    kind: alert.kind,
    trendingItemId: alert.trendingItem?.id ?? null,
    channel: alert.channel,
    recipient: alert.recipient,
    status: alert.status,
    attempts: alert.attempts,
    lastError: alert.lastError,
    createdAt: alert.createdAt.toISOString(),
    sentAt: alert.sentAt?.toISOString() ?? null,
  };
}

/** An alert just created, as the API answers it: queued and not tried yet, whatever its delivery has done since. */
export function toCreatedAlertContract(alert: CreatedAlert): AlertContract {
  return {
    id: alert.id,
    watchlistId: alert.watchlistId,
    kind: alert.kind,
    trendingItemId: alert.trendingItemId,
    channel: alert.channel,
    recipient: alert.recipient,
    status: 'queued',
    attempts: 0,
    lastError: null,
    createdAt: alert.createdAt.toISOString(),
    sentAt: null,
  };
}
