// The pieces of the blind-grading harness (GRADING.md) that the CLIs share: the run file's shape,
// a seeded shuffle, plain HTTP calls without client-side timeouts, and the pure steps of packing runs
// into a grader sheet and tallying the grades. See bench/grading/README.md.
import http from 'node:http';
import type { ClientFit, ClientInput } from '../../src/contracts/clients.contract.js';
import { SeededRandom } from '../../src/modules/generation/builtin/seeded-random.js';

/** What a generator was given, as the grader sees it (never which run or generator). */
export type ItemInput = {
  id: number;
  title: string;
  excerpt: string;
  publication: string | null;
  date: string;
  url: string | null;
  /** The harness's own keyword reading, used only to balance the sample; never shown to the grader. */
  grave: boolean;
};

/**
 * A client as the run file keeps it (generate.ts --client): the profile the outputs were written for,
 * with the id the instance gave it. The grader is shown the profile (clientBlock), never the id.
 */
export type RunClient = ClientInput & { id: number };

/**
 * `clientId`: written for that client (RunFile.clients), with the item's `fit` for it as the trending
 * list gave it (kept for the report, never shown to the grader).
 */
export type RunItem = {
  input: ItemInput;
  angles: unknown[] | null;
  pitch: unknown;
  anglesError?: string;
  pitchError?: string;
  /** Index in `angles` of the angle the pitch was written for (the first pitchable one); 0 when absent. */
  pitchAngle?: number;
  clientId?: number;
  fit?: ClientFit | null;
  /** generate.ts --journalists: whom the pitch was addressed to, and what they really wrote (issue 30). */
  journalist?: { name: string; outlet: string; reason: string; recentArticles: string[] };
};
export type RunBrief = { input: Record<string, unknown>; ideas: unknown[] | null; error?: string; clientId?: number };
/** An item a client avoids, asked for angles anyway to record the refusal (a 409 is expected); not graded. */
export type RunExcludedCheck = {
  clientId: number;
  itemId: number;
  title: string;
  fit: ClientFit | null;
  status: number;
  message: string;
};
/** `address` is the page's real address (ROOT/sites/NAME/address.txt), shown to the grader instead of the loopback `url`. */
export type RunSite = {
  url: string;
  address: string | null;
  pageExcerpt: string;
  analysis: unknown;
  ideas: unknown[] | null;
  error?: string;
};

/** Everything generate.ts saw, raw: the API's answers and the inputs each output was written for. */
export type RunFile = {
  label: string;
  createdAt: string;
  baseUrl: string;
  feeds: unknown[];
  fetch: unknown;
  items: RunItem[];
  briefs: RunBrief[];
  sites: RunSite[];
  errors: { step: string; status: number; message: string }[];
  /** With --client: the profiles the items and briefs with a clientId were written for. */
  clients?: RunClient[];
  /** With --client: the avoided items asked for angles (each should have answered 409). */
  excludedChecks?: RunExcludedCheck[];
};

export const OUTPUT_TYPES = ['angle', 'pitch', 'brief idea', 'website idea'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

/** One output to grade: the input it was written for and the output, both as text. */
export type Output = { type: OutputType; run: string; input: string; text: string };
export type KeyEntry = { id: string; run: string; type: OutputType; input: string; text: string };

export const GRADES = ['use', 'adapt', 'discard'] as const;
export type Grade = (typeof GRADES)[number];
export const TAGS = ['generic', 'stiff', 'wrong subject', 'invented', 'unsafe', 'wrong market', 'placeholder', 'grammar'] as const;
export type GradeLine = { id: string; grade: Grade; tags: string[]; reason: string };

// ---------------------------------------------------------------- seeded order

/** The values in a seeded order: the product's own SeededRandom, so runs and packs are repeatable. */
export function shuffled<T>(values: readonly T[], seed: string): T[] {
  return new SeededRandom(seed).shuffle(values);
}

// ---------------------------------------------------------------- HTTP

export type Answer = { status: number; body: unknown };

/**
 * One JSON call with node:http, which has no response timeout of its own: with a stand-in answering
 * as the model, one generation can take many minutes. Network errors come back as status 0.
 */
export function callJson(method: string, url: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text.length > 0 ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: { message: error.message } }));
    if (payload) request.write(payload);
    request.end();
  });
}

/** The API's error message in words, for the run file. */
export function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown } | string | null;
  if (typeof body === 'string') return body.slice(0, 300);
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  return JSON.stringify(body).slice(0, 300);
}

// ---------------------------------------------------------------- text

/** Visible text of an HTML page, whitespace collapsed (scripts and styles dropped). */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d|section|address|title)>/gi, ' · ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/(\s*·\s*)+/g, ' · ')
    .replace(/^[\s·]+|[\s·]+$/g, '');
}

export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Fields that say who wrote an output or point into the database: never on the grader's sheet. */
const HIDDEN_FIELD = /^(id|.+Id|generatedBy|alternativesBy|createdAt)$/;

