import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Alert as AlertContract, Watchlist as WatchlistContract, WatchlistInput } from '../../contracts/watchlists.contract.js';
import { WATCHLIST_LIMITS } from '../../contracts/watchlists.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TrendingService } from '../trending/index.js';
import { AlertDeliveryService } from './alert-delivery.service.js';
import type { AlertAttempt } from './alert-attempt.entity.js';
import { AlertRepository } from './alert.repository.js';
import { Watchlist } from './watchlist.entity.js';
import { toAlertContract, toCreatedAlertContract, toWatchlistContract } from './watchlist.mapper.js';
import { alertsFor, WatchlistMatchingService } from './watchlist-matching.service.js';
import { toWatchlistFields } from './watchlist-rules.js';
import { WatchlistRepository } from './watchlist.repository.js';

/** Matches each watchlist carries in GET /api/watchlists. */
const LATEST_MATCHES = 5;
/** Alerts GET /api/alerts answers at most (the newest). */
const ALERTS_LIMIT = 100;

/**
 * A person's watchlists (issue 18): listed with their latest matches, created, replaced, deleted,
 * tested, and their delivery history. Every call is scoped to the user: another user's watchlist is
 * as unknown as a missing one.
 */
@Injectable()
export class WatchlistsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly watchlists: WatchlistRepository,
    private readonly alerts: AlertRepository,
    private readonly trending: TrendingService,
    private readonly delivery: AlertDeliveryService,
    private readonly matching: WatchlistMatchingService,
  ) {}

  /** The user's watchlists, newest first, each with its latest matches. */
  async list(userId: number): Promise<WatchlistContract[]> {
    return this.withLatestMatches(await this.watchlists.listByUser(userId));
  }

  /**
   * Saves the watchlist and matches the stored stories against it at once (listed, not alerted: see
   * WatchlistMatchingService.matchStoredItemsSilently).
   * @throws AppException `invalid-input` for a webhook Trendjack may not reach, or a full list
   */
  async create(userId: number, input: WatchlistInput): Promise<WatchlistContract> {
    const fields = toWatchlistFields(input, this.config.outboundAllowHosts);
    if ((await this.watchlists.countByUser(userId)) >= WATCHLIST_LIMITS.watchlists) {
      throw new AppException('invalid-input', `You can have at most ${WATCHLIST_LIMITS.watchlists} watchlists. Delete one to add another.`);
    }
    const watchlist = new Watchlist(userId, fields);
    await this.watchlists.save(watchlist);
    await this.matching.matchStoredItemsSilently(watchlist);
    const [answer] = await this.withLatestMatches([watchlist]);
    return answer!;
  }

  /**
   * Replaces every field (those left out take their defaults). Matches already stored stay; the
   * stored stories that match the new rules are added at once, without alerts, as create does.
   * @throws AppException `not-found` when the user has no such watchlist; `invalid-input` as create
   */
  async update(userId: number, id: number, input: WatchlistInput): Promise<WatchlistContract> {
    const watchlist = await this.findOwned(userId, id);
    Object.assign(watchlist, toWatchlistFields(input, this.config.outboundAllowHosts));
    await this.watchlists.save(watchlist);
    await this.matching.matchStoredItemsSilently(watchlist);
    const [answer] = await this.withLatestMatches([watchlist]);
    return answer!;
  }

  /** Deletes the watchlist with its matches and delivery history. @throws AppException `not-found` */
  async remove(userId: number, id: number): Promise<void> {
    await this.watchlists.remove(await this.findOwned(userId, id));
  }

  /**
   * Sends a test alert to every recipient, through the queue like any alert; answers the alerts made
   * (queued), newest first.
   * @throws AppException `not-found`; `invalid-input` when the watchlist has no recipient
   */
  async sendTest(userId: number, id: number): Promise<AlertContract[]> {
    const watchlist = await this.findOwned(userId, id);
    const alerts = alertsFor(watchlist, 'test', null);
    if (alerts.length === 0) {
      throw new AppException('invalid-input', 'This watchlist has no recipients. Add an e-mail address or a webhook URL first.');
    }
    const created = await this.em.transactional(async (em) => {
      const rows = await this.alerts.insertMany(alerts);
      await this.delivery.enqueue(em, rows);
      return rows;
    });
    return created.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map(toCreatedAlertContract);
  }

  /** The user's deliveries, newest first (at most 100), each with its tries: of one watchlist, or of all. @throws AppException `not-found` */
  async listAlerts(userId: number, watchlistId: number | undefined): Promise<AlertContract[]> {
    if (watchlistId !== undefined) await this.findOwned(userId, watchlistId);
    const alerts = await this.alerts.listForUser(userId, watchlistId, ALERTS_LIMIT);
    const attempts = new Map<number, AlertAttempt[]>();
    for (const attempt of await this.alerts.attemptsOf(alerts.map((alert) => alert.id))) {
      attempts.set(attempt.alert.id, [...(attempts.get(attempt.alert.id) ?? []), attempt]);
    }
    const now = new Date();
    return alerts.map((alert) => toAlertContract(alert, attempts.get(alert.id) ?? [], now));
  }

  private async findOwned(userId: number, id: number): Promise<Watchlist> {
    const watchlist = await this.watchlists.findOwned(userId, id);
    if (!watchlist) {
      throw new AppException('not-found', `Watchlist ${id} does not exist. It may have been deleted.`);
    }
    return watchlist;
  }

  private async withLatestMatches(watchlists: readonly Watchlist[]): Promise<WatchlistContract[]> {
    const matches = await this.watchlists.latestMatches(
      watchlists.map((watchlist) => watchlist.id),
      LATEST_MATCHES,
    );
    const items = new Map(
      (await this.trending.listStoredItemsByIds([...new Set(matches.map((match) => match.trendingItemId))])).map((item) => [item.id, item]),
    );
    return watchlists.map((watchlist) =>
      toWatchlistContract(
        watchlist,
        matches.filter((match) => match.watchlistId === watchlist.id),
        items,
      ),
    );
  }
}
