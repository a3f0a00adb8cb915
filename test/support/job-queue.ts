import type { MikroORM } from '@mikro-orm/postgresql';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { QUEUE_SCHEMA } from '../../src/platform/queue/job-queue.js';

/** Polls `read` every 100 ms until `done` holds, and answers the last value; throws past `timeoutMs`. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until no job of these queues is waiting, running or due for a retry. */
export async function waitForJobs(orm: MikroORM, queues: readonly string[], timeoutMs = 20_000): Promise<void> {
  await waitUntil(
    async () => {
      const [row] = await boundQuery<{ pending: number }>(
        orm.em.fork(),
        `select count(*)::int as pending from ${QUEUE_SCHEMA}.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
        [queues],
      );
      return row!.pending;
    },
    (pending) => pending === 0,
    timeoutMs,
  );
}
