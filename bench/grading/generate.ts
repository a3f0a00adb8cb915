// CLI: node --import ./bench/ts-hook.mjs bench/grading/generate.ts --out RUN.json [--parts stories,briefs,sites]
//        [--base http://127.0.0.1:3301] [--static http://127.0.0.1:3390] [--root /work/grading]
//        [--items 20] [--seed grading-1] [--label NAME] [--client CLIENT.json[,CLIENT.json]] [--per-client 5]
// Drives a RUNNING Trendjack over its HTTP API as a user would (GRADING.md step 2): follows every
// feed in ROOT/feeds (served by static-server.ts at STATIC/feeds/...), fetches, picks ITEMS stories
// (half grave, half ordinary, round-robin over the feeds, in a seeded order), generates angles for
// each and a pitch for each first angle, brief ideas for four briefs, and website analysis + ideas for
// each home page in ROOT/sites (NAME/index.html; NAME/address.txt, when there, is the
// real address the grader is shown). Every raw answer goes into the run file with the input it was written for.
// With --client (a ClientInput JSON each, repeatable or comma-separated), each client is created (or
// found by name) and the part `stories` becomes the clients' work, chosen as a PR person would from the
// trending list with that client's fit: the top --per-client stories by fit that the client does not
// avoid, the best-fitting grave one, angles and a pitch for each written for the client, one avoided
// story asked for angles only to record the 409, and ideas for a brief filled from the client.
// The instance needs OUTBOUND_ALLOW_HOSTS=127.0.0.1:STATIC_PORT and, so that no upstream is tried,
// X_TRENDS_URLS=STATIC/none (see bench/grading/README.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import { briefFieldsFromClient, type Client, type ClientFit, type ClientInput } from '../../src/contracts/clients.contract.js';
import { pitchRefusal } from '../../src/contracts/generation.contract.js';
import { callJson, clip, type ItemInput, messageOf, pageText, type RunClient, type RunFile, shuffled } from './grading.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    base: { type: 'string', default: 'http://127.0.0.1:3301' },
    static: { type: 'string', default: 'http://127.0.0.1:3390' },
    'site-hosts': { type: 'boolean', default: false },
    // Which outputs to make: stories (angles and a pitch), briefs, sites; a re-run may need only some.
    parts: { type: 'string', default: 'stories,briefs,sites' },
    root: { type: 'string', default: '/work/grading' },
    items: { type: 'string', default: '20' },
    seed: { type: 'string', default: 'grading-1' },
    label: { type: 'string' },
    // ClientInput JSON files (src/contracts/clients.contract.ts): repeat the option or separate with commas.
    client: { type: 'string', multiple: true },
    'per-client': { type: 'string', default: '5' },
    // Address each pitch to the first journalist "Who covers this" offers (issue 30), when there is one.
    journalists: { type: 'boolean', default: false },
  },
});
if (!values.out) {
  console.error(
    'Usage: generate.ts --out RUN.json [--base URL] [--static URL] [--root DIR] [--items 20] [--seed S] [--label NAME] ' +
      '[--parts stories,briefs,sites] [--site-hosts] [--client CLIENT.json[,CLIENT.json]] [--per-client 5]',
  );
  process.exit(1);
}
const api = `${values.base.replace(/\/$/, '')}/api`;
const staticBase = values.static.replace(/\/$/, '');
const root = path.resolve(values.root);
const wanted = Number(values.items);
const clientFiles = (values.client ?? [])
  .flatMap((list) => list.split(','))
  .map((file) => file.trim())
  .filter(Boolean);
const perClient = Number(values['per-client']);

/** The four briefs, as the IdeaForge form sends them (its fields; the others keep their defaults). */
const BRIEFS: Record<string, unknown>[] = [
  {
    brand_name: 'Ballyvolane Credit Union',
    sector_or_niche: 'fintech',
    primary_expertise: 'member savings accounts and affordable personal loans',
    core_audience: 'young adults and families in Cork city and county',
    target_regions: 'Ireland',
    n_ideas: 8,
  },
  {
    brand_name: 'PaisaPath',
    sector_or_niche: 'fintech',
    primary_expertise: 'UPI payments and automatic micro-savings for first salaries',
    core_audience: 'salaried 22-30 year olds in tier-2 Indian cities',
    target_regions: 'India',
    n_ideas: 8,
  },
  {
    brand_name: 'Ridgeline Outdoor Supply',
    sector_or_niche: 'ecommerce',
    primary_expertise: 'hiking, camping and bushwalking gear, online and in three stores',
    core_audience: 'weekend hikers and outdoor families',
    target_regions: 'Australia',
    n_ideas: 8,
  },
  {
    brand_name: 'Ledgerline',
    sector_or_niche: 'saas',
    primary_expertise: 'accounts-payable automation for mid-sized companies',
    core_audience: 'finance directors and heads of finance at UK SMEs',
    target_regions: 'UK',
    n_ideas: 8,
  },
];

