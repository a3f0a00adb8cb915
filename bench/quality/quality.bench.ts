// CLI: npm run bench:quality -- [DATA_DIR] [--baseline FILE] [--save FILE] [--examples N] [--dump FILE]
// Runs every built-in generator over the real recorded inputs in DATA_DIR (default ../shared/data)
// and prints, per output type, the rate of each defect of issue #13 (see quality-checks.ts). Against
// a baseline (default bench/quality/baseline-before.json, the generator before the issue) each cell
// reads "before → after". --save writes the summary a later run reads with --baseline; --dump writes
// every output with its findings; --examples N prints N verbatim outputs per type.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadQualityInputs } from './quality-inputs.js';
import { formatExamples, formatTable, missedAims, summarize, type QualitySummary } from './quality-report.js';
import { runQuality } from './quality-run.js';

const DEFAULT_BASELINE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-before.json');

const { values: options, positionals } = parseArgs({
  options: { baseline: { type: 'string' }, save: { type: 'string' }, examples: { type: 'string' }, dump: { type: 'string' } },
  allowPositionals: true,
});
const baselineFile = options.baseline ?? (existsSync(DEFAULT_BASELINE) ? DEFAULT_BASELINE : undefined);
const save = options.save;
const examples = Number(options.examples ?? 0);
const dump = options.dump;
const dataDir = path.resolve(positionals[0] ?? '../shared/data');
if (!existsSync(dataDir)) {
  console.error(`No recorded data at ${dataDir}; pass the folder: npm run bench:quality -- DATA_DIR`);
  process.exit(1);
}

const started = performance.now();
const inputs = await loadQualityInputs(dataDir);
const run = await runQuality(inputs);
const summary = summarize(run);
const baseline = baselineFile ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as QualitySummary) : undefined;

const { counts } = run;
console.log(
  `Generator ${run.model} on ${dataDir}: ${counts.items} items (${counts.sensitiveItems} sensitive), ${counts.briefs} briefs, ` +
    `10 themes, ${counts.websites} home pages, ${counts.headlines} headlines; ${run.outputs.length} outputs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (baseline) console.log(`Baseline: ${path.relative(process.cwd(), baselineFile!)} (${baseline.model}); cells read before → after`);
console.log(
  'Cells: outputs with the defect / outputs it applies to (unsafe-kind: outputs for sensitive inputs only); – where it does not apply.\n',
);
console.log(formatTable(summary, baseline));
const missed = missedAims(summary);
console.log(
  missed.length === 0
    ? '\nEvery aim of issue #13 is met.'
    : `\nAims missed (${missed.length}):\n${missed.map((miss) => `- ${miss}`).join('\n')}`,
);
if (examples > 0) console.log(formatExamples(run, examples));
if (save) {
  writeFileSync(save, `${JSON.stringify(summary, null, 1)}\n`);
  console.log(`\nSummary written to ${save}`);
}
if (dump) {
  writeFileSync(dump, JSON.stringify({ summary, outputs: run.outputs, invalid: run.invalid }, null, 1));
  console.log(`\nOutputs and findings written to ${dump}`);
}
