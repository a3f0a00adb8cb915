import { gzipSync } from 'node:zlib';
import type { ChangeFeed, ChangeTopic } from './change-feed.js';

/** A finished JSON answer; its gzip form is made once, the first time a client accepts it. */
export class SerializedAnswer {
  private gzipped: Buffer | null = null;

  constructor(readonly json: Buffer) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.json, { level: 6 });
    return this.gzipped;
  }
}

/**
 * Keeps finished JSON answers of a read endpoint (per query key) so a repeat costs no query and no
 * serialization. Dropped whenever the ChangeFeed says the topic changed on any instance, and never
 * used while the feed is down.
 */
export class SerializedAnswerCache {
  private readonly answers = new Map<string, SerializedAnswer>();
  /** Bumped on every drop, so an answer built across a change is not stored afterwards. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    topic: ChangeTopic,
    private readonly maxEntries = 200,
  ) {
    feed.subscribe((changed) => {
      if (changed === topic || changed === 'all') {
        this.generation += 1;
        this.answers.clear();
      }
    });
  }

  async get(key: string, build: () => Promise<unknown>): Promise<SerializedAnswer> {
    const cached = this.feed.live ? this.answers.get(key) : undefined;
    if (cached) {
      return cached;
    }
    const generation = this.generation;
    const answer = new SerializedAnswer(Buffer.from(JSON.stringify(await build())));
    if (this.feed.live && generation === this.generation) {
      if (this.answers.size >= this.maxEntries) {
        this.answers.clear();
      }
      this.answers.set(key, answer);
    }
    return answer;
  }
}
