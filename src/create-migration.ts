// `npm run migration:create`: applies the existing migrations to a throw-away embedded PostgreSQL
// (or DATABASE_URL), then writes a new migration with the difference to the entities. Add the new
// class to migrations-list.ts afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from './entities.js';
import { startEmbeddedDatabase } from './platform/database/embedded-database.js';
import { ormOptions } from './platform/database/orm-options.js';

const root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-migration-'));
const database = await startEmbeddedDatabase({ clusterDir: path.join(root, 'cluster'), databaseName: 'trendjack', ephemeral: true });
try {
  const orm = await MikroORM.init(ormOptions(database.url, { entities: ALL_ENTITIES }));
  await orm.migrator.up();
  const result = await orm.migrator.create(path.resolve('src/platform/database/migrations'), false, false);
  console.log(result.fileName ? `Created ${result.fileName}` : 'No schema changes: nothing to create.');
  await orm.close(true);
} finally {
  await database.stop();
  await rm(root, { recursive: true, force: true });
}
