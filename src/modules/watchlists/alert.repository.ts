import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AlertChannel, AlertKind } from '../../contracts/watchlists.contract.js';
import { boundQuery } from '../../platform/database/bound-query.js';
import { AlertAttempt } from './alert-attempt.entity.js';
import { Alert } from './alert.entity.js';

/** An alert to create: one delivery to one recipient. */
export type NewAlert = { watchlistId: number; trendingItemId: number | null; kind: AlertKind; channel: AlertChannel; recipient: string };

/** An alert as created: queued, not tried yet. */
export type CreatedAlert = NewAlert & { id: number; createdAt: Date };

/** Queries of alerts and their delivery attempts (tables alert, alert_attempt). */
@Injectable()
export class AlertRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Creates alerts in one statement and answers those created. A match alert for a pair and
   * recipient that exists already is skipped (the unique index alert_match_once_idx), the second
   * guard of "never twice" after the match's own.
   */
  async insertMany(alerts: readonly NewAlert[]): Promise<CreatedAlert[]> {
    if (alerts.length === 0) return [];
    const rows = await boundQuery<CreatedAlert>(
      this.em,
      `insert into alert (watchlist_id, trending_item_id, kind, channel, recipient, status, attempts, created_at)
       select a.watchlist_id, a.trending_item_id, a.kind, a.channel, a.recipient, 'queued', 0, now()
       from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[]) with ordinality as a(watchlist_id, trending_item_id, kind, channel, recipient, position)
       order by a.position
       on conflict (watchlist_id, trending_item_id, channel, recipient) where kind = 'match' do nothing
       returning id, watchlist_id as "watchlistId", trending_item_id as "trendingItemId", kind, channel, recipient, created_at as "createdAt"`,
      [
        alerts.map((alert) => alert.watchlistId),
        alerts.map((alert) => alert.trendingItemId),
        alerts.map((alert) => alert.kind),
        alerts.map((alert) => alert.channel),
        alerts.map((alert) => alert.recipient),
      ],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /** An alert with its watchlist, or null when it is gone (its watchlist was deleted). */
  findWithWatchlist(id: number): Promise<Alert | null> {
    return this.em.findOne(Alert, { id }, { populate: ['watchlist'] });
  }

  /** The tries at these alerts, oldest first. */
  attemptsOf(alertIds: readonly number[]): Promise<AlertAttempt[]> {
    if (alertIds.length === 0) return Promise.resolve([]);
    return this.em.find(AlertAttempt, { alert: { $in: [...alertIds] } }, { orderBy: { id: 'asc' } });
  }

  /** Stores one try (started or finished) and what it left the alert as, together. */
  async recordAttempt(alert: Alert, attempt: AlertAttempt): Promise<void> {
    await this.em.persist([alert, attempt]).flush();
  }

  /** The user's alerts, newest first: of one watchlist, or of all of theirs. */
  listForUser(userId: number, watchlistId: number | undefined, limit: number): Promise<Alert[]> {
    return this.em.find(
      Alert,
      { watchlist: { userId, ...(watchlistId === undefined ? {} : { id: watchlistId }) } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }
}
