// Turns a run into rates (the JSON --save writes and --baseline reads) and prints them as one table:
// rows are defects, columns output types, cells "n/N (p%)", or "before → after" against a baseline.
import { DEFECTS, type Defect } from './quality-checks.js';
import { APPLIES, inDenominator, OUTPUT_TYPES, type OutputRecord, type OutputType, type QualityRun } from './quality-run.js';

export type Rate = { n: number; N: number };
export type QualitySummary = {
  model: string;
  counts: QualityRun['counts'];
  /** Outputs with the defect over outputs it applies to; null where it does not apply. */
  cells: Record<Defect, Record<OutputType, Rate | null>>;
  /** Outputs, outputs with any defect, and answers the validator rejected, per type. */
  totals: Record<OutputType, { outputs: number; defective: number; invalid: number }>;
};

/** The issue's aims: what "after" has to reach. */
export const AIMS: Partial<Record<Defect, number>> = {
  'unsafe-kind-on-sensitive': 0,
  'invented-count': 0,
  placeholder: 0,
  'angle-pitch-contradiction': 0,
  'repeated-opening': 0.2,
};

export function summarize(run: QualityRun): QualitySummary {
  const cells = Object.fromEntries(
    DEFECTS.map((defect) => [
      defect,
      Object.fromEntries(
        OUTPUT_TYPES.map((type) => {
          if (!APPLIES[defect].includes(type)) return [type, null];
          const counted = run.outputs.filter((record) => record.type === type && inDenominator(defect, record));
          return [type, { n: counted.filter((record) => (record.findings[defect] ?? []).length > 0).length, N: counted.length }];
        }),
      ),
    ]),
  ) as QualitySummary['cells'];
  const totals = Object.fromEntries(
    OUTPUT_TYPES.map((type) => {
      const ofType = run.outputs.filter((record) => record.type === type);
      return [type, { outputs: ofType.length, defective: ofType.filter(isDefective).length, invalid: run.invalid[type].length }];
    }),
  ) as QualitySummary['totals'];
  return { model: run.model, counts: run.counts, cells, totals };
}

export function isDefective(record: OutputRecord): boolean {
  return Object.values(record.findings).some((problems) => (problems ?? []).length > 0);
}

function percent(rate: Rate): string {
  return rate.N === 0 ? '0/0' : `${rate.n}/${rate.N} (${Math.round((100 * rate.n) / rate.N)}%)`;
}

function cell(after: Rate | null, before?: Rate | null): string {
  if (!after) return '–';
  if (before === undefined) return percent(after);
  return `${before ? percent(before) : '–'} → ${percent(after)}`;
}

const SHORT: Record<OutputType, string> = {
  angles: 'angles',
  pitches: 'pitches',
  campaigns: 'campaigns',
  'brief ideas': 'brief ideas',
  'theme headlines': 'theme headl.',
  'campaign details': 'camp. details',
  'website ideas': 'website ideas',
  'headline alternatives': 'headline alts',
};

/** The table as Markdown: readable in a terminal, pasteable into the issue. */
export function formatTable(summary: QualitySummary, baseline?: QualitySummary): string {
  const header = ['defect', ...OUTPUT_TYPES.map((type) => SHORT[type])];
  const rows = DEFECTS.map((defect) => [
    defect,
    ...OUTPUT_TYPES.map((type) => cell(summary.cells[defect][type], baseline ? (baseline.cells[defect]?.[type] ?? null) : undefined)),
  ]);
  const total = (summary_: QualitySummary, type: OutputType): Rate => ({
    n: summary_.totals[type].defective,
    N: summary_.totals[type].outputs,
  });
  rows.push([
    'any defect (outputs)',
    ...OUTPUT_TYPES.map((type) => cell(total(summary, type), baseline?.totals[type] ? total(baseline, type) : baseline ? null : undefined)),
  ]);
  rows.push([
    'invalid answers',
    ...OUTPUT_TYPES.map((type) =>
      baseline ? `${baseline.totals[type]?.invalid ?? '–'} → ${summary.totals[type].invalid}` : String(summary.totals[type].invalid),
    ),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Where "after" misses an aim of the issue; empty when every aim is met. */
export function missedAims(summary: QualitySummary): string[] {
  const defects = Object.entries(AIMS).flatMap(([defect, aim]) =>
    OUTPUT_TYPES.flatMap((type) => {
      const rate = summary.cells[defect as Defect][type];
      if (!rate || rate.N === 0 || rate.n / rate.N <= aim!) return [];
      return [`${defect} / ${type}: ${percent(rate)}, aim ≤ ${Math.round(aim! * 100)}%`];
    }),
  );
  // An answer the task's validator refuses reaches the user as an error, and its outputs are missing
  // from every rate above: the aims are only met when there is none.
  const invalid = OUTPUT_TYPES.filter((type) => summary.totals[type].invalid > 0).map(
    (type) => `invalid answers / ${type}: ${summary.totals[type].invalid}, aim 0`,
  );
  return [...defects, ...invalid];
}

/**
 * Up to `count` outputs per type, verbatim with their findings: half written for sensitive inputs,
 * half for ordinary ones, spread over the inputs rather than the first few.
 */
export function formatExamples(run: QualityRun, count: number): string {
  const lines: string[] = [];
  for (const type of OUTPUT_TYPES) {
    const ofType = run.outputs.filter((record) => record.type === type);
    if (ofType.length === 0) continue;
    const sensitive = ofType.filter((record) => record.kinds.length > 0);
    const ordinary = ofType.filter((record) => record.kinds.length === 0);
    const wantSensitive = Math.min(sensitive.length, Math.ceil(count / 2));
    const picked = [...spread(sensitive, wantSensitive), ...spread(ordinary, count - wantSensitive)];
    lines.push('', `## ${type} (${picked.length} of ${ofType.length})`);
    for (const record of picked) {
      lines.push('', `### input${record.kinds.length > 0 ? ` [sensitive: ${record.kinds.join(', ')}]` : ''}: ${record.input}`);
      lines.push(JSON.stringify(record.output, null, 2));
      const found = Object.entries(record.findings).filter(([, problems]) => (problems ?? []).length > 0);
      lines.push(
        found.length === 0 ? '→ no defect found' : found.map(([defect, problems]) => `→ ${defect}: ${problems!.join(' | ')}`).join('\n'),
      );
    }
  }
  return lines.join('\n');
}

function spread<T>(values: readonly T[], count: number): T[] {
  if (count <= 0 || values.length === 0) return [];
  if (values.length <= count) return [...values];
  const step = values.length / count;
  return Array.from({ length: count }, (_, index) => values[Math.floor(index * step)]!);
}
