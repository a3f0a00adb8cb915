import type {
  Alert as AlertContract,
  AlertTry,
  Watchlist as WatchlistContract,
  WatchlistMatch,
} from '../../contracts/watchlists.contract.js';
import type { StoredItem } from '../trending/index.js';
import { ATTEMPT_TIMEOUT_MS, type AlertAttempt } from './alert-attempt.entity.js';
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
    onlyRising: watchlist.onlyRising,
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

/** An alert with its tries (oldest first); `now` decides whether an unfinished try can still be running. */
export function toAlertContract(alert: Alert, attempts: readonly AlertAttempt[], now: Date): AlertContract {
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
    tries: attempts.map((attempt, index) => toAlertTry(alert, attempt, index === attempts.length - 1, now)),
  };
}

export const INTERRUPTED_TRY =
  'The server stopped before this try ended, so the recipient may have got the alert. A retry carries the same Idempotency-Key.';

/**
 * An unfinished try is in progress only while it can still be running: the latest of an unsettled
 * alert, younger than a try's time cap. Any other was cut short by a stop or a crash.
 */
function toAlertTry(alert: Alert, attempt: AlertAttempt, latest: boolean, now: Date): AlertTry {
  const at = attempt.at.toISOString();
  if (attempt.interrupted) return { at, outcome: 'interrupted', error: INTERRUPTED_TRY };
  if (attempt.finishedAt) return { at, outcome: attempt.ok ? 'sent' : 'failed', error: attempt.error };
  const settled = alert.status === 'sent' || alert.status === 'failed';
  const running = latest && !settled && now.getTime() - attempt.at.getTime() < ATTEMPT_TIMEOUT_MS;
  return running ? { at, outcome: 'in progress', error: null } : { at, outcome: 'interrupted', error: INTERRUPTED_TRY };
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
    tries: [],
  };
}