/** An output as readable markdown lines: each field once, lists as bullets, nothing that names the generator. */
export function renderOutput(output: unknown): string {
  if (output === null || typeof output !== 'object') return String(output);
  const lines: string[] = [];
  for (const [key, value] of Object.entries(output as Record<string, unknown>)) {
    if (HIDDEN_FIELD.test(key) || value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      lines.push(`- **${key}**:`);
      for (const entry of value) lines.push(`  - ${typeof entry === 'object' ? JSON.stringify(entry) : String(entry)}`);
    } else if (typeof value === 'object') {
      lines.push(`- **${key}**: ${JSON.stringify(value)}`);
    } else {
      lines.push(`- **${key}**: ${String(value).replace(/\n+/g, '\n  ')}`);
    }
  }
  return lines.join('\n');
}

function itemInput(input: ItemInput): string {
  return [
    `Story: "${input.title}"`,
    `Publication: ${input.publication ?? 'unknown'}, ${input.date.slice(0, 10)}`,
    `Text: ${input.excerpt || '(none)'}`,
  ].join('\n');
}

/**
 * Who an output was written for, as the grader reads it above the story or brief: the client's name,
 * sector, markets, spokespeople, own data, key messages, topics to avoid, tone and pitch contact.
 * Never the fit or any id.
 */
export function clientBlock(client: ClientInput): string {
  const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join('; ') : '(none)');
  const people = (client.spokespeople ?? []).map(
    (person) => `${person.name}, ${person.title}${person.expertise.length > 0 ? ` (${person.expertise.join(', ')})` : ''}`,
  );
  const contact = client.contact ? [client.contact.name, client.contact.email, client.contact.phone].filter(Boolean).join(', ') : '';
  return [
    `Written for: ${client.name}${client.sector ? ` — ${client.sector}` : ''}`,
    `Markets: ${client.markets.join(', ')}`,
    `Spokespeople: ${list(people)}`,
    `Own data: ${list(client.assets)}`,
    `Key messages: ${list(client.messages)}`,
    `Topics to avoid: ${list(client.avoidTopics)}`,
    `Tone: ${client.tone || '(none)'}`,
    `Pitch contact: ${contact || '(none)'}`,
    // The client's own "About us": pitches end with it, and a grader must not read its facts as invented.
    `Boilerplate: ${client.boilerplate || '(none)'}`,
  ].join('\n');
}

/** The client block and a blank line before an input written for a client; the input alone otherwise. */
function forClient(run: RunFile, clientId: number | undefined, input: string): string {
  if (clientId === undefined) return input;
  const client = run.clients?.find((candidate) => candidate.id === clientId);
  return client ? `${clientBlock(client)}\n\n${input}` : input;
}

function briefInput(brief: Record<string, unknown>): string {
  return `Brief: ${Object.entries(brief)
    .filter(([key]) => !HIDDEN_FIELD.test(key))
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ')}`;
}

/** Every output of a run, flattened per type, each with the input it was written for. */
export function flattenRun(run: RunFile): Output[] {
  const outputs: Output[] = [];
  for (const item of run.items) {
    const story = forClient(run, item.clientId, itemInput(item.input));
    for (const angle of item.angles ?? []) {
      outputs.push({ type: 'angle', run: run.label, input: story, text: renderOutput(angle) });
    }
    const first = item.angles?.[item.pitchAngle ?? 0] as { angle?: string; headline?: string | null } | undefined;
    if (item.pitch && first) {
      const angleLine = `Angle it was written for: ${first.angle ?? ''}${first.headline ? ` (headline: ${first.headline})` : ''}`;
      const addressee = item.journalist
        ? `\nAddressed to: ${item.journalist.name} (${item.journalist.outlet}), chosen because: ${item.journalist.reason}. Their real recent articles: ${item.journalist.recentArticles.map((title) => `"${title}"`).join('; ')}`
        : '';
      outputs.push({ type: 'pitch', run: run.label, input: `${story}\n${angleLine}${addressee}`, text: renderOutput(item.pitch) });
    }
  }
  for (const brief of run.briefs) {
    const input = forClient(run, brief.clientId, briefInput(brief.input));
    for (const idea of brief.ideas ?? []) {
      outputs.push({ type: 'brief idea', run: run.label, input, text: renderOutput(idea) });
    }
  }
  for (const site of run.sites) {
    for (const idea of site.ideas ?? []) {
      const text = site.pageExcerpt.replace(/(\s*·\s*)+/g, ' · ');
      const input = `Company home page: ${site.address ?? site.url}\nPage text: ${clip(text, 700)}`;
      outputs.push({ type: 'website idea', run: run.label, input, text: renderOutput(idea) });
    }
  }
  return outputs;
}

const ID_PREFIX: Record<OutputType, string> = { angle: 'A', pitch: 'P', 'brief idea': 'B', 'website idea': 'W' };

