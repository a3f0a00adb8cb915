import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM, type Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { boundQuery } from './bound-query.js';

export const DATABASE_URL = Symbol('DATABASE_URL');
const CHANNEL = 'trendjack_changes';
const RECONNECT_DELAY_MS = 2000;

export type ChangeTopic = 'trending' | 'events' | 'ai-settings';

/**
 * Tells every instance on the database that some data changed (PostgreSQL LISTEN/NOTIFY), so caches
 * of derived answers are dropped on writes made anywhere. While the listening connection is down,
 * `live` is false and callers must not serve from a cache: a missed notification cannot go unnoticed.
 */
@Injectable()
export class ChangeFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly listeners = new Set<(topic: ChangeTopic | 'all') => void>();
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private connected = false;
  /** Topics published inside a transaction, told to this instance's listeners when it commits. */
  private readonly pendingByTransaction = new WeakMap<Transaction, Set<ChangeTopic>>();

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    orm: MikroORM,
  ) {
    // This instance's caches are dropped as the writing transaction commits, not when its own
    // notification comes back over the listening connection: until then a read right after the write
    // (the fetch's own reload of the list) would be answered from the cache of before it.
    orm.em.getEventManager().registerSubscriber({
      afterTransactionCommit: ({ transaction }) => {
        const topics = transaction ? this.pendingByTransaction.get(transaction) : undefined;
        if (transaction && topics) {
          this.pendingByTransaction.delete(transaction);
          topics.forEach((topic) => this.emit(topic));
        }
      },
    });
  }

  get live(): boolean {
    return this.connected;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  /**
   * Stops in the first phase of shutdown, not the last: a later hook that hangs on a dead database
   * (its pool waiting out a timeout) must not leave this feed retrying its connection every 2 s.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
    }
    await this.client?.end().catch(() => undefined);
  }

  /** Called with the topic that changed, or 'all' when notifications may have been missed. */
  subscribe(listener: (topic: ChangeTopic | 'all') => void): void {
    this.listeners.add(listener);
  }

  /**
   * Announces a change; inside a transaction it is delivered when the transaction commits. Other
   * instances hear it from PostgreSQL; this one is told directly, at once or at the commit.
   */
  async publish(em: EntityManager, topic: ChangeTopic): Promise<void> {
    await boundQuery(em, 'select pg_notify($1, $2)', [CHANNEL, topic]);
    const transaction = em.getTransactionContext();
    if (!transaction) {
      this.emit(topic);
      return;
    }
    const topics = this.pendingByTransaction.get(transaction) ?? new Set<ChangeTopic>();
    topics.add(topic);
    this.pendingByTransaction.set(transaction, topics);
  }

  private emit(topic: ChangeTopic | 'all'): void {
    this.listeners.forEach((listener) => listener(topic));
  }

  private async connect(): Promise<void> {
    if (this.stopped) {
      return;
    }
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000 });
    const lost = () => {
      // A stop is no loss: nothing to announce, nothing to reconnect.
      if (this.client !== client || this.stopped) {
        return;
      }
      this.client = null;
      this.connected = false;
      this.emit('all');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.emit((message.payload as ChangeTopic | undefined) ?? 'all'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.connected = true;
      // Anything cached before this point may have missed a notification.
      this.emit('all');
    } catch (error) {
      this.logger.warn(
        `Change feed not connected (${error instanceof Error ? error.message : String(error)}); caches are bypassed until it is.`,
      );
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      lost();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) {
      return;
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, RECONNECT_DELAY_MS);
  }
}
