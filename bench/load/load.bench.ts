// npm run bench:load [-- --seconds 3] [--warmup 2] [--connections 50] [--runs 3] [--reddit-dir DIR] [--data-dir DIR]
// The real app (createApp) on an embedded PostgreSQL with 500 stored trending items and the synced
// calendar, under autocannon on loopback, beside a bare node:http server answering the same bytes
// in the same run. The load generator runs in a worker thread so it does not share the servers'
// event loop. Aims: p99 under 100 ms and at least 0.3 of the bare server on the reads (issue 10);
// at least 1,500 headline analyses a second (issue 14).
// The headline analysis runs twice: one headline over and over (a user running it again, which the
// app's memory of recent analyses answers), and a different real headline in every request (Upworthy,
// news and clickbait headlines from DATA_DIR, interleaved), which nothing remembered can answer.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { headlineValidationError } from '../../src/modules/headlines/dto/headline-request.dto.js';
import { parseHeadlinePairs, readGzipHeadlines } from '../headlines/headline-bench.js';
import { DEFAULT_REDDIT_DIR, startBenchApp } from '../support/bench-app.js';

const { values: cli } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '1' },
    'reddit-dir': { type: 'string', default: DEFAULT_REDDIT_DIR },
    'data-dir': { type: 'string', default: path.resolve('../shared/data') },
  },
});
const seconds = positiveNumber('seconds', cli.seconds);
const warmupSeconds = positiveNumber('warmup', cli.warmup);
const connections = positiveNumber('connections', cli.connections);
const runs = positiveNumber('runs', cli.runs);

/** How many trending items the list endpoint answers with (its cap, TRENDING_LIST_LIMIT). */
const STORED_ITEMS = 500;
const P99_AIM_MS = 100;
const READ_RATIO_AIM = 0.3;
/** Issue 14: the headline analysis answers at least this many requests a second (773 before). */
const HEADLINE_RATE_AIM = 1500;

type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  read: boolean;
  /** Requests a second the app must reach, when the endpoint has such an aim. */
  minRate?: number;
  /** Send a different headline of this list in every request ({"headline": …}) instead of `body`. */
  headlines?: readonly string[];
};

/** autocannon's setupRequest for `headlines` (a file: the load generator runs in a worker thread). */
const DISTINCT_HEADLINE_REQUEST = fileURLToPath(new URL('./distinct-headline-request.mjs', import.meta.url));

const distinctHeadlines = realHeadlines(cli['data-dir']);

const ENDPOINTS: Endpoint[] = [
  { name: `GET /api/trending (${STORED_ITEMS} items)`, method: 'GET', path: '/api/trending', read: true },
  { name: 'GET /api/events', method: 'GET', path: '/api/events', read: true },
  {
    name: 'POST /api/analyze-headline (same)',
    method: 'POST',
    path: '/api/analyze-headline',
    body: JSON.stringify({ headline: 'Why Four-Day Weeks Are Quietly Winning Over Britain’s Small Businesses' }),
    read: false,
    minRate: HEADLINE_RATE_AIM,
  },
  ...(distinctHeadlines.length > 0
    ? [
        {
          name: 'POST /api/analyze-headline (distinct)',
          method: 'POST' as const,
          path: '/api/analyze-headline',
          read: false,
          minRate: HEADLINE_RATE_AIM,
          headlines: distinctHeadlines,
        },
      ]
    : []),
];

type Measurement = { requestsPerSecond: number; p50: number; p99: number; failures: number };

/**
 * Where the next run of a server continues in an endpoint's headline list, so the app is never sent
 * a headline twice in one bench (each server keeps its own place; the bare server answers any body).
 */
type HeadlineCursor = { next: number };

/**
 * Real headlines, validated as the API validates them and without repeats: the Upworthy A/B-tested
 * ones and the news and clickbait headlines of the clickbait corpus, taken in turn so every second of
 * a run sees all three kinds. Empty when the files are missing.
 */
function realHeadlines(dataDir: string): string[] {
  const pairsFile = path.join(dataDir, 'upworthy', 'pairs-train.jsonl');
  const newsFile = path.join(dataDir, 'clickbait', 'non_clickbait_data.gz');
  const clickbaitFile = path.join(dataDir, 'clickbait', 'clickbait_data.gz');
  if (![pairsFile, newsFile, clickbaitFile].every((file) => existsSync(file))) return [];
  const lists = [
    parseHeadlinePairs(readFileSync(pairsFile, 'utf8')).flatMap((pair) => [pair.a, pair.b]),
    readGzipHeadlines(newsFile),
    readGzipHeadlines(clickbaitFile),
  ];
  const seen = new Set<string>();
  const headlines: string[] = [];
  for (let index = 0; index < Math.max(...lists.map((list) => list.length)); index += 1) {
    for (const list of lists) {
      const headline = list[index]?.trim();
      if (headline === undefined || headlineValidationError(headline) !== undefined || seen.has(headline)) continue;
      seen.add(headline);
      headlines.push(headline);
    }
  }
  return headlines;
}

function positiveNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    console.error(`--${name} must be a positive number, got "${value}".`);
    process.exit(1);
  }
  return parsed;
}

