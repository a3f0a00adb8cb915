export type RateVerdict = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number };

/** Requests per key in fixed windows; old windows are dropped as keys come back or on a sweep. */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateVerdict {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    const window = current && now - current.start < this.windowMs ? current : { start: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    const allowed = window.count <= this.limit;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  /** Forgets finished windows once per window length, so memory stays bounded by active clients. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) {
      return;
    }
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) {
        this.windows.delete(key);
      }
    }
  }
}
