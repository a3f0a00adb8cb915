// Config for the MikroORM CLI (`npm run migration:create`). The app itself builds the same options
// from its validated AppConfig in src/platform/database.
import { ALL_ENTITIES } from './src/entities.js';
import { ormOptions } from './src/platform/database/orm-options.js';

export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trendjack', { entities: ALL_ENTITIES });