/**
 * Shuffles the outputs of all runs together per type and numbers them: the sheet (markdown, no run,
 * no generator) and the key (id → run, kept apart from the grader).
 */
export function blindPack(outputs: readonly Output[], seed: string): { sheet: string; key: KeyEntry[] } {
  const key: KeyEntry[] = [];
  const sections: string[] = [
    '# Grading sheet',
    '',
    'Grade every output as a senior PR editor would grade a junior’s draft today. Read each one fully.',
    '',
    '- **use**: would send or present it as it is.',
    '- **adapt**: the core is good; under two minutes of editing makes it usable.',
    '- **discard**: not worth editing.',
    '',
    `Tags (any number): ${TAGS.join(', ')}.`,
    '',
    'Write one JSON line per output into the grades file:',
    '`{"id":"A-001","grade":"adapt","tags":["generic"],"reason":"one line"}`',
  ];
  for (const type of OUTPUT_TYPES) {
    const ofType = shuffled(
      outputs.filter((output) => output.type === type),
      `${seed}:${type}`,
    );
    if (ofType.length === 0) continue;
    const plural = type.endsWith('h') ? `${type}es` : `${type}s`;
    sections.push('', `## ${plural[0]!.toUpperCase()}${plural.slice(1)} (${ofType.length})`);
    ofType.forEach((output, index) => {
      const id = `${ID_PREFIX[type]}-${String(index + 1).padStart(3, '0')}`;
      key.push({ id, run: output.run, type, input: output.input, text: output.text });
      sections.push('', `### ${id}`, '', '**Written for:**', '', quote(output.input), '', '**Output:**', '', output.text);
    });
  }
  return { sheet: `${sections.join('\n')}\n`, key };
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

// ---------------------------------------------------------------- tally

/** Reads the grader's JSONL; blank lines and lines with a null grade (not graded yet) are skipped. */
export function parseGrades(text: string): { grades: GradeLine[]; problems: string[] } {
  const grades: GradeLine[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const value = JSON.parse(line) as Partial<GradeLine> & { grade?: unknown };
      if (value.grade === null || value.grade === undefined) return;
      if (typeof value.id !== 'string' || !GRADES.includes(value.grade as Grade)) {
        problems.push(`line ${index + 1}: needs an id and a grade of ${GRADES.join('|')}`);
        return;
      }
      const tags = Array.isArray(value.tags) ? value.tags.map(String) : [];
      grades.push({ id: value.id, grade: value.grade as Grade, tags, reason: String(value.reason ?? '') });
    } catch {
      problems.push(`line ${index + 1}: not JSON`);
    }
  });
  return { grades, problems };
}

export type TallyRow = {
  run: string;
  type: OutputType;
  n: number;
  percent: Record<Grade, number>;
  tags: Record<string, number>;
  worst?: { id: string; grade: Grade; reason: string; text: string };
  best?: { id: string; grade: Grade; reason: string; text: string };
};

/** Per run and output type: n, use/adapt/discard %, tag counts, and one worst and one best output. */
export function tally(grades: readonly GradeLine[], key: readonly KeyEntry[]): TallyRow[] {
  const byId = new Map(key.map((entry) => [entry.id, entry]));
  const groups = new Map<string, { entry: KeyEntry; grade: GradeLine }[]>();
  for (const grade of grades) {
    const entry = byId.get(grade.id);
    if (!entry) continue;
    const name = `${entry.run}\u0000${entry.type}`;
    groups.set(name, [...(groups.get(name) ?? []), { entry, grade }]);
  }
  const rows: TallyRow[] = [];
  for (const [name, members] of groups) {
    const [run, type] = name.split('\u0000') as [string, OutputType];
    const count = (grade: Grade) => members.filter((member) => member.grade.grade === grade).length;
    const percent = Object.fromEntries(GRADES.map((grade) => [grade, Math.round((100 * count(grade)) / members.length)])) as Record<
      Grade,
      number
    >;
    const tags: Record<string, number> = {};
    for (const member of members) for (const tag of member.grade.tags) tags[tag] = (tags[tag] ?? 0) + 1;
    const rank = (member: { grade: GradeLine }) => GRADES.indexOf(member.grade.grade) * 100 + member.grade.tags.length;
    const ordered = [...members].sort((a, b) => rank(a) - rank(b) || a.entry.id.localeCompare(b.entry.id));
    const pick = (member: (typeof members)[number] | undefined) =>
      member && { id: member.entry.id, grade: member.grade.grade, reason: member.grade.reason, text: member.entry.text };
    rows.push({ run, type, n: members.length, percent, tags, best: pick(ordered[0]), worst: pick(ordered[ordered.length - 1]) });
  }
  return rows.sort((a, b) => OUTPUT_TYPES.indexOf(a.type) - OUTPUT_TYPES.indexOf(b.type) || a.run.localeCompare(b.run));
}
