// CLI: node --import ./bench/ts-hook.mjs bench/grading/blind-pack.ts --out DIR [--seed S] RUN.json [RUN.json ...]
// Flattens the outputs of one or more run files per type (angle, pitch, brief idea, website idea),
// shuffles them together with the seed and writes, into DIR:
//   sheet.md               for the grader: per output an id, the input it was written for and the output
//                          (no run, no generator: generatedBy and database ids are left out)
//   grades.jsonl           one line per id for the grader to fill (grade, tags, reason)
//   key.json               id → run, type and text, for tally.ts: keep it away from the grader
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blindPack, flattenRun, type RunFile } from './grading.js';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, seed: { type: 'string', default: 'blind-1' } },
  allowPositionals: true,
});
if (!values.out || positionals.length === 0) {
  console.error('Usage: blind-pack.ts --out DIR [--seed S] RUN.json [RUN.json ...]');
  process.exit(1);
}
const runs = positionals.map((file) => JSON.parse(readFileSync(file, 'utf8')) as RunFile);
const labels = runs.map((run) => run.label);
if (new Set(labels).size !== labels.length) {
  console.error(`Two run files share a label (${labels.join(', ')}); the key could not tell them apart.`);
  process.exit(1);
}
const { sheet, key } = blindPack(runs.flatMap(flattenRun), values.seed);
mkdirSync(values.out, { recursive: true });
writeFileSync(path.join(values.out, 'sheet.md'), sheet);
writeFileSync(path.join(values.out, 'key.json'), `${JSON.stringify(key, null, 2)}\n`);
writeFileSync(
  path.join(values.out, 'grades.jsonl'),
  key.map((entry) => `${JSON.stringify({ id: entry.id, grade: null, tags: [], reason: '' })}\n`).join(''),
);
const perType = new Map<string, number>();
for (const entry of key) perType.set(entry.type, (perType.get(entry.type) ?? 0) + 1);
console.log(
  `${key.length} outputs from ${labels.join(', ')} (${[...perType].map(([type, n]) => `${n} ${type}`).join(', ')}) → ` +
    `${path.join(values.out, 'sheet.md')}, grades.jsonl; key.json kept beside them: move it away before the grader starts.`,
);
