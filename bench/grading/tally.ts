// CLI: node --import ./bench/ts-hook.mjs bench/grading/tally.ts --grades grades.jsonl --key key.json
// Prints, per run and output type: n, use/adapt/discard %, tag counts, and the worst and the best
// output verbatim with the grader's reason (GRADING.md step 4).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type KeyEntry, parseGrades, tally } from './grading.js';

const { values } = parseArgs({ options: { grades: { type: 'string' }, key: { type: 'string' } } });
if (!values.grades || !values.key) {
  console.error('Usage: tally.ts --grades grades.jsonl --key key.json');
  process.exit(1);
}
const key = JSON.parse(readFileSync(values.key, 'utf8')) as KeyEntry[];
const { grades, problems } = parseGrades(readFileSync(values.grades, 'utf8'));
for (const problem of problems) console.warn(`grades: ${problem}`);
const known = new Set(key.map((entry) => entry.id));
const unknown = grades.filter((grade) => !known.has(grade.id));
if (unknown.length > 0) console.warn(`grades: ${unknown.length} ids not in the key (${unknown.map((grade) => grade.id).join(', ')})`);
console.log(`${grades.length} of ${key.length} outputs graded\n`);

const rows = tally(grades, key);
console.log('| run | type | n | use % | adapt % | discard % | tags |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const tags = Object.entries(row.tags)
    .sort((a, b) => b[1] - a[1])
    .map(([tag, n]) => `${tag} ${n}`)
    .join(', ');
  console.log(
    `| ${row.run} | ${row.type} | ${row.n} | ${row.percent.use} | ${row.percent.adapt} | ${row.percent.discard} | ${tags || '—'} |`,
  );
}
for (const row of rows) {
  for (const [label, pick] of [
    ['Best', row.best],
    ['Worst', row.worst],
  ] as const) {
    if (!pick) continue;
    console.log(`\n### ${label} ${row.type}, ${row.run}: ${pick.id} (${pick.grade}) ${pick.reason}\n\n${pick.text}`);
  }
}
