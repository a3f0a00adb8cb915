import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config.js';
import { startEmbeddedDatabase } from './embedded-database.js';
import { ormOptions } from './orm-options.js';

export type DatabaseRuntime = {
  url: string;
  /** Human description for the ready line, without credentials. */
  description: string;
  stop: () => Promise<void>;
};

export type DatabaseLog = {
  /** PostgreSQL's own output. */
  debug: (message: string) => void;
  /** What an operator should know, such as a PostgreSQL left running by a killed server being stopped. */
  warn: (message: string) => void;
};

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL in DATA_DIR/postgres. Only the embedded
 * cluster is claimed (see claimCluster): many instances may share one DATABASE_URL.
 */
export async function startDatabase(config: AppConfig, log: DatabaseLog): Promise<DatabaseRuntime> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return {
      url: config.databaseUrl,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      stop: async () => undefined,
    };
  }
  const clusterDir = path.join(config.dataDir, 'postgres');
  const embedded = await startEmbeddedDatabase({ clusterDir, databaseName: 'trendjack', onLog: log.debug, onNotice: log.warn });
  return {
    url: embedded.url,
    description: `embedded PostgreSQL at 127.0.0.1:${embedded.port}, files in ${clusterDir}`,
    stop: embedded.stop,
  };
}

/** Applies pending migrations (never a schema sync) and returns the names it ran. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(databaseUrl, { poolMax: 1 }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
