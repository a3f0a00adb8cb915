import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/migrations-list.js';

/** Longest wait for a pooled connection (a new one, or a free one when the pool is busy). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/** MikroORM options shared by the app, the tests and the CLI (mikro-orm.config.ts). */
export function ormOptions(databaseUrl: string, overrides: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
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
