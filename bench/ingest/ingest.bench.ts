// npm run bench:ingest [REDDIT_DATA_DIR]
// Normalize + score + upsert 1,000 and 10,000 Reddit posts into a real (embedded) PostgreSQL through
// the same code the fetch pipeline uses, beside a row-by-row baseline in the same run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClientRepository } from '../../src/modules/clients/client.repository.js';
import { ClientsService } from '../../src/modules/clients/clients.service.js';
import { normalizeRedditPosts, parseRedditListing, type RedditPost } from '../../src/modules/sources/connectors/reddit-listing.parser.js';
import type { NormalizedItem } from '../../src/modules/trending/normalized-item.js';
import { TopicRepository } from '../../src/modules/trending/topic.repository.js';
import { TopicsService } from '../../src/modules/trending/topics.service.js';
import { StoryTimelinesService } from '../../src/modules/trending/story-timelines.service.js';
import { TrendingSnapshotRepository } from '../../src/modules/trending/trending-snapshot.repository.js';
import { TrendingItemRepository } from '../../src/modules/trending/trending-item.repository.js';
import { TrendingService } from '../../src/modules/trending/trending.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { ChangeFeed } from '../../src/platform/database/change-feed.js';
import { migrateDatabase } from '../../src/platform/database/database-runtime.js';
import { startEmbeddedDatabase } from '../../src/platform/database/embedded-database.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { ormOptions } from '../../src/platform/database/orm-options.js';

const dataDir = process.argv[2] ?? path.resolve('../shared/data/reddit');
if (!existsSync(dataDir)) {
  console.error(`No Reddit listings at ${dataDir}: pass a folder of Reddit API listing JSON files.`);
  process.exit(1);
}

/** Real posts from the recorded listings, repeated with fresh ids and times to reach `count`. */
function makeBatch(posts: RedditPost[], count: number, nowSeconds: number): RedditPost[] {
  return Array.from({ length: count }, (_, index) => {
    const post = posts[index % posts.length];
    return {
      ...post,
      id: `${post.id}_${index}`,
      stickied: false,
      pinned: false,
      over_18: false,
      created_utc: nowSeconds - (index % 86_000),
    };
  });
}

const posts = readdirSync(dataDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => parseRedditListing(readFileSync(path.join(dataDir, file), 'utf8')).posts);
console.log(`Source: ${posts.length} real posts from ${dataDir}`);

const root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-bench-'));
const database = await startEmbeddedDatabase({ clusterDir: path.join(root, 'cluster'), databaseName: 'bench' });
try {
  await migrateDatabase(database.url);
  const orm = await MikroORM.init(ormOptions(database.url, { entities: ALL_ENTITIES }));
  // The ORM's own EntityManager, as the app injects it: inside a transaction it resolves to the transaction's.
  // The pipeline runs only bound SQL, which needs no request context.
  const em = orm.em;
  // The change feed is not started here: nothing is cached, notifications are still sent.
  const trending = new TrendingService(
    em,
    new TopicsService(em, new TopicRepository(em)),
    new TrendingItemRepository(em),
    new ChangeFeed(database.url, orm),
    new ClientsService(new ClientRepository(em)),
    new StoryTimelinesService(new TrendingSnapshotRepository(em)),
  );

  const nowSeconds = Math.floor(Date.now() / 1000);
  const rows: string[] = [];
  for (const size of [1_000, 10_000]) {
    await boundQuery(em, 'truncate trending_item cascade', []);
    const batch = makeBatch(posts, size, nowSeconds);
    const started = performance.now();
    const items: NormalizedItem[] = normalizeRedditPosts(batch, { minUpvotes: 0, notBeforeUtcSeconds: null });
    const result = await trending.ingest(items);
    const ms = performance.now() - started;
    rows.push(
      `${String(size).padStart(6)} items  pipeline (batched upsert)   ${ms.toFixed(0).padStart(6)} ms  ${Math.round(
        (result.received / ms) * 1000,
      )
        .toString()
        .padStart(7)} items/s`,
    );

    // Re-fetch of the same batch: conflicts on every row, unchanged rows are skipped.
    const again = performance.now();
    await trending.ingest(items);
    const againMs = performance.now() - again;
    rows.push(
      `${String(size).padStart(6)} items  same batch again (no-op)   ${againMs.toFixed(0).padStart(6)} ms  ${Math.round(
        (size / againMs) * 1000,
      )
        .toString()
        .padStart(7)} items/s`,
    );

    // Baseline in the same run: one INSERT ... ON CONFLICT per item, autocommit.
    await boundQuery(em, 'truncate trending_item cascade', []);
    const baselineStart = performance.now();
    for (const item of items) {
      await boundQuery(
        em,
        `insert into trending_item (source, external_id, title, upvotes, comments, pr_score, timestamp, fetched_at)
         values ($1, $2, $3, $4, $5, 0, $6, now())
         on conflict (source, external_id) do update set upvotes = excluded.upvotes`,
        [item.source, item.externalId, item.title, item.upvotes, item.comments, item.timestamp],
      );
    }
    const baselineMs = performance.now() - baselineStart;
    rows.push(
      `${String(size).padStart(6)} items  baseline (row by row)      ${baselineMs.toFixed(0).padStart(6)} ms  ${Math.round(
        (size / baselineMs) * 1000,
      )
        .toString()
        .padStart(7)} items/s  (pipeline is ${(baselineMs / ms).toFixed(1)}x faster)`,
    );
  }
  console.log(rows.join('\n'));
  await orm.close(true);
} finally {
  await database.stop();
  await rm(root, { recursive: true, force: true });
}
