// The app as production runs it (createApp) on a throw-away embedded PostgreSQL, with trending
// items stored through the real ingest pipeline: what bench/load and bench/web measure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadAppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { normalizeRedditPosts, parseRedditListing, type RedditPost } from '../../src/modules/sources/connectors/reddit-listing.parser.js';
import { TrendingService } from '../../src/modules/trending/trending.service.js';
import { migrateDatabase } from '../../src/platform/database/database-runtime.js';
import { startEmbeddedDatabase } from '../../src/platform/database/embedded-database.js';

/** The recorded Reddit listings of the shared data folder (read at run time, never copied into the repo). */
export const DEFAULT_REDDIT_DIR = path.resolve('../shared/data/reddit');

export type BenchAppOptions = {
  /** How many trending items to store. */
  items: number;
  /** Folder of Reddit API listing JSON files the items are made from. */
  redditDir: string;
  /** Serve the built SPA from this folder; API only when absent. */
  webDir?: string;
  /** More settings (feeds, OUTBOUND_ALLOW_HOSTS), over the bench's own. */
  env?: Record<string, string>;
};

export type BenchApp = {
  url: string;
  /** The running Nest application, for a bench that calls a service directly (a bare server doing the same work). */
  nest: NestExpressApplication;
  stop: () => Promise<void>;
};

/**
 * Boots the real app on a free loopback port with LOG_LEVEL=error, the built-in AI provider and a
 * rate limit far above what a bench sends, then stores `items` trending items made from real posts.
 * The calendar sync runs during start-up, so the events are stored once this resolves.
 * @throws Error when `redditDir` does not exist
 */
export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  if (!existsSync(options.redditDir)) {
    throw new Error(`No Reddit listings at ${options.redditDir}: pass a folder of Reddit API listing JSON files.`);
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-bench-app-'));
  const database = await startEmbeddedDatabase({ clusterDir: path.join(root, 'cluster'), databaseName: 'bench', ephemeral: true });
  let app: NestExpressApplication | null = null;
  const stop = async () => {
    await app?.close();
    await database.stop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    await migrateDatabase(database.url);
    const config = loadAppConfig({
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATA_DIR: path.join(root, 'data'),
      AI_PROVIDER: 'builtin',
      ...options.env,
    });
    app = await createApp(config, database.url, {
      quiet: !process.env.BENCH_LOGS,
      serveWeb: options.webDir !== undefined,
      webDir: options.webDir,
    });
    await app.listen(0, '127.0.0.1');
    const posts = recordedPosts(options.redditDir, options.items);
    await app.get(TrendingService, { strict: false }).ingest(normalizeRedditPosts(posts, { minUpvotes: 0, notBeforeUtcSeconds: null }));
    return { url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`, nest: app, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Real posts from the recorded listings, repeated with fresh ids and recent times to reach `count`. */
function recordedPosts(dataDir: string, count: number): RedditPost[] {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const recorded = readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => parseRedditListing(readFileSync(path.join(dataDir, file), 'utf8')).posts);
  return Array.from({ length: count }, (_, index) => {
    const post = recorded[index % recorded.length];
    return { ...post, id: `bench${index}`, stickied: false, pinned: false, over_18: false, created_utc: nowSeconds - index * 60 };
  });
}
