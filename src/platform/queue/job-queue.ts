import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss, type Db, type JobWithMetadata } from 'pg-boss';
import { boundQuery } from '../database/bound-query.js';
import { DATABASE_URL } from '../database/change-feed.js';
import { REQUEST_GRACE_MS } from '../process-shutdown.js';

/** pg-boss keeps its tables in this schema of the app's database, beside (never inside) the migrated ones. */
export const QUEUE_SCHEMA = 'pgboss';

export const QUEUE_TIMINGS = Symbol('QUEUE_TIMINGS');

/** How quickly the queue reacts; production uses the defaults, the tests shorter ones (QueueModule.withTimings). */
export type QueueTimings = {
  /**
   * How often an idle worker asks for work nobody announced. A job sent by any instance wakes the
   * workers at once (LISTEN/NOTIFY); this catches what no notification announces: retries coming due,
   * notifications lost while the listening connection was down.
   */
  pollingIntervalSeconds: number;
  /** First wait before a retry; each further retry waits about twice as long (with jitter). Whole seconds. */
  retryDelaySeconds: number;
  /** The longest wait before a retry. Whole seconds. */
  retryDelayMaxSeconds: number;
  /** How often the schedules are checked (between 1 and 45 s): a cron tick's job is sent within this of its time. */
  cronIntervalSeconds: number;
  /**
   * At shutdown, how long jobs in flight (an alert's webhook call, say) may finish before they are
   * handed back to be tried again; the database stays open meanwhile.
   */
  stopTimeoutMs: number;
};

export const DEFAULT_QUEUE_TIMINGS: QueueTimings = {
  pollingIntervalSeconds: 10,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 900,
  cronIntervalSeconds: 30,
  // As long as requests in flight get: both count from the stop signal, and the pool closes after,
  // well within SHUTDOWN_DEADLINE_MS. A delivery cut short keeps its attempt as "interrupted".
  stopTimeoutMs: REQUEST_GRACE_MS,
};

/** After the stop's wait, how long work that was cut off may take to record it (within SHUTDOWN_DEADLINE_MS). */
const CUT_OFF_RECORD_MS = 500;

/** A job as its worker sees it. */
export type QueuedJob<T> = {
  id: string;
  data: T;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** No retry follows if this try fails. */
  finalAttempt: boolean;
  /**
   * Aborted when the job is taken away before it ends: the stop's wait ran out (the job is handed back
   * to be tried again) or it outran its time cap. Work that stops on it can still record why, briefly.
   */
  signal: AbortSignal;
};

/** A kind of job: its queue's name, how it is retried, and the work it does. */
export type QueueDefinition<T> = {
  name: string;
  /** Tries in all (1: never retried). Retries back off exponentially from `retryDelaySeconds`. */
  attempts: number;
  /**
   * At most one job of this queue waiting or running at a time across every instance; one sent
   * meanwhile is dropped. For schedule ticks: a tick that finds the previous one still running is skipped.
   */
  exclusive?: boolean;
  /** Jobs this instance works at once. Default 1. */
  concurrency?: number;
  /** Longest one try may run before it counts as failed (and is retried, if tries are left). Default 300. */
  timeoutSeconds?: number;
  /** Throws to fail the try. */
  work: (job: QueuedJob<T>) => Promise<void>;
};

/** How long a queue that could not start waits before it tries again. */
const RESTART_DELAY_MS = 60_000;

type Schedule = { name: string; cron: string | null; catchUp: boolean };

