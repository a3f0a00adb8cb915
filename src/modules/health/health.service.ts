import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { HealthResponse } from '../../contracts/api-error.contract.js';
import { DATABASE_URL } from '../../platform/database/change-feed.js';
import { answersInTime } from './answers-in-time.js';

/** A health check must answer even when the database hangs: past this, the database counts as down. */
const DATABASE_PING_TIMEOUT_MS = 2000;

/**
 * Whether this instance can serve: today that is whether its database answers.
 *
 * The ping has a connection of its own, opened on first use and kept. Through the app's pool it
 * competed with the app's work: a big fetch holding connections, or a new connection slow to open
 * on a busy machine, reported the database down while it was only busy (a load balancer would then
 * take a working instance out). A connection that fails or does not answer in time is dropped, and
 * the next check opens a new one, so a stopped, frozen or restarted database reads as it is.
 */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {}

  /** The health report; never throws, so a database that is away reads as `database: 'down'`. */
  async check(): Promise<HealthResponse> {
    return (await this.pingDatabase()) ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
  }

  onApplicationShutdown(): void {
    this.drop();
  }

  private async pingDatabase(): Promise<boolean> {
    const ping = this.connection()
      .then((client) => client.query('select 1'))
      .then(() => true)
      .catch(() => false);
    const up = await answersInTime(ping, DATABASE_PING_TIMEOUT_MS);
    if (!up) this.drop();
    return up;
  }

  /** The ping's connection; checks arriving while it opens share the one attempt. */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (!this.connecting) {
      const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: DATABASE_PING_TIMEOUT_MS });
      // A connection the server ends (a restart, pg_terminate_backend) is dropped; the next check reconnects.
      client.on('error', () => {
        if (this.client === client) this.drop();
      });
      this.connecting = client
        .connect()
        .then(() => {
          this.client = client;
          return client;
        })
        .catch((error: unknown) => {
          void client.end().catch(() => undefined);
          throw error;
        })
        .finally(() => {
          this.connecting = null;
        });
    }
    return this.connecting;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    // Not awaited: a frozen server never answers the goodbye.
    if (client) void client.end().catch(() => undefined);
  }
}
