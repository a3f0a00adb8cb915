// npm run bench:web [-- --web-dir dist/web] [--runs 3] [--routes /,/headline-analyzer] [--chromium /usr/bin/chromium]
// Lighthouse (mobile form factor, simulated throttling) on every screen of the built SPA served by
// the real app, plus the gzipped JavaScript of the first page (/): entry, / route and their imports
// from the Vite manifest, and everything / downloaded. Build the SPA first (npm run build:web, or
// vite build --outDir elsewhere and pass --web-dir). Runs offline: Chromium resolves no host but the
// loopback app. Each route is measured --runs times and the run with the median performance score
// is reported, as Lighthouse advises for its variance. Aims (issue 10): performance and
// accessibility ≥ 0.95, first-page JS ≤ 170 kB gzipped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { DEFAULT_REDDIT_DIR, startBenchApp } from '../support/bench-app.js';

const SCREEN_ROUTES = [
  '/',
  '/website-analyzer',
  '/newsjacking-calendar',
  '/headline-analyzer',
  '/saved-angles',
  '/favorite-topics',
  '/news-scraper',
  '/error',
  '/no-such-page',
  '/idea-forge',
  '/campaign-ideas',
];
const SCORE_AIM = 0.95;
const FIRST_PAGE_JS_BUDGET_KB = 170;

const { values: cli } = parseArgs({
  options: {
    'web-dir': { type: 'string', default: 'dist/web' },
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    'reddit-dir': { type: 'string', default: DEFAULT_REDDIT_DIR },
  },
});
const webDir = path.resolve(cli['web-dir']);
if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error(`No built SPA in ${webDir}: run npm run build:web first, or pass --web-dir.`);
  process.exit(1);
}
const runs = Number(cli.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, got "${cli.runs}".`);
  process.exit(1);
}
const routes = cli.routes ? cli.routes.split(',').map((route) => route.trim()) : SCREEN_ROUTES;

type RouteReport = { route: string; performance: number; accessibility: number; metrics: string; problems: string[] };

/** The audits of a category that did not pass, with how many elements each one names. */
function failedAudits(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'accessibility')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => {
      const items = (audit.details as { items?: unknown[] } | undefined)?.items;
      return `${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${items?.length ? `, ${items.length} item(s)` : ''}`;
    });
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The route module whose chunk the first page (/) loads besides the entry. */
const FIRST_ROUTE_MODULE = 'src/app/routes/dashboard.route.tsx';

/**
 * Gzipped JavaScript of the first page as the build defines it: the entry chunk, the / route's
 * chunk and every chunk they import statically (read from the Vite manifest). Chunks loaded later
 * on purpose (the toast region once the page is idle) are not part of it. Null without a manifest.
 */
function firstPageJs(): { files: number; gzippedBytes: number } | null {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(visit);
  visit(FIRST_ROUTE_MODULE);
  return { files: files.size, gzippedBytes: [...files].reduce((sum, file) => sum + gzippedSize(file), 0) };
}

/** Every script of ours the page downloaded before the network went quiet, gzipped, and what crossed the wire. */
function downloadedJs(lhr: Result, appUrl: string): { files: number; gzippedBytes: number; transferredBytes: number } {
  type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
  const requests = (lhr.audits['network-requests'].details as { items: NetworkRequest[] }).items;
  const scripts = [
    ...new Map(
      requests
        .filter((request) => request.resourceType === 'Script' && request.url.startsWith(appUrl))
        .map((request) => [request.url, request]),
    ).values(),
  ];
  return {
    files: scripts.length,
    gzippedBytes: scripts.reduce((sum, request) => sum + gzippedSize(new URL(request.url).pathname), 0),
    transferredBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/** Size of a built file once gzipped (level 9), so the figure does not depend on the server compressing. */
function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
}

/** One Lighthouse run; a failed trace recording (Lighthouse asks to run again) gets two more tries. */
async function audit(url: string, port: number): Promise<Result> {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

/** The run with the median performance score. */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

const app = await startBenchApp({ items: 30, redditDir: cli['reddit-dir'], webDir });
const chrome = await launch({
  chromePath: cli.chromium,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Offline: every host name but the loopback app fails to resolve, so nothing reaches the internet.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
try {
  const reports: RouteReport[] = [];
  let downloaded: ReturnType<typeof downloadedJs> | null = null;
  for (const route of routes) {
    const measured: Result[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await audit(`${app.url}${route}`, chrome.port));
    const lhr = medianRun(measured);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    reports.push({
      route,
      performance: lhr.categories.performance.score ?? 0,
      accessibility: lhr.categories.accessibility.score ?? 0,
      metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      problems: [...failedAudits(lhr, 'performance'), ...failedAudits(lhr, 'accessibility')],
    });
    if (route === '/') downloaded = downloadedJs(lhr, app.url);
    console.error(`measured ${route}`);
  }

  console.log(
    `Lighthouse ${SCREEN_ROUTES.length === routes.length ? 'on every screen' : 'on the chosen routes'}, mobile, simulated throttling, median of ${runs} run(s); SPA from ${webDir}`,
  );
  console.log(`${'route'.padEnd(24)}${'perf'.padStart(6)}${'a11y'.padStart(6)}  metrics`);
  for (const report of reports) {
    console.log(
      `${report.route.padEnd(24)}${report.performance.toFixed(2).padStart(6)}${report.accessibility.toFixed(2).padStart(6)}  ${report.metrics}`,
    );
    for (const problem of report.problems) console.log(`${''.padEnd(38)}${problem}`);
  }
  const misses = reports
    .filter((report) => report.performance < SCORE_AIM || report.accessibility < SCORE_AIM)
    .map(
      (report) =>
        `${report.route}: performance ${report.performance.toFixed(2)}, accessibility ${report.accessibility.toFixed(2)} (aim ≥ ${SCORE_AIM})`,
    );
  const firstPage = firstPageJs();
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  if (firstPage) {
    console.log(
      `First-page JavaScript (entry + / route + their imports): ${kb(firstPage.gzippedBytes)} gzipped in ${firstPage.files} files (budget ${FIRST_PAGE_JS_BUDGET_KB} kB)`,
    );
    if (firstPage.gzippedBytes > FIRST_PAGE_JS_BUDGET_KB * 1000) {
      misses.push(`first-page JavaScript ${kb(firstPage.gzippedBytes)} gzipped (budget ${FIRST_PAGE_JS_BUDGET_KB} kB)`);
    }
  } else {
    console.log(`First-page JavaScript: no ${path.join(webDir, '.vite', 'manifest.json')} (build with npm run build:web to get one)`);
  }
  if (downloaded) {
    console.log(
      `All JavaScript / downloaded until the network went quiet: ${kb(downloaded.gzippedBytes)} gzipped in ${downloaded.files} files, ${kb(downloaded.transferredBytes)} on the wire` +
        (downloaded.transferredBytes > downloaded.gzippedBytes * 1.5 ? ' (the server does not compress scripts)' : ''),
    );
  }
  console.log(misses.length === 0 ? 'All aims met.' : `Missed aims:\n  ${misses.join('\n  ')}`);
} finally {
  chrome.kill();
  await app.stop();
}