/** The harness's own reading of a grave story, only to balance the sample (never shown to the grader). */
const GRAVE =
  /\b(kill(s|ed|er|ing)?|dead|deaths?|dies|died|shoot(ing|s)?|shot|gunman|crash(es)?|fires?|war|missiles?|airstrikes?|attacks?|botulism|hospitali[sz]ed|kidnap\w*|traffick\w*|fraud|scam|murder\w*|assault\w*|inappropriately touching|smuggl\w*|abuse\w*|funeral)\b/i;

const run: RunFile = {
  label: values.label ?? path.basename(values.out, '.json'),
  createdAt: new Date().toISOString(),
  baseUrl: values.base,
  feeds: [],
  fetch: null,
  items: [],
  briefs: [],
  sites: [],
  errors: [],
  ...(clientFiles.length > 0 ? { clients: [], excludedChecks: [] } : {}),
};

function save(): void {
  writeFileSync(values.out!, `${JSON.stringify(run, null, 2)}\n`);
}

async function call(step: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const started = Date.now();
  const answer = await callJson(method, url, body);
  const ok = answer.status >= 200 && answer.status < 300;
  console.log(
    `${ok ? 'ok ' : 'ERR'} ${answer.status} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)${ok ? '' : `: ${messageOf(answer)}`}`,
  );
  if (!ok) {
    run.errors.push({ step, status: answer.status, message: messageOf(answer) });
    return undefined;
  }
  return answer.body;
}

// 0. A run against an instance that is not ready would only record its errors.
const health = await callJson('GET', `${api}/health`);
if ((health.body as { status?: string } | null)?.status !== 'ok') {
  console.error(`${api}/health answered ${health.status} ${JSON.stringify(health.body)}: start the instance (and its database) first.`);
  process.exit(1);
}

// 1. Follow the feeds and fetch.
const feedFiles = readdirSync(path.join(root, 'feeds'))
  .filter((name) => /\.(xml|rss|atom)$/.test(name))
  .sort();
for (const name of feedFiles) {
  await call(`add feed ${name}`, 'POST', `${api}/feeds`, { url: `${staticBase}/feeds/${name}` });
}
run.feeds = ((await call('list feeds', 'GET', `${api}/feeds`)) as unknown[] | undefined) ?? [];
run.fetch = await call('fetch content', 'POST', `${api}/fetch-content`, {
  enabledSources: ['x_trending'],
  xTrending: { useFallback: false, maxResults: 10 },
});
save();

// 2. Choose the stories: half grave, half ordinary, round-robin over the feeds, seeded.
type Row = {
  id: number;
  source: string;
  title: string;
  content: string | null;
  publication: string | null;
  timestamp: string;
  sourceUrl: string | null;
};
const feedTitles = new Set((run.feeds as { title?: string }[]).map((feed) => feed.title));
const rows = (((await call('list trending', 'GET', `${api}/trending`)) as Row[] | undefined) ?? []).filter(
  (row) => row.source === 'news' && feedTitles.has(row.publication ?? ''),
);
const byFeed = new Map<string, Row[]>();
for (const row of [...rows].sort((a, b) => a.id - b.id)) {
  byFeed.set(row.publication ?? '', [...(byFeed.get(row.publication ?? '') ?? []), row]);
}
const isGrave = (row: Row) => GRAVE.test(`${row.title} ${row.content ?? ''}`);
const queues = [...byFeed.keys()].sort().map((feed) => shuffled(byFeed.get(feed)!, `${values.seed}:${feed}`));
const chosen: Row[] = [];
// One cursor over the feeds for both passes, so that no feed is favoured for coming first.
let cursor = 0;
for (const grave of [true, false]) {
  const target = grave ? Math.ceil(wanted / 2) : wanted;
  let idle = 0;
  while (chosen.length < target && idle < queues.length) {
    const queue = queues[cursor % queues.length];
    cursor++;
    const index = queue.findIndex((row) => isGrave(row) === grave);
    if (index < 0) {
      idle++;
      continue;
    }
    chosen.push(...queue.splice(index, 1));
    idle = 0;
  }
}
console.log(`Chose ${chosen.length} of ${rows.length} stories (${chosen.filter(isGrave).length} grave) from ${byFeed.size} feeds`);

// 3. Angles and a pitch per story (for a client when one is given).
const parts = new Set(values.parts.split(','));

type Covering = { journalist: { id: number; name: string; outlet: string; doNotContact: boolean }; reason: string };

