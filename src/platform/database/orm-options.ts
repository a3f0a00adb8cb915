import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/migrations-list.js';

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
    debug: overrides.debug ?? false,
    // A schema update is never automatic: migrations own the schema.
    ensureDatabase: false,
  });
}
