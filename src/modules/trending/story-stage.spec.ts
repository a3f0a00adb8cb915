import { SOURCE_HALF_LIFE_HOURS, stageBadgeText } from '../../contracts/timeline.contract.js';
import { type SnapshotPoint, storyTimeline } from './story-stage.js';

// Real sequences from the recorded worldwide X trends in ../shared/data/x-trends/csv (which the test
// suite does not have): each fixture is the trend's rows of one file, `hora,posicio,volum` as recorded
// (volume with '.' as the thousands separator, read as posts), one snapshot per row. The list is read
// every half hour, as a 30-minute automatic refresh would.

type Row = [hora: string, rank: number, volume: string];

/** Snapshots of one day's rows: the volume is the trend's post count (`shares`), as the X connector stores it. */
function snapshots(day: string, rows: readonly Row[]): SnapshotPoint[] {
  return rows.map(([hora, rank, volume]) => ({
    atMs: Date.parse(`${day}T${hora}:00Z`),
    rank,
    upvotes: null,
    comments: null,
    shares: volume === '' ? null : Number(volume.replaceAll('.', '')),
  }));
}

/** The stage the rule gives after each snapshot, as `hora stage windowHours`. */
function stagesAlong(points: readonly SnapshotPoint[]): string[] {
  return points.map((point, index) => {
    const { stage, windowHours } = storyTimeline('x_trending', points.slice(0, index + 1));
    return `${new Date(point.atMs).toISOString().slice(11, 16)} ${stage} ${windowHours}`;
  });
}

// trends_worldwide_11-09-2025.csv, "Charlie Kirk": at 3.1 to 3.5 million posts all night, 7.4 million
// at 08:31, then falling.
const CHARLIE_KIRK = snapshots('2025-09-11', [
  ['06:01', 1, '3.300.000'],
  ['06:31', 1, '3.500.000'],
  ['07:01', 1, '3.100.000'],
  ['07:31', 1, '3.100.000'],
  ['08:01', 1, '3.100.000'],
  ['08:31', 1, '7.400.000'],
  ['09:01', 1, '7.400.000'],
  ['09:31', 1, '7.400.000'],
  ['10:01', 2, '6.600.000'],
  ['10:31', 2, '6.600.000'],
  ['11:01', 2, '6.600.000'],
  ['11:31', 2, '6.600.000'],
  ['12:01', 3, '1.900.000'],
]);

// trends_worldwide_20-08-2025.csv, "GMMTVOuting2025": a fan event climbing all morning, its top at
// 13:01, then slowly down.
const GMMTV_OUTING = snapshots('2025-08-20', [
  ['04:31', 1, '46.000'],
  ['05:01', 1, '46.000'],
  ['05:31', 1, '614.000'],
  ['06:01', 1, '614.000'],
  ['06:31', 1, '614.000'],
  ['07:01', 1, '1.100.000'],
  ['07:31', 1, '1.100.000'],
  ['08:01', 1, '1.600.000'],
  ['08:31', 1, '1.600.000'],
  ['09:01', 1, '1.600.000'],
  ['09:31', 1, '2.100.000'],
  ['10:01', 1, '2.100.000'],
  ['10:31', 1, '2.100.000'],
  ['11:01', 1, '2.100.000'],
  ['11:31', 1, '3.100.000'],
  ['12:01', 2, '3.700.000'],
  ['12:31', 1, '3.100.000'],
  ['13:01', 3, '3.800.000'],
  ['13:31', 3, '3.800.000'],
  ['14:01', 3, '3.800.000'],
  ['14:31', 5, '3.600.000'],
  ['15:01', 5, '3.600.000'],
  ['17:01', 7, '2.800.000'],
]);

// trends_worldwide_01-08-2025.csv, "Happy New Month": the 1 August greeting, 68,000 posts all morning,
// 140,000 at noon, 180,000 from 13:31.
const HAPPY_NEW_MONTH = snapshots('2025-08-01', [
  ['09:01', 2, '68.000'],
  ['10:01', 2, '68.000'],
  ['10:31', 2, '68.000'],
  ['11:01', 2, '68.000'],
  ['11:31', 2, '68.000'],
  ['12:01', 3, '140.000'],
  ['12:31', 3, '140.000'],
  ['13:01', 3, '140.000'],
  ['13:31', 6, '180.000'],
  ['14:01', 6, '180.000'],
  ['14:31', 6, '180.000'],
  ['15:01', 6, '180.000'],
  ['15:31', 6, '180.000'],
  ['16:01', 6, '180.000'],
]);

// trends_worldwide_01-08-2025.csv, "Trey Lance": listed without a post count, 8th, then 2nd.
const TREY_LANCE = snapshots('2025-08-01', [
  ['03:01', 8, ''],
  ['03:31', 8, ''],
  ['04:01', 8, ''],
  ['04:31', 2, ''],
  ['05:01', 2, ''],
  ['05:31', 2, ''],
  ['06:01', 2, ''],
  ['06:31', 2, ''],
  ['07:01', 2, ''],
]);

