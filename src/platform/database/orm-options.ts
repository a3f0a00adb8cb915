import { defineConfig, type EntityClass } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations/migrations-list.js';

/** Longest wait for a pooled connection (a new one, or a free one when the pool is busy). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/**
 * MikroORM options shared by the app, the tests and the CLI (mikro-orm.config.ts). The platform knows
 * no feature: the app's modules register their entities (autoLoadEntities), and whoever opens an ORM
 * outside the app passes them (src/entities.ts lists them all). Migrations need none.
 */
export function ormOptions(databaseUrl: string, overrides: { debug?: boolean; poolMax?: number; entities?: EntityClass<object>[] } = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: overrides.entities ?? [],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    migrations: {
      migrationsList: MIGRATIONS,
      // Used only by `npm run migration:create` (the CLI writes new files here).
      path: 'src/platform/database/migrations',
      pathTs: 'src/platform/database/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: overrides.poolMax ?? 10, idleTimeoutMillis: 10_000 },
    // Passed to the pg Pool. Without a cap, a database host that stops answering (rather than
    // refusing) leaves requests waiting for a connection indefinitely; with it they get a 503.
    // A connection the server kills needs nothing here: MikroORM 7's PostgreSqlConnection already
    // listens for 'error' on the pool and on every client (test/integration/faults.e2e-spec.ts).
    driverOptions: { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
    debug: overrides.debug ?? false,
    // A schema update is never automatic: migrations own the schema.
    ensureDatabase: false,
  });
}
