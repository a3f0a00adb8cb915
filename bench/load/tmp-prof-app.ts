import autocannon from 'autocannon';
import { DEFAULT_REDDIT_DIR, startBenchApp } from '../support/bench-app.js';
const app = await startBenchApp({ items: 500, redditDir: DEFAULT_REDDIT_DIR });
const path = process.argv[2] ?? '/api/analyze-headline';
const body = path.includes('analyze') ? JSON.stringify({ headline: 'Why Four-Day Weeks Are Quietly Winning Over Britain’s Small Businesses' }) : undefined;
await autocannon({ url: app.url + path, method: body ? 'POST' : 'GET', body, headers: body ? { 'content-type': 'application/json' } : {}, connections: 50, duration: 3, workers: 1 });
const r = await autocannon({ url: app.url + path, method: body ? 'POST' : 'GET', body, headers: body ? { 'content-type': 'application/json' } : {}, connections: 50, duration: 8, workers: 1 });
console.log(r.requests.average, r.latency.p99);
await app.stop();
