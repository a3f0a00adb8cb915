// npm run bench:timeline [DATA_DIR]
// Not a timing: the stage rule (src/modules/trending/story-stage.ts) on real sequences. Every worldwide
// X trend of the recorded hourly lists (DATA_DIR/x-trends/csv, August and September 2025, a row per
// half hour) is read as the snapshots a 30-minute automatic refresh would have taken, and the rule's
// stage after each snapshot is printed for three named trends, then counted over all of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stageBadgeText } from '../../src/contracts/timeline.contract.js';
import { type SnapshotPoint, storyTimeline } from '../../src/modules/trending/story-stage.js';

const dataDir = path.resolve(process.argv[2] ?? '../shared/data');
const csvDir = path.join(dataDir, 'x-trends', 'csv');
if (!existsSync(csvDir)) {
  console.log(`Skipped: ${csvDir} is not there (the recorded X trends of ../shared/data).`);
  process.exit(0);
}

/** trends_worldwide_DD-MM-YYYY.csv → its rows per trend, as snapshots oldest first. */
function readDay(file: string): { day: string; trends: Map<string, SnapshotPoint[]> } {
  const [, dd, mm, yyyy] = /(\d\d)-(\d\d)-(\d{4})\.csv$/.exec(file)!;
  const day = `${yyyy}-${mm}-${dd}`;
  const trends = new Map<string, SnapshotPoint[]>();
  for (const line of readFileSync(path.join(csvDir, file), 'utf8').split('\n').slice(1)) {
    const [hora, rank, trend, volume] = line.trim().split(',');
    if (!hora || !trend) continue;
    const points = trends.get(trend) ?? [];
    points.push({
      atMs: Date.parse(`${day}T${hora}:00Z`),
      rank: Number(rank),
      upvotes: null,
      comments: null,
      shares: volume ? Number(volume.replaceAll('.', '')) : null,
    });
    trends.set(trend, points);
  }
  return { day, trends };
}

const days = readdirSync(csvDir)
  .filter((file) => file.endsWith('.csv'))
  .sort()
  .map(readDay);

const NAMED: [day: string, trend: string][] = [
  ['2025-09-11', 'Charlie Kirk'],
  ['2025-08-20', 'GMMTVOuting2025'],
  ['2025-08-01', 'Happy New Month'],
];
for (const [day, trend] of NAMED) {
  const points = days.find((entry) => entry.day === day)?.trends.get(trend);
  if (!points) continue;
  console.log(`\n"${trend}", ${day} (${points.length} snapshots)`);
  console.log('time (UTC)  rank      posts  growth/h  stage');
  points.forEach((point, index) => {
    const timeline = storyTimeline('x_trending', points.slice(0, index + 1));
    const growth = timeline.growth === null ? '' : `${timeline.growth > 0 ? '+' : ''}${timeline.growth}%`;
    console.log(
      `${new Date(point.atMs).toISOString().slice(11, 16).padEnd(10)}  ${`#${point.rank}`.padStart(4)}  ${(point.shares?.toLocaleString('en-US') ?? '–').padStart(9)}  ${growth.padStart(8)}  ${stageBadgeText(timeline)}`,
    );
  });
}

// Over every trend of every day: the stage after each of its snapshots.
const counts = { new: 0, rising: 0, peaking: 0, fading: 0 };
let trends = 0;
for (const { trends: byTrend } of days) {
  for (const points of byTrend.values()) {
    trends++;
    for (let index = 0; index < points.length; index++) counts[storyTimeline('x_trending', points.slice(0, index + 1)).stage]++;
  }
}
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
console.log(`\nAll ${trends} trend runs of ${days.length} days, ${total} snapshots: stage after each`);
for (const [stage, count] of Object.entries(counts)) {
  console.log(`  ${stage.padEnd(8)} ${String(count).padStart(6)}  ${((100 * count) / total).toFixed(1)}%`);
}

// The list answer's cost: the real app with 500 stored stories (recorded Reddit posts), each with 48
// snapshots (12 hours of a 15-minute refresh), the list built with and without the timelines.
const redditDir = path.join(dataDir, 'reddit');
if (!existsSync(redditDir)) {
  console.log(`\nList cost skipped: ${redditDir} is not there.`);
  process.exit(0);
}
const { startBenchApp } = await import('../support/bench-app.js');
const { TrendingService } = await import('../../src/modules/trending/trending.service.js');
const { StoryTimelinesService, STAGE_SNAPSHOTS } = await import('../../src/modules/trending/story-timelines.service.js');
const { MikroORM } = await import('@mikro-orm/postgresql');
const { RequestContext } = await import('@mikro-orm/core');
const { boundQuery } = await import('../../src/platform/database/bound-query.js');
const app = await startBenchApp({ items: 500, redditDir });
try {
  const orm = app.nest.get(MikroORM);
  await boundQuery(
    orm.em.fork(),
    `insert into trending_snapshot (trending_item_id, at, upvotes, comments, shares, pr_score)
     select i.id, now() - make_interval(mins => 15 * g), greatest(0, i.upvotes - 40 * g), i.comments, i.shares, i.pr_score
     from trending_item i cross join generate_series(1, $1 - 1) g`,
    [STAGE_SNAPSHOTS],
  );
  const trending = app.nest.get(TrendingService);
  const timelines = app.nest.get(StoryTimelinesService);
  const median = async (label: string, run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let round = 0; round < 15; round++) {
      const started = performance.now();
      await RequestContext.create(orm.em, run);
      times.push(performance.now() - started);
    }
    const sorted = times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(58)} ${sorted[7]!.toFixed(1).padStart(7)} ms (median of 15)`);
    return sorted[7]!;
  };
  const rows = await RequestContext.create(orm.em, () => trending.listItems({}));
  console.log(`\nThe list answer of ${rows.length} stories, ${STAGE_SNAPSHOTS} snapshots each, built without the cache:`);
  const whole = await median('list built (stories, grouping, timelines)', () => trending.listItems({}));
  const part = await median('of which the timelines (snapshot read and the rule)', () => timelines.timelines(rows));
  const { TrendingSnapshotRepository } = await import('../../src/modules/trending/trending-snapshot.repository.js');
  const snapshots = app.nest.get(TrendingSnapshotRepository);
  await median('  of which the snapshot read', () =>
    snapshots.recentByItem(
      rows.map((row) => row.id),
      STAGE_SNAPSHOTS,
    ),
  );
  console.log(`  timelines' share of building the list: ${((100 * part) / whole).toFixed(0)}%; a cached answer costs nothing more`);
  console.log(`  answer size: ${(Buffer.byteLength(JSON.stringify(rows)) / 1024).toFixed(1)} KB`);
} finally {
  await app.stop();
}