/** One autocannon round (warm-up first, not counted) from a worker thread. */
async function measure(url: string, endpoint: Endpoint, cursor: HeadlineCursor): Promise<Measurement> {
  const headers = endpoint.body || endpoint.headlines ? { 'content-type': 'application/json' } : {};
  const options = {
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers,
    connections,
    workers: 1,
  };
  const run = async (duration: number) => {
    if (!endpoint.headlines) return autocannon({ ...options, duration });
    // Extra fields of a request reach setupRequest in the worker (distinct-headline-request.mjs).
    const requests = [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers,
        setupRequest: DISTINCT_HEADLINE_REQUEST,
        headlines: endpoint.headlines,
        offset: cursor.next,
      },
    ];
    const result = await autocannon({ ...options, requests, duration } as autocannon.Options);
    cursor.next += result.requests.sent;
    return result;
  };
  await run(warmupSeconds);
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A node:http server that answers every request with the captured status, type and body. */
async function startBareServer(status: number, contentType: string, body: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    // Read the request body as any real server must before answering.
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': contentType, 'content-length': body.length });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianOf(measurements: Measurement[]): Measurement {
  return {
    requestsPerSecond: median(measurements.map((m) => m.requestsPerSecond)),
    p50: median(measurements.map((m) => m.p50)),
    p99: median(measurements.map((m) => m.p99)),
    failures: measurements.reduce((sum, m) => sum + m.failures, 0),
  };
}

const app = await startBenchApp({ items: STORED_ITEMS, redditDir: cli['reddit-dir'] });
try {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs; ${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per server and endpoint, ${runs} run(s)` +
      (runs > 1 ? ' (medians)' : ''),
  );
  const rows: string[] = [];
  const misses: string[] = [];
  const notes: string[] = [];
  if (distinctHeadlines.length === 0) {
    console.log(`No Upworthy or clickbait headlines under ${cli['data-dir']}: the distinct-headline run is skipped.`);
  }
  for (const endpoint of ENDPOINTS) {
    // A headline list's first headline is the sample (and the bare server's answer); runs start after it.
    const appCursor: HeadlineCursor = { next: 1 };
    const bareCursor: HeadlineCursor = { next: 1 };
    const sampleBody = endpoint.headlines ? JSON.stringify({ headline: endpoint.headlines[0] }) : endpoint.body;
    const sample = await fetch(`${app.url}${endpoint.path}`, {
      method: endpoint.method,
      body: sampleBody,
      headers: sampleBody ? { 'content-type': 'application/json' } : {},
    });
    const body = Buffer.from(await sample.arrayBuffer());
    if (!sample.ok) {
      throw new Error(`${endpoint.name} answered ${sample.status}: ${body.toString('utf8').slice(0, 200)}`);
    }
    const bare = await startBareServer(sample.status, sample.headers.get('content-type') ?? 'application/octet-stream', body);
    const appRuns: Measurement[] = [];
    const bareRuns: Measurement[] = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        appRuns.push(await measure(app.url, endpoint, appCursor));
        bareRuns.push(await measure(bare.url, endpoint, bareCursor));
      }
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
    const appResult = medianOf(appRuns);
    const bareResult = medianOf(bareRuns);
    const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
    const label = `${endpoint.name} [${(body.length / 1024).toFixed(1)} KB]`;
    if (endpoint.headlines) {
      const sent = appCursor.next - 1;
      notes.push(
        `${endpoint.name}: the app was sent ${sent.toLocaleString('en')} requests cycling through ${endpoint.headlines.length.toLocaleString('en')} distinct real headlines` +
          (sent < endpoint.headlines.length ? ', none twice.' : ' (the list wrapped round).'),
      );
    }
    rows.push(
      formatRow(label, 'app', appResult),
      formatRow('', 'bare', bareResult),
      `${''.padEnd(48)}${'app/bare'.padEnd(9)}${ratio.toFixed(2).padStart(9)}`,
    );
    if (appResult.failures > 0) misses.push(`${endpoint.name}: ${appResult.failures} errors, timeouts or non-2xx answers`);
    if (appResult.p99 >= P99_AIM_MS) misses.push(`${endpoint.name}: p99 ${appResult.p99} ms (aim < ${P99_AIM_MS} ms)`);
    if (endpoint.minRate !== undefined && appResult.requestsPerSecond < endpoint.minRate) {
      misses.push(
        `${endpoint.name}: ${Math.round(appResult.requestsPerSecond).toLocaleString('en')} req/s (aim ≥ ${endpoint.minRate.toLocaleString('en')})`,
      );
    }
    if (endpoint.read && ratio < READ_RATIO_AIM) misses.push(`${endpoint.name}: ${ratio.toFixed(2)} of bare (aim ≥ ${READ_RATIO_AIM})`);
  }
  console.log(
    `${'endpoint [response size]'.padEnd(48)}${'server'.padEnd(9)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
  );
  console.log(rows.join('\n'));
  for (const note of notes) console.log(note);
  console.log(misses.length === 0 ? 'All aims met.' : `Missed aims:\n  ${misses.join('\n  ')}`);
} finally {
  await app.stop();
}

function formatRow(label: string, server: string, result: Measurement): string {
  return (
    label.padEnd(48) +
    server.padEnd(9) +
    Math.round(result.requestsPerSecond).toLocaleString('en').padStart(9) +
    String(result.p50).padStart(9) +
    String(result.p99).padStart(9) +
    (result.failures > 0 ? `  (${result.failures} failed)` : '')
  );
}
