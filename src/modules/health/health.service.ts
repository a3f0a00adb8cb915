import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { HealthResponse } from '../../contracts/api-error.contract.js';

/** A health check must answer even when the database hangs: past this, the database counts as down. */
const DATABASE_PING_TIMEOUT_MS = 2000;

/** Whether this instance can serve: today that is whether its database answers. */
@Injectable()
export class HealthService {
  constructor(private readonly em: EntityManager) {}

  /** The health report; never throws, so a database that is away reads as `database: 'down'`. */
  async check(): Promise<HealthResponse> {
    return (await this.pingDatabase()) ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PING_TIMEOUT_MS);
    });
    const ping = this.em
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
