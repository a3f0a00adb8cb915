// Calls per second of the built-in generator, per task, through the engine (so key hashing and answer
// validation are counted, as in production), over the realistic sample inputs.
import { AiEngine } from '../../src/platform/ai/ai-engine.js';
import type { AiTask } from '../../src/platform/ai/ai-task.js';
import { createBuiltinProvider } from '../../src/modules/generation/builtin/builtin-generators.js';
import { InMemoryGenerationCache } from '../../src/platform/ai/generation-cache.js';
import { briefIdeasTask } from '../../src/modules/generation/tasks/brief-ideas.task.js';
import { campaignDetailsTask } from '../../src/modules/generation/tasks/campaign-details.task.js';
import { headlineAlternativesTask } from '../../src/modules/generation/tasks/headline-alternatives.task.js';
import { pitchEmailTask, type PitchEmailInput } from '../../src/modules/generation/tasks/pitch-email.task.js';
import { prAnglesTask } from '../../src/modules/generation/tasks/pr-angles.task.js';
import { themeHeadlinesTask } from '../../src/modules/generation/tasks/theme-headlines.task.js';
import { trendingCampaignTask } from '../../src/modules/generation/tasks/trending-campaign.task.js';
import { websiteIdeasTask } from '../../src/modules/generation/tasks/website-ideas.task.js';
import { forgetRecentHeadlineAnalyses } from '../../src/modules/headline-analysis/headline-analysis.js';
import {
  SAMPLE_BRIEF_INPUTS,
  SAMPLE_DETAILS_INPUTS,
  SAMPLE_HEADLINE_INPUTS,
  SAMPLE_THEME_INPUTS,
  SAMPLE_TRENDING_ITEMS,
  SAMPLE_WEBSITE_INPUTS,
} from './ai-sample-inputs.js';

export type AiBenchRow = {
  task: string;
  calls: number;
  callsPerSecond: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
};

export type AiBenchOptions = {
  /** Minimum measuring time per task; every sample input runs at least once. */
  minMsPerTask?: number;
};

type Workload = { task: AiTask<never, unknown, unknown>; inputs: readonly unknown[] };

/** Runs every task's sample inputs through the built-in generator and measures each call. */
export async function runAiBench(options: AiBenchOptions = {}): Promise<AiBenchRow[]> {
  const minMs = options.minMsPerTask ?? 1000;
  const engine = new AiEngine({ provider: createBuiltinProvider(), cache: new InMemoryGenerationCache() });

  const pitchInputs: PitchEmailInput[] = [];
  for (const item of SAMPLE_TRENDING_ITEMS) {
    const { output } = await engine.generate(prAnglesTask, item);
    pitchInputs.push({ angle: output[0]!, plan: output[0]!.plan, item });
  }
  const workloads = [
    { task: prAnglesTask, inputs: SAMPLE_TRENDING_ITEMS },
    { task: pitchEmailTask, inputs: pitchInputs },
    { task: trendingCampaignTask, inputs: SAMPLE_TRENDING_ITEMS.map((item) => ({ item, plan: null })) },
    { task: briefIdeasTask, inputs: SAMPLE_BRIEF_INPUTS },
    { task: themeHeadlinesTask, inputs: SAMPLE_THEME_INPUTS },
    { task: campaignDetailsTask, inputs: SAMPLE_DETAILS_INPUTS },
    { task: websiteIdeasTask, inputs: SAMPLE_WEBSITE_INPUTS },
    { task: headlineAlternativesTask, inputs: SAMPLE_HEADLINE_INPUTS },
  ] as unknown as Workload[];

  const rows: AiBenchRow[] = [];
  for (const { task, inputs } of workloads) {
    for (const input of inputs) await engine.generate(task, input as never); // warm-up
    const durations: number[] = [];
    const started = performance.now();
    do {
      for (const input of inputs) {
        // Every call cold: the headline rewriter remembers recent analyses, and the inputs repeat.
        forgetRecentHeadlineAnalyses();
        const callStarted = performance.now();
        await engine.generate(task, input as never);
        durations.push(performance.now() - callStarted);
      }
    } while (performance.now() - started < minMs);
    const elapsed = performance.now() - started;
    durations.sort((a, b) => a - b);
    rows.push({
      task: task.name,
      calls: durations.length,
      callsPerSecond: durations.length / (elapsed / 1000),
      meanMs: durations.reduce((sum, ms) => sum + ms, 0) / durations.length,
      p95Ms: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))]!,
      maxMs: durations[durations.length - 1]!,
    });
  }
  return rows;
}

/** The rows as a fixed-width table. */
export function formatAiBench(rows: readonly AiBenchRow[]): string {
  const header = `${'task'.padEnd(24)}${'calls'.padStart(8)}${'calls/s'.padStart(10)}${'mean ms'.padStart(10)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`;
  const lines = rows.map(
    (row) =>
      `${row.task.padEnd(24)}${String(row.calls).padStart(8)}${row.callsPerSecond.toFixed(0).padStart(10)}${row.meanMs.toFixed(2).padStart(10)}${row.p95Ms.toFixed(2).padStart(9)}${row.maxMs.toFixed(2).padStart(9)}`,
  );
  return ['Built-in AI generator, through AiEngine (validation included), sample inputs', header, ...lines].join('\n');
}
