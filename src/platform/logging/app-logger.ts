import { inspect } from 'node:util';
import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import type { LogFormat, LogLevel } from '../../config/app-config.js';

const NEST_LEVELS: Record<LogLevel, NestLogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/**
 * Nest's own start-up messages: a line for every module, controller and route (over a hundred) that
 * buried the few lines an operator reads. They are logged at debug instead.
 */
const NEST_BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Level names as LOG_LEVEL spells them (Nest calls info "log"). */
const LEVEL_NAMES: Record<NestLogLevel, string> = {
  fatal: 'FATAL',
  error: 'ERROR',
  warn: 'WARN',
  log: 'INFO',
  debug: 'DEBUG',
  verbose: 'VERBOSE',
};

/**
 * The one logger of the process (main.ts and Nest): LOG_LEVEL decides what is written, LOG_FORMAT how.
 * text: one readable line per message, "2026-11-28 21:53:38 INFO  [Database] embedded PostgreSQL …";
 * json: one JSON object per line, as Nest's ConsoleLogger writes it ({level, pid, timestamp, message, context}).
 */
export class AppLogger extends ConsoleLogger {
  constructor(level: LogLevel, format: LogFormat) {
    super({ json: format === 'json', logLevels: NEST_LEVELS[level], colors: false });
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && NEST_BOOT_CONTEXTS.has(context)) {
      this.debug(message, ...optionalParams);
      return;
    }
    super.log(message, ...optionalParams);
  }

  protected override formatMessage(
    logLevel: NestLogLevel,
    message: unknown,
    _pidMessage: string,
    _formattedLogLevel: string,
    contextMessage: string,
    _timestampDiff: string,
    params?: Record<string, unknown>,
  ): string {
    const time = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const extra = params ? ` ${this.stringifyParams(params)}` : '';
    return `${time} ${LEVEL_NAMES[logLevel].padEnd(5)} ${contextMessage}${this.stringifyMessage(message)}${extra}\n`;
  }

  /** A structured message ({ message, ...facts }) on one line: "Watchlists matched (fetchRunId: 7, matches: 2)". */
  protected override stringifyMessage(message: unknown): string {
    const resolved = this.resolveMessage(message);
    if (isRecord(resolved) && typeof resolved.message === 'string') {
      const { message: text, ...facts } = resolved;
      const shown = Object.entries(facts).map(([key, value]) => `${key}: ${oneLine(value)}`);
      return shown.length > 0 ? `${text} (${shown.join(', ')})` : text;
    }
    return oneLine(resolved);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);
}

function oneLine(value: unknown): string {
  return typeof value === 'string' ? value : inspect(value, { compact: true, breakLength: Infinity, depth: 4 });
}

export function createLogger(level: LogLevel, format: LogFormat): AppLogger {
  return new AppLogger(level, format);
}
