// CLI: node --import ./bench/ts-hook.mjs bench/ai/builtin-quality.ts [DATA_DIR] [--examples N] [--dump FILE]
// Runs every task of the built-in generator over the real recorded inputs in DATA_DIR (default
// ../shared/data, next to the repository) and prints the problems found per task, with examples.
// --dump writes every answer as JSON, to compare two versions of the generator side by side.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateBuiltinQuality, formatQualityReport } from './builtin-quality-report.js';
import { loadRealInputs } from './builtin-quality-inputs.js';

const { values: options, positionals } = parseArgs({
  options: { examples: { type: 'string' }, dump: { type: 'string' } },
  allowPositionals: true,
});
const examples = Number(options.examples ?? 5);
const dump = options.dump;
const dataDir = path.resolve(positionals[0] ?? '../shared/data');
if (!existsSync(dataDir)) {
  console.error(`No recorded data at ${dataDir}; pass the folder: node --import ./bench/ts-hook.mjs bench/ai/builtin-quality.ts DATA_DIR`);
  process.exit(1);
}

const inputs = await loadRealInputs(dataDir);
console.log(
  `Real inputs from ${dataDir}: ${inputs.items.length} items, ${inputs.websites.length} websites, ${inputs.headlines.length} headlines`,
);
const report = await evaluateBuiltinQuality(inputs);
console.log(formatQualityReport(report, Number.isFinite(examples) ? examples : 5));
if (dump) {
  writeFileSync(dump, JSON.stringify(report.answers, null, 1));
  console.log(`\nAnswers written to ${dump}`);
}
