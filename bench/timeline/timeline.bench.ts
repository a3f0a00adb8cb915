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
