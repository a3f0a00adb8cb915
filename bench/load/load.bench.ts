// npm run bench:load [-- --seconds 3] [--warmup 2] [--connections 50] [--runs 3] [--reddit-dir DIR]
// The real app (createApp) on an embedded PostgreSQL with 500 stored trending items and the synced
// calendar, under autocannon on loopback, beside a bare node:http server answering the same bytes
// in the same run. The load generator runs in a worker thread so it does not share the servers'
// event loop. Aim (issue 10): p99 under 100 ms and at least 0.3 of the bare server on the reads.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_REDDIT_DIR, startBenchApp } from '../support/bench-app.js';

const { values: cli } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '1' },
    'reddit-dir': { type: 'string', default: DEFAULT_REDDIT_DIR },
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

type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; body?: string; read: boolean };

const ENDPOINTS: Endpoint[] = [
  { name: `GET /api/trending (${STORED_ITEMS} items)`, method: 'GET', path: '/api/trending', read: true },
  { name: 'GET /api/events', method: 'GET', path: '/api/events', read: true },
  {
    name: 'POST /api/analyze-headline',
    method: 'POST',
    path: '/api/analyze-headline',
    body: JSON.stringify({ headline: 'Why Four-Day Weeks Are Quietly Winning Over Britain’s Small Businesses' }),
    read: false,
  },
];

type Measurement = { requestsPerSecond: number; p50: number; p99: number; failures: number };

function positiveNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    console.error(`--${name} must be a positive number, got "${value}".`);
    process.exit(1);
  }
  return parsed;
}

/** One autocannon round (warm-up first, not counted) from a worker thread. */
async function measure(url: string, endpoint: Endpoint): Promise<Measurement> {
  const options = {
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers: endpoint.body ? { 'content-type': 'application/json' } : {},
    connections,
    workers: 1,
  };
  await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
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
  for (const endpoint of ENDPOINTS) {
    const sample = await fetch(`${app.url}${endpoint.path}`, {
      method: endpoint.method,
      body: endpoint.body,
      headers: endpoint.body ? { 'content-type': 'application/json' } : {},
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
        appRuns.push(await measure(app.url, endpoint));
        bareRuns.push(await measure(bare.url, endpoint));
      }
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
    const appResult = medianOf(appRuns);
    const bareResult = medianOf(bareRuns);
    const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
    const label = `${endpoint.name} [${(body.length / 1024).toFixed(1)} KB]`;
    rows.push(formatRow(label, 'app', appResult), formatRow('', 'bare', bareResult), `${''.padEnd(44)}${'app/bare'.padEnd(9)}${ratio.toFixed(2).padStart(9)}`);
    if (appResult.failures > 0) misses.push(`${endpoint.name}: ${appResult.failures} errors, timeouts or non-2xx answers`);
    if (appResult.p99 >= P99_AIM_MS) misses.push(`${endpoint.name}: p99 ${appResult.p99} ms (aim < ${P99_AIM_MS} ms)`);
    if (endpoint.read && ratio < READ_RATIO_AIM) misses.push(`${endpoint.name}: ${ratio.toFixed(2)} of bare (aim ≥ ${READ_RATIO_AIM})`);
  }
  console.log(`${'endpoint [response size]'.padEnd(44)}${'server'.padEnd(9)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  console.log(rows.join('\n'));
  console.log(misses.length === 0 ? 'All aims met.' : `Missed aims:\n  ${misses.join('\n  ')}`);
} finally {
  await app.stop();
}

function formatRow(label: string, server: string, result: Measurement): string {
  return (
    label.padEnd(44) +
    server.padEnd(9) +
    Math.round(result.requestsPerSecond).toLocaleString('en').padStart(9) +
    String(result.p50).padStart(9) +
    String(result.p99).padStart(9) +
    (result.failures > 0 ? `  (${result.failures} failed)` : '')
  );
}