/**
 * A durable job queue in the app's PostgreSQL (pg-boss, schema `pgboss`): a job sent by any instance
 * is worked by exactly one instance, failed tries are retried with backoff, schedules send one job per
 * tick across every instance. Feature modules `define` their queues and `schedule` them while the
 * app is assembled (constructor or onModuleInit); the queue starts once the app is bootstrapped and
 * stops before the database pool closes. Queue errors are logged and never end the process.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, QueueDefinition<never>>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly startedQueues = new Set<string>();
  private started = false;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Jobs whose work has not returned yet, so a stop can let cut-off work record why before the pool closes. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(QUEUE_TIMINGS) private readonly timings: QueueTimings,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: QUEUE_SCHEMA,
      application_name: 'trendjack-queue',
      max: 4,
      useListenNotify: true,
      cronMonitorIntervalSeconds: timings.cronIntervalSeconds,
      cronWorkerIntervalSeconds: timings.cronIntervalSeconds,
    });
    this.boss.on('error', (error: Error) => this.logger.error(`Job queue: ${error.message}`));
    this.boss.on('warning', (warning: { message: string }) => this.logger.warn(`Job queue: ${warning.message}`));
  }

  /** Registers a kind of job and this instance's worker for it. Call before the app is bootstrapped. */
  define<T>(definition: QueueDefinition<T>): void {
    if (this.started) throw new Error(`Queue ${definition.name} was defined after the job queue started.`);
    this.definitions.set(definition.name, definition as QueueDefinition<never>);
  }

  /**
   * Sends one job of a defined queue on `cron` (server time), one per tick across every instance;
   * null removes the schedule. The schedule is stored in the database and shared: every instance runs
   * it, and the one started last decides it. `catchUp`: a tick missed while no instance ran is sent
   * once when one is back. Call before the app is bootstrapped.
   */
  schedule(name: string, cron: string | null, options: { catchUp?: boolean } = {}): void {
    this.schedules.set(name, { name, cron, catchUp: options.catchUp ?? false });
  }

  /**
   * Changes a schedule while the app runs (a setting saved in the Settings screen): like `schedule`,
   * and applied at once when the queue is running; otherwise the queue applies it when it starts.
   * Resolves once it is stored (or could not be: that is logged, as at start-up).
   */
  async reschedule(name: string, cron: string | null, options: { catchUp?: boolean } = {}): Promise<void> {
    const schedule = { name, cron, catchUp: options.catchUp ?? false };
    this.schedules.set(name, schedule);
    if (this.started && !this.stopping) await this.applySchedule(schedule);
  }

  /**
   * Sends a job; with `em` inside a transaction, the job is stored in that transaction and exists only
   * if it commits. Resolves to the job's id, or null when an exclusive queue dropped it.
   * @throws Error when the queue is not running (the caller decides whether that fails its request)
   */
  async send<T extends object>(name: string, data: T, options: { em?: EntityManager } = {}): Promise<string | null> {
    this.assertRunning(name);
    return this.boss.send(name, data, { db: options.em ? joinTransaction(options.em) : undefined });
  }

  /** Sends several jobs of one queue in one statement; with `em`, inside its transaction. */
  async sendMany<T extends object>(name: string, data: readonly T[], options: { em?: EntityManager } = {}): Promise<void> {
    if (data.length === 0) return;
    this.assertRunning(name);
    await this.boss.insert(
      name,
      data.map((entry) => ({ data: entry })),
      { db: options.em ? joinTransaction(options.em) : undefined },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  /**
   * Before the database pool closes: no new jobs are taken, and jobs in flight get `stopTimeoutMs`
   * to finish (a delivery records its outcome), then are handed back to be retried.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    await this.boss.stop({ graceful: true, timeout: this.timings.stopTimeoutMs }).catch((error: unknown) => {
      this.logger.error(`The job queue did not stop cleanly: ${describe(error)}`);
    });
    // Jobs still running were handed back and their signals aborted: a moment to record that they
    // were cut off (an alert's try marked interrupted) while the database is still open.
    if (this.running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, CUT_OFF_RECORD_MS)));
      await Promise.race([Promise.allSettled(this.running), wait]);
      clearTimeout(timer);
    }
  }

  /** Starts pg-boss, the queues and the schedules; when that fails the app serves on and it is tried again later. */
  private async start(): Promise<void> {
    try {
      await this.boss.start({ attempts: 3 });
      for (const definition of this.definitions.values()) {
        if (!this.startedQueues.has(definition.name)) await this.startQueue(definition);
        this.startedQueues.add(definition.name);
      }
      this.started = true;
      this.logger.log(`Started: ${this.startedQueues.size} queues (${[...this.startedQueues].join(', ')})`);
      for (const schedule of this.schedules.values()) await this.applySchedule(schedule);
    } catch (error) {
      if (this.stopping) return;
      this.logger.error(`The job queue could not start, so alerts and schedules wait (trying again in a minute): ${describe(error)}`);
      this.restartTimer = setTimeout(() => void this.start(), RESTART_DELAY_MS);
    }
  }

  private assertRunning(name: string): void {
    if (!this.definitions.has(name)) throw new Error(`No queue named ${name} is defined.`);
    if (!this.started || this.stopping) throw new Error('The job queue is not running.');
  }

  private async startQueue(definition: QueueDefinition<never>): Promise<void> {
    const options = {
      retryLimit: definition.attempts - 1,
      retryDelay: this.timings.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: this.timings.retryDelayMaxSeconds,
      expireInSeconds: definition.timeoutSeconds ?? 300,
      notify: true,
    };
    await this.boss.createQueue(definition.name, { ...options, policy: definition.exclusive ? 'exclusive' : 'standard' });
    // createQueue keeps a queue that exists as it was: this instance's retry timings apply from now on.
    await this.boss.updateQueue(definition.name, options);
    await this.boss.work(
      definition.name,
      {
        includeMetadata: true,
        batchSize: 1,
        localConcurrency: definition.concurrency ?? 1,
        pollingIntervalSeconds: this.timings.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: this.timings.pollingIntervalSeconds,
      },
      async (jobs: JobWithMetadata<never>[]) => {
        for (const job of jobs) await this.runJob(definition, job);
      },
    );
  }

  private async runJob(definition: QueueDefinition<never>, job: JobWithMetadata<never>): Promise<void> {
    const work = definition.work({
      id: job.id,
      data: job.data,
      attempt: job.retryCount + 1,
      finalAttempt: job.retryCount >= job.retryLimit,
      signal: job.signal,
    });
    this.running.add(work);
    try {
      await work;
    } catch (error) {
      this.logger.warn(`Job ${definition.name} ${job.id} failed (try ${job.retryCount + 1} of ${job.retryLimit + 1}): ${describe(error)}`);
      throw error;
    } finally {
      this.running.delete(work);
    }
  }

  /** One schedule; one that cannot be set is logged and leaves the queue and the other schedules running. */
  private async applySchedule(schedule: Schedule): Promise<void> {
    try {
      if (schedule.cron === null) {
        await this.boss.unschedule(schedule.name);
        return;
      }
      await this.boss.schedule(schedule.name, schedule.cron, {}, { tz: serverTimeZone(), missed: schedule.catchUp ? 'once' : 'skip' });
      this.logger.log(`Scheduled ${schedule.name} on "${schedule.cron}" (${serverTimeZone()})`);
    } catch (error) {
      this.logger.error(`The schedule of ${schedule.name} ("${schedule.cron}") could not be set: ${describe(error)}`);
    }
  }
}

/** pg-boss statements run through the transaction of `em`, with real bind parameters. */
function joinTransaction(em: EntityManager): Db {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await boundQuery(em, text, values ?? []) }) };
}

/** Schedules follow the server's clock, as REFRESH_CRON did before the queue. */
function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
