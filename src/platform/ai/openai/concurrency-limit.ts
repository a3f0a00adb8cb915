// A per-instance limit on simultaneous calls, so a burst of clicks cannot exceed the provider's rate
// limit or a local model server's parallel slots. Waiting is abortable: a call whose deadline passes
// while queued leaves the queue.

export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Array<{ start: () => void }> = [];

  readonly max: number;

  constructor(max: number) {
    this.max = max;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`Concurrency limit must be a positive integer, got ${max}.`);
  }

  /** Calls now running. */
  get running(): number {
    return this.active;
  }

  /** Calls waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free; rejects with the signal's reason if it aborts first. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.active < this.max) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active += 1;
          resolve();
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.active -= 1;
    this.waiting.shift()?.start();
  }
}