/** The first journalist Who covers this offers for a pitch, with their real recent article titles. */
async function firstJournalistFor(
  itemId: number,
): Promise<{ id: number; shown: NonNullable<RunFile['items'][number]['journalist']> } | null> {
  const covering = (await call(`who covers item ${itemId}`, 'GET', `${api}/trending/${itemId}/journalists`)) as Covering[] | undefined;
  const first = covering?.find((entry) => !entry.journalist.doNotContact);
  if (!first) return null;
  const detail = (await call(`journalist ${first.journalist.id}`, 'GET', `${api}/journalists/${first.journalist.id}`)) as
    { recentArticles: { title: string }[] } | undefined;
  return {
    id: first.journalist.id,
    shown: {
      name: first.journalist.name,
      outlet: first.journalist.outlet,
      reason: first.reason,
      recentArticles: (detail?.recentArticles ?? []).slice(0, 5).map((article) => article.title),
    },
  };
}

async function storyOutputs(row: Row, client?: { id: number; fit: ClientFit | null }): Promise<void> {
  const input: ItemInput = {
    id: row.id,
    title: row.title,
    excerpt: clip(row.content ?? '', 400),
    publication: row.publication,
    date: row.timestamp,
    url: row.sourceUrl,
    grave: isGrave(row),
  };
  const body = client ? { clientId: client.id } : undefined;
  const tag = client ? ` for client ${client.id}` : '';
  const angles = (await call(`angles for item ${row.id}${tag}`, 'POST', `${api}/trending/${row.id}/generate-angles`, body)) as
    PrAngle[] | undefined;
  const entry: RunFile['items'][number] = {
    input,
    angles: angles ?? null,
    pitch: null,
    ...(client ? { clientId: client.id, fit: client.fit } : {}),
  };
  if (!angles) entry.anglesError = run.errors.at(-1)?.message;
  // As a user would: the first angle that shows a Pitch button (none for hold-back advice, say).
  const pitchAngle = angles?.findIndex((angle) => pitchRefusal(angle.format, angle.generatedBy?.provider ?? 'openai') === null) ?? -1;
  const pitchable = angles?.[pitchAngle];
  if (pitchable) {
    entry.pitchAngle = pitchAngle;
    const journalist = values.journalists ? await firstJournalistFor(row.id) : null;
    if (journalist) entry.journalist = journalist.shown;
    const pitchBody = journalist ? { ...body, journalistId: journalist.id } : body;
    entry.pitch =
      (await call(`pitch for angle ${pitchable.id}${tag}`, 'POST', `${api}/angles/${pitchable.id}/generate-pitch`, pitchBody)) ?? null;
    if (!entry.pitch) entry.pitchError = run.errors.at(-1)?.message;
  } else if (angles) {
    entry.pitchError = 'No angle of this story offers a pitch.';
  }
  run.items.push(entry);
  save();
}

for (const row of parts.has('stories') && clientFiles.length === 0 ? chosen : []) await storyOutputs(row);

// 3b. Clients: who each output is written for, its stories chosen by fit, and a brief filled from it.
const REGION_NAMES: Record<string, string> = {
  GB: 'UK',
  IE: 'Ireland',
  AU: 'Australia',
  IN: 'India',
  US: 'US',
  NZ: 'New Zealand',
  CA: 'Canada',
};
const regionName = (code: string) => REGION_NAMES[code] ?? code;
type FitRow = Row & { fit?: ClientFit; excluded?: true };

async function clientFor(file: string): Promise<RunClient | undefined> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as ClientInput;
  const known = ((await call('list clients', 'GET', `${api}/clients`)) as Client[] | undefined) ?? [];
  const same = known.find((client) => client.name.trim().toLowerCase() === profile.name.trim().toLowerCase());
  const client = same ?? ((await call(`create client ${profile.name}`, 'POST', `${api}/clients`, profile)) as Client | undefined);
  if (!client) return undefined;
  // As stored (defaults filled in), without the timestamps.
  const stored: RunClient & { createdAt?: string; updatedAt?: string } = { ...client };
  delete stored.createdAt;
  delete stored.updatedAt;
  return stored;
}

