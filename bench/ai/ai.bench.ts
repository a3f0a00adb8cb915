// CLI: prints calls per second per task of the built-in AI generator.
// Run: node --import ./bench/ts-hook.mjs bench/ai/ai.bench.ts [MIN_MS_PER_TASK]
import { formatAiBench, runAiBench } from './ai-bench.js';

const minMsPerTask = Number(process.argv[2] ?? 1000);
console.log(formatAiBench(await runAiBench({ minMsPerTask: Number.isFinite(minMsPerTask) ? minMsPerTask : 1000 })));
