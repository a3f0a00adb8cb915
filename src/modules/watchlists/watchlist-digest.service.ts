import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { AlertDeliveryService, DIGEST_WINDOW_MS } from './alert-delivery.service.js';
import { AlertRepository, type NewAlert } from './alert.repository.js';
import { WatchlistRepository } from './watchlist.repository.js';

/** The queue of DIGEST_CRON's ticks. */
export const DIGEST_QUEUE = 'watchlist-digest';

/**
 * The daily digest (DIGEST_CRON, default 08:00 server time): for every watchlist with e-mail
 * recipients and matches in the last 24 hours, one digest alert per address, delivered like any alert
 * (retries, attempts recorded) with the day's top matches by PR score. One job per tick across every
 * instance; a tick missed while no instance ran is sent once when one is back.
 */
@Injectable()
export class WatchlistDigestService {
  private readonly logger = new Logger(WatchlistDigestService.name);

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
    queue: JobQueue,
    private readonly watchlists: WatchlistRepository,
    private readonly alerts: AlertRepository,
    private readonly delivery: AlertDeliveryService,
  ) {
    queue.define({ name: DIGEST_QUEUE, attempts: 3, exclusive: true, work: () => this.sendDigests().then(() => undefined) });
    queue.schedule(DIGEST_QUEUE, config.alerts.digestCron, { catchUp: true });
  }

  /**
   * Creates and queues the digests of the last 24 hours (the delivery reads the 24 hours before each
   * digest alert was made); answers how many alerts were queued.
   */
  @CreateRequestContext()
  async sendDigests(): Promise<number> {
    const now = new Date();
    const watchlists = await this.watchlists.listEmailsWithMatchesBetween(new Date(now.getTime() - DIGEST_WINDOW_MS), now);
    const alerts = watchlists.flatMap((watchlist) =>
      watchlist.emails.map((recipient): NewAlert => ({
        watchlistId: watchlist.id,
        trendingItemId: null,
        kind: 'digest',
        channel: 'email',
        recipient,
      })),
    );
    const queued = await this.em.transactional(async (em) => {
      const created = await this.alerts.insertMany(alerts);
      await this.delivery.enqueue(em, created);
      return created.length;
    });
    if (queued > 0) this.logger.log({ message: 'Daily digests queued', watchlists: watchlists.length, alerts: queued });
    return queued;
  }
}