for (const file of parts.has('stories') ? clientFiles : []) {
  const client = await clientFor(file);
  if (!client) continue;
  run.clients!.push(client);
  save();
  const listed = ((await call(
    `list trending for client ${client.id}`,
    'GET',
    `${api}/trending?clientId=${client.id}&includeExcluded=true`,
  )) ?? []) as FitRow[];
  const ours = listed.filter((row) => row.source === 'news' && feedTitles.has(row.publication ?? ''));
  const byFit = (a: FitRow, b: FitRow) => (b.fit?.score ?? 0) - (a.fit?.score ?? 0) || a.id - b.id;
  const open = ours.filter((row) => !row.excluded).sort(byFit);
  const picked = open.slice(0, perClient);
  const grave = open.find((row) => isGrave(row) && !picked.includes(row));
  if (grave) picked.push(grave);
  const avoided = shuffled(
    ours.filter((row) => row.excluded).sort((a, b) => a.id - b.id),
    `${values.seed}:${client.name}`,
  )[0];
  console.log(
    `Client ${client.name}: ${ours.length} stories, ${ours.length - open.length} avoided; chose ${picked.length}` +
      ` (${picked.filter(isGrave).length} grave)${avoided ? ' and 1 avoided' : ''}`,
  );
  for (const row of picked) await storyOutputs(row, { id: client.id, fit: row.fit ?? null });
  if (avoided) {
    // Not graded: only to record that generation refuses an item the client avoids (409).
    const answer = await callJson('POST', `${api}/trending/${avoided.id}/generate-angles`, { clientId: client.id });
    console.log(
      `${answer.status === 409 ? 'ok ' : 'ERR'} ${answer.status} angles for avoided item ${avoided.id} for client ${client.id} (409 expected)`,
    );
    run.excludedChecks!.push({
      clientId: client.id,
      itemId: avoided.id,
      title: avoided.title,
      fit: avoided.fit ?? null,
      status: answer.status,
      message: answer.status >= 200 && answer.status < 300 ? '(generated: the avoided item was not refused)' : messageOf(answer),
    });
    if (answer.status !== 409) {
      run.errors.push({
        step: `angles for avoided item ${avoided.id} for client ${client.id}`,
        status: answer.status,
        message: 'expected a 409',
      });
    }
    save();
  }
  const brief = { ...briefFieldsFromClient(client as Client, regionName), clientId: client.id, n_ideas: 5 };
  const ideas = (await call(`brief ideas for client ${client.name}`, 'POST', `${api}/generate-campaign-ideas`, brief)) as
    unknown[] | undefined;
  run.briefs.push({ input: brief, ideas: ideas ?? null, clientId: client.id, ...(ideas ? {} : { error: run.errors.at(-1)?.message }) });
  save();
}

// 4. Brief ideas.
for (const brief of parts.has('briefs') ? BRIEFS : []) {
  const ideas = (await call(`brief ideas for ${String(brief.brand_name)}`, 'POST', `${api}/generate-campaign-ideas`, brief)) as
    unknown[] | undefined;
  run.briefs.push({ input: brief, ideas: ideas ?? null, ...(ideas ? {} : { error: run.errors.at(-1)?.message }) });
  save();
}

// 5. Website analysis and ideas for each saved home page.
const siteNames = readdirSync(path.join(root, 'sites'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const name of parts.has('sites') ? siteNames : []) {
  const pageExcerpt = clip(pageText(readFileSync(path.join(root, 'sites', name, 'index.html'), 'utf8')), 1500);
  const addressFile = path.join(root, 'sites', name, 'address.txt');
  const address = existsSync(addressFile) ? readFileSync(addressFile, 'utf8').trim() : null;
  // --site-hosts: the page is asked for under its real host name (mapped to 127.0.0.1 in /etc/hosts and
  // listed in OUTBOUND_ALLOW_HOSTS), so the analyzer reads the brand and market from a real domain.
  const url =
    values['site-hosts'] && address
      ? `http://${new URL(address).hostname}:${new URL(staticBase).port}/sites/${name}/`
      : `${staticBase}/sites/${name}/`;
  const analysis = (await call(`analyze ${url}`, 'POST', `${api}/website-analysis`, { url })) as { id: number } | undefined;
  const ideas = analysis
    ? ((await call(`website ideas for ${name}`, 'POST', `${api}/website-analysis/${analysis.id}/generate-ideas`)) as unknown[] | undefined)
    : undefined;
  run.sites.push({
    url,
    address,
    pageExcerpt,
    analysis: analysis ?? null,
    ideas: ideas ?? null,
    ...(ideas ? {} : { error: run.errors.at(-1)?.message }),
  });
  save();
}

const count = (list: unknown[] | null | undefined) => list?.length ?? 0;
console.log(
  `Wrote ${values.out}: ${run.items.length} stories, ${run.items.reduce((sum, item) => sum + count(item.angles), 0)} angles, ` +
    `${run.items.filter((item) => item.pitch).length} pitches, ${run.briefs.reduce((sum, brief) => sum + count(brief.ideas), 0)} brief ideas, ` +
    `${run.sites.reduce((sum, site) => sum + count(site.ideas), 0)} website ideas, ${run.errors.length} errors` +
    (run.clients
      ? `; ${run.clients.length} clients, ${run.excludedChecks!.filter((check) => check.status === 409).length} of ${run.excludedChecks!.length} avoided items refused with 409`
      : ''),
);
