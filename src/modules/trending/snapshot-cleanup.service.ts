import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { SNAPSHOT_RETENTION_DAYS } from '../../contracts/timeline.contract.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { TrendingSnapshotRepository } from './trending-snapshot.repository.js';

/** The queue of the daily snapshot cleanup. */
export const SNAPSHOT_CLEANUP_QUEUE = 'snapshot-cleanup';

/**
 * Every day at 03:17 server time (a quiet hour, off the round minute other schedules pick), one
 * instance deletes the snapshots older than SNAPSHOT_RETENTION_DAYS. Not a setting: 30 days is what
 * the issue asks, and a timeline needs no more than a story's life. A tick missed while no instance
 * ran is sent once when one is back; a failed try is retried, the delete being safe to repeat.
 */
export const SNAPSHOT_CLEANUP_CRON = '17 3 * * *';

@Injectable()
export class SnapshotCleanupService {
  private readonly logger = new Logger(SnapshotCleanupService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly snapshots: TrendingSnapshotRepository,
    queue: JobQueue,
  ) {
    queue.define({ name: SNAPSHOT_CLEANUP_QUEUE, attempts: 3, exclusive: true, work: () => this.deleteExpired().then(() => undefined) });
    queue.schedule(SNAPSHOT_CLEANUP_QUEUE, SNAPSHOT_CLEANUP_CRON, { catchUp: true });
  }

  /** Deletes the expired snapshots; answers how many. It runs outside any request, so it opens its own context. */
  @CreateRequestContext()
  async deleteExpired(): Promise<number> {
    const deleted = await this.snapshots.deleteExpired();
    if (deleted > 0) this.logger.log(`Deleted ${deleted} story snapshots older than ${SNAPSHOT_RETENTION_DAYS} days`);
    return deleted;
  }
}