describe('storyTimeline on recorded X trends', () => {
  it('should follow "Charlie Kirk" from steady through its jump to fading', () => {
    expect(stagesAlong(CHARLIE_KIRK)).toEqual([
      '06:01 new 4',
      // 3.3 to 3.5 million in half an hour is 12% an hour, and back to 3.1 million a 14% fall: both
      // slower than X's fade rate (16% an hour), so it holds, its window counting from 06:01.
      '06:31 peaking 4',
      '07:01 peaking 3',
      '07:31 peaking 3',
      '08:01 peaking 2',
      '08:31 rising 4',
      '09:01 rising 4',
      '09:31 peaking 3',
      '10:01 peaking 3',
      '10:31 peaking 2',
      '11:01 peaking 2',
      '11:31 peaking 1',
      '12:01 fading 0',
    ]);
    expect(storyTimeline('x_trending', CHARLIE_KIRK.slice(0, 6)).growth).toBe(139);
  });

  it('should call "GMMTVOuting2025" rising while it climbs and fading four hours after its top', () => {
    const along = stagesAlong(GMMTV_OUTING);
    expect(along.slice(0, 3)).toEqual(['04:31 new 4', '05:01 peaking 4', '05:31 rising 4']);
    expect(along).toContain('11:31 rising 4');
    expect(along.slice(-4)).toEqual(['14:01 peaking 3', '14:31 peaking 3', '15:01 peaking 2', '17:01 fading 0']);
  });

  it('should call "Happy New Month" peaking once its count stops, with the window running down', () => {
    const along = stagesAlong(HAPPY_NEW_MONTH);
    expect(along.slice(4, 10)).toEqual([
      '11:31 peaking 2',
      '12:01 rising 4',
      '12:31 rising 4',
      '13:01 peaking 3',
      '13:31 rising 4',
      '14:01 rising 4',
    ]);
    expect(along.slice(-3)).toEqual(['15:01 peaking 3', '15:31 peaking 2', '16:01 peaking 2']);
    const last = storyTimeline('x_trending', HAPPY_NEW_MONTH);
    expect(last.growth).toBe(0);
    expect(last.sparkline).toEqual({
      measure: 'count',
      values: [68_000, 68_000, 68_000, 140_000, 140_000, 140_000, ...Array(6).fill(180_000)],
    });
  });

  it('should measure a trend without a post count by its climb up the list', () => {
    expect(stagesAlong(TREY_LANCE).slice(2, 5)).toEqual(['04:01 peaking 3', '04:31 rising 4', '05:01 rising 4']);
    expect(storyTimeline('x_trending', TREY_LANCE.slice(0, 4)).growth).toBe(300);
    expect(storyTimeline('x_trending', TREY_LANCE).sparkline?.measure).toBe('rank');
    expect(storyTimeline('x_trending', TREY_LANCE)).toMatchObject({ stage: 'peaking', windowHours: 2 });
  });

  it('should answer the same for the same snapshots, whatever the clock says', () => {
    const first = storyTimeline('x_trending', GMMTV_OUTING);
    expect(storyTimeline('x_trending', [...GMMTV_OUTING])).toEqual(first);
  });
});

describe('storyTimeline', () => {
  const at = (hours: number) => Date.parse('2026-11-28T08:00:00Z') + hours * 3_600_000;
  const reddit = (hours: number, upvotes: number, comments: number): SnapshotPoint => ({
    atMs: at(hours),
    rank: null,
    upvotes,
    comments,
    shares: null,
  });

  it('should call a story with one snapshot new, with one half-life to join', () => {
    expect(storyTimeline('reddit', [reddit(0, 500, 40)])).toEqual({
      stage: 'new',
      windowHours: SOURCE_HALF_LIFE_HOURS.reddit,
      growth: null,
      sparkline: { measure: 'count', values: [540] },
    });
    expect(storyTimeline('news', []).stage).toBe('new');
  });

  it('should let a Reddit post whose votes have slowed fade a half-life after it last rose', () => {
    // Votes only add up on Reddit: a post stops rising, it never falls.
    const post = [reddit(0, 500, 40), reddit(1, 2_000, 200), reddit(2, 2_100, 210), reddit(8, 2_300, 230), reddit(14, 2_350, 235)];
    expect(storyTimeline('reddit', post.slice(0, 2))).toMatchObject({ stage: 'rising', windowHours: 12 });
    expect(storyTimeline('reddit', post.slice(0, 3))).toMatchObject({ stage: 'peaking', windowHours: 11 });
    expect(storyTimeline('reddit', post.slice(0, 4))).toMatchObject({ stage: 'peaking', windowHours: 5 });
    expect(storyTimeline('reddit', post)).toMatchObject({ stage: 'fading', windowHours: 0 });
  });

  it('should go by time on the list alone for a news article without counts or rank', () => {
    const article = (hours: number): SnapshotPoint => ({ atMs: at(hours), rank: null, upvotes: null, comments: null, shares: null });
    expect(storyTimeline('news', [article(0), article(5)])).toEqual({ stage: 'peaking', windowHours: 19, growth: null, sparkline: null });
    expect(storyTimeline('news', [article(0), article(30)]).stage).toBe('fading');
  });
});

describe('stageBadgeText', () => {
  it('should say the stage and the hours left, or that the window has passed', () => {
    expect(stageBadgeText({ stage: 'rising', windowHours: 6 })).toBe('Rising, about 6 h left to join');
    expect(stageBadgeText({ stage: 'new', windowHours: 4 })).toBe('New, about 4 h left to join');
    expect(stageBadgeText({ stage: 'fading', windowHours: 0 })).toBe('Fading, past its window');
  });
});
