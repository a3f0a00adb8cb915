import type { EmbeddedDatabase } from '../../src/platform/database/embedded-database.js';

export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __testDatabase?: EmbeddedDatabase }).__testDatabase;
  await database?.stop();
}
