// Runs every task of the built-in generator over real inputs and counts the faults the checks in
// builtin-quality-checks.ts find, per task and per problem, with examples to read.
import { PR_CATEGORIES, THEMES } from '../../src/contracts/ideas.contract.js';
import { checkAnswer, type AiTask } from '../../src/platform/ai/ai-task.js';
import { createBuiltinProvider } from '../../src/modules/generation/builtin/builtin-generators.js';
import { THEME_TOPICS } from '../../src/modules/generation/builtin/knowledge/theme-topics.js';
import { analyzeText } from '../../src/modules/generation/builtin/text-analysis.js';
import type { BriefIdeasInput } from '../../src/modules/generation/tasks/brief-ideas.task.js';
import { briefIdeasTask } from '../../src/modules/generation/tasks/brief-ideas.task.js';
import { campaignDetailsTask, type CampaignDetailsInput } from '../../src/modules/generation/tasks/campaign-details.task.js';
import { headlineAlternativesTask } from '../../src/modules/generation/tasks/headline-alternatives.task.js';
import { pitchEmailTask } from '../../src/modules/generation/tasks/pitch-email.task.js';
import { prAnglesTask } from '../../src/modules/generation/tasks/pr-angles.task.js';
import { themeHeadlinesTask } from '../../src/modules/generation/tasks/theme-headlines.task.js';
import { trendingCampaignTask } from '../../src/modules/generation/tasks/trending-campaign.task.js';
import type { AiTrendingItem } from '../../src/modules/generation/tasks/trending-item.input.js';
import { websiteIdeasTask } from '../../src/modules/generation/tasks/website-ideas.task.js';
import {
  headlineFindings,
  isExplainerFiller,
  QUALITY_NOTES,
  QUALITY_PROBLEMS,
  repeatedPhrases,
  subjectFindings,
  textFindings,
  type QualityFinding,
  type QualityProblem,
} from './builtin-quality-checks.js';
import type { RealInputs } from './builtin-quality-inputs.js';
import { SAMPLE_BRIEF_INPUTS } from './ai-sample-inputs.js';

export type QualityExample = { input: string; text: string };
type Counted = QualityProblem | 'invalid-answer' | (typeof QUALITY_NOTES)[number];
export type TaskQuality = {
  task: string;
  inputs: number;
  counts: Record<Counted, number>;
  examples: Partial<Record<Counted, QualityExample[]>>;
  maxMs: number;
  meanMs: number;
};
export type QualityReport = {
  tasks: TaskQuality[];
  /** Every answer, by task, for reading and for comparing two versions of the generator. */
  answers: Record<string, Array<{ input: string; output: unknown }>>;
};

const EXAMPLES_KEPT = 12;
const THEME_TOPIC_PHRASES = Object.values(THEME_TOPICS).flatMap((theme) => theme.topics);

/** A task's tally: findings per input, headlines per input (for the shared-headline count), timings. */
class Tally {
  readonly quality: TaskQuality;
  /** Headline → the inputs it was written for (one per story). */
  private readonly headlineInputs = new Map<string, Map<string, string>>();
  private readonly durations: number[] = [];

  constructor(task: string) {
    const counts = Object.fromEntries(
      [...QUALITY_PROBLEMS, 'invalid-answer', ...QUALITY_NOTES].map((problem) => [problem, 0]),
    ) as TaskQuality['counts'];
    this.quality = { task, inputs: 0, counts, examples: {}, maxMs: 0, meanMs: 0 };
  }

  add(input: string, findings: ReadonlyArray<QualityFinding | { problem: 'invalid-answer'; text: string }>): void {
    for (const finding of findings) {
      this.quality.counts[finding.problem] += 1;
      const examples = (this.quality.examples[finding.problem] ??= []);
      if (examples.length < EXAMPLES_KEPT) examples.push({ input, text: finding.text });
    }
  }

  /** Notes a headline written for an input; `story` groups inputs that tell one story (an A/B pair). */
  headline(input: string, headline: string, story = input): void {
    const key = headline.toLowerCase();
    const stories = this.headlineInputs.get(key) ?? new Map<string, string>();
    if (![...stories.values()].includes(story)) stories.set(input, story);
    this.headlineInputs.set(key, stories);
  }

  timed<T>(run: () => T): T {
    const started = performance.now();
    const result = run();
    this.durations.push(performance.now() - started);
    return result;
  }

  finish(): TaskQuality {
    for (const [headline, inputs] of this.headlineInputs) {
      if (inputs.size > 1) {
        this.add([...inputs.keys()].slice(0, 3).join(' | '), [
          { problem: 'shared-headline', text: `${inputs.size} stories || ${headline}` },
        ]);
      }
    }
    this.quality.maxMs = Math.max(0, ...this.durations);
    this.quality.meanMs = this.durations.reduce((sum, ms) => sum + ms, 0) / Math.max(1, this.durations.length);
    return this.quality;
  }
}

/** Runs the generator on every input of every task and tallies the problems. */
export async function evaluateBuiltinQuality(inputs: RealInputs): Promise<QualityReport> {
  const provider = createBuiltinProvider();
  const answers: QualityReport['answers'] = {};
  const tasks: TaskQuality[] = [];

  /** Generates synchronously under the timer (the built-in provider resolves at once), then validates. */
  async function run<TInput, TOutput, TAnswer>(tally: Tally, task: AiTask<TInput, TOutput, TAnswer>, key: string, input: TInput) {
    tally.quality.inputs += 1;
    const pending = tally.timed(() => provider.generate(task, input));
    const answer = await pending;
    (answers[task.name] ??= []).push({ input: key, output: answer });
    const checked = checkAnswer(task, input, answer);
    if (!checked.ok) {
      tally.add(key, [{ problem: 'invalid-answer', text: checked.problems.join('; ') }]);
      return null;
    }
    return checked.output;
  }

  const itemPhrases = (item: AiTrendingItem) => {
    const analysis = analyzeText(item.title, item.content);
    return { analysis, phrases: [analysis.subject, analysis.topic] };
  };

  // What the titles are read as, once per item: the subject every item task builds on.
  const subjects = new Tally('(item subjects)');
  for (const item of inputs.items) {
    const { analysis } = itemPhrases(item);
    subjects.quality.inputs += 1;
    subjects.add(item.title, subjectFindings(item.title, analysis.subject, analysis.topic, analysis.subjectKind === 'none'));
  }
  tasks.push(subjects.finish());

  const angles = new Tally(prAnglesTask.name);
  const pitch = new Tally(pitchEmailTask.name);
  const campaign = new Tally(trendingCampaignTask.name);
  for (const item of inputs.items) {
    const { analysis, phrases } = itemPhrases(item);
    const source = `${item.title} ${item.content ?? ''}`;
    const output = await run(angles, prAnglesTask, item.title, item);
    if (output) {
      for (const angle of output) {
        angles.add(item.title, [...textFindings(angle.angle, phrases, source), ...headlineFindings(angle.headline ?? '', phrases, source)]);
        if (angle.headline) {
          angles.headline(item.title, angle.headline);
          if (isExplainerFiller(angle.headline, item.title, analysis.subject, analysis.people)) {
            angles.add(item.title, [{ problem: 'explainer-filler', text: angle.headline }]);
          }
        }
      }
      const repeated = repeatedPhrases(
        output.map((angle) => angle.angle),
        source,
      );
      angles.add(
        item.title,
        repeated.map((text) => ({ problem: 'repeated-phrase' as const, text })),
      );
      const repeatedHeadlines = repeatedPhrases(
        output.map((angle) => angle.headline ?? ''),
        source,
      );
      angles.add(
        item.title,
        repeatedHeadlines.map((text) => ({ problem: 'repeated-phrase' as const, text: `headlines: ${text}` })),
      );

      const email = await run(pitch, pitchEmailTask, item.title, { angle: output[0]!, plan: output[0]!.plan, item });
      if (email) {
        pitch.add(
          item.title,
          headlineFindings(email.subject, phrases, source).filter((finding) => finding.problem !== 'long-headline'),
        );
        for (const paragraph of email.body.split('\n')) pitch.add(item.title, textFindings(paragraph, phrases, source));
      }
    }

    const idea = await run(campaign, trendingCampaignTask, item.title, { item, plan: null });
    if (idea) {
      campaign.add(item.title, [...textFindings(idea.title, phrases, source), ...textFindings(idea.description, phrases, source)]);
      for (const headline of idea.headlines) {
        campaign.add(item.title, headlineFindings(headline, phrases, source));
        campaign.headline(item.title, headline);
        if (isExplainerFiller(headline, item.title, analysis.subject, analysis.people)) {
          campaign.add(item.title, [{ problem: 'explainer-filler', text: headline }]);
        }
      }
    }
  }
  tasks.push(angles.finish(), pitch.finish(), campaign.finish());

  // Brief ideas ride on real titles as grounding trends.
  const briefs = new Tally(briefIdeasTask.name);
  const items = inputs.items;
  for (const [index, sample] of SAMPLE_BRIEF_INPUTS.entries()) {
    const trends =
      items.length === 0
        ? []
        : [0, 1].map((offset) => {
            const item = items[(index * 37 + offset * 11) % items.length]!;
            return {
              title: item.title,
              source_platform:
                item.source === 'reddit' ? 'Reddit' : item.source === 'x_trending' ? 'X (Twitter)' : (item.publication ?? 'News'),
              trend_link: `https://example.com/trend/${index}/${offset}`,
              time_to_live_days: 5,
              sensitivity: item.sensitivity,
            };
          });
    const input: BriefIdeasInput = { ...sample, trends };
    const key = `${sample.brief.brand_name} + ${trends.map((trend) => trend.title).join(' + ')}`;
    const phrases = [
      ...trends.map((trend) => analyzeText(trend.title).subject),
      ...(sample.brief.primary_expertise ? [sample.brief.primary_expertise] : []),
      ...THEME_TOPIC_PHRASES,
    ];
    const source = trends.map((trend) => trend.title).join(' ');
    for (const trend of trends) {
      const analysis = analyzeText(trend.title);
      briefs.add(key, subjectFindings(trend.title, analysis.subject, analysis.subject, analysis.subjectKind === 'none'));
    }
    const output = await run(briefs, briefIdeasTask, key, input);
    for (const idea of output ?? []) {
      briefs.add(key, [
        ...headlineFindings(idea.title, phrases, source),
        ...textFindings(idea.one_sentence_pitch, phrases, source),
        ...textFindings(idea.hook, phrases, source),
      ]);
      for (const step of idea.implementation_steps ?? []) briefs.add(key, textFindings(step, phrases, source));
    }
  }
  tasks.push(briefs.finish());

  const themes = new Tally(themeHeadlinesTask.name);
  for (const theme of THEMES) {
    const output = await run(themes, themeHeadlinesTask, theme.key, { theme: theme.key });
    for (const headline of output ?? []) {
      themes.add(theme.key, [
        ...headlineFindings(headline.headline, THEME_TOPIC_PHRASES),
        ...textFindings(headline.hook, THEME_TOPIC_PHRASES),
      ]);
      themes.headline(theme.key, headline.headline);
    }
  }
  tasks.push(themes.finish());

  // Campaign details for real headlines: news titles and Upworthy headlines, over every theme and category.
  const details = new Tally(campaignDetailsTask.name);
  const detailHeadlines = [
    ...items.filter((item) => item.source === 'news').map((item) => item.title),
    ...inputs.headlines.slice(0, 300).map((input) => input.headline),
  ];
  for (const [index, headline] of detailHeadlines.entries()) {
    const input: CampaignDetailsInput = {
      headline,
      theme: THEMES[index % THEMES.length]!.key,
      category: PR_CATEGORIES[index % PR_CATEGORIES.length]!.name,
    };
    const analysis = analyzeText(headline);
    const phrases = [analysis.subject, analysis.topic, ...THEME_TOPIC_PHRASES];
    const output = await run(details, campaignDetailsTask, headline, input);
    if (!output) continue;
    details.add(headline, textFindings(output.coverageHook.replace(`"${headline}"`, '"…"'), phrases, headline));
    for (const step of output.dataPlan) details.add(headline, textFindings(step, phrases, headline));
    details.add(headline, textFindings(output.resources, phrases, headline));
  }
  tasks.push(details.finish());

  const websites = new Tally(websiteIdeasTask.name);
  for (const site of inputs.websites) {
    const analysis = analyzeText(
      site.description ?? site.title ?? site.url,
      [site.businessType, site.targetAudience, ...site.keyMessages].join('. '),
    );
    const phrases = [analysis.subject, analysis.topic, ...THEME_TOPIC_PHRASES];
    websites.add(
      site.url,
      subjectFindings(site.description ?? site.title ?? site.url, analysis.subject, analysis.topic, analysis.subjectKind === 'none').filter(
        (finding) => finding.problem !== 'clause-subject',
      ),
    );
    const output = await run(websites, websiteIdeasTask, site.url, site);
    for (const idea of output ?? []) {
      websites.add(site.url, [
        ...headlineFindings(idea.title, phrases),
        ...textFindings(idea.description, phrases),
        ...textFindings(idea.newsHook, phrases),
      ]);
      for (const step of idea.implementationSteps) websites.add(site.url, textFindings(step, phrases));
      websites.headline(site.url, idea.title);
    }
  }
  tasks.push(websites.finish());

  const alternatives = new Tally(headlineAlternativesTask.name);
  for (const input of inputs.headlines) {
    const analysis = analyzeText(input.headline);
    const phrases = [analysis.subject, analysis.topic];
    alternatives.add(
      input.headline,
      subjectFindings(input.headline, analysis.subject, analysis.topic, analysis.subjectKind === 'none').filter(
        (finding) => finding.problem !== 'clause-subject',
      ),
    );
    const output = await run(alternatives, headlineAlternativesTask, input.headline, input);
    for (const alternative of output ?? []) {
      // Rewrites keep the original's words, so only faults the rewrite added count.
      const own = new Set(headlineFindings(input.headline, phrases).map((finding) => finding.text.split(' || ')[0]));
      alternatives.add(
        input.headline,
        headlineFindings(alternative, phrases, input.headline).filter((finding) => !own.has(finding.text.split(' || ')[0])),
      );
      alternatives.headline(input.headline, alternative, inputs.headlineStories.get(input.headline));
    }
  }
  tasks.push(alternatives.finish());

  return { tasks, answers };
}

/** Counts per task and problem, a total per problem, then examples of every problem found. */
export function formatQualityReport(report: QualityReport, examplesPerProblem = 5): string {
  const problems = [...QUALITY_PROBLEMS, 'invalid-answer', ...QUALITY_NOTES] as const;
  const lines: string[] = [];
  const short = (problem: string) => problem.replace('dangling-punctuation', 'dangling-punct').replace('awkward-modifier', 'awkward-mod');
  lines.push(
    `${'task'.padEnd(22)}${'inputs'.padStart(7)}${problems.map((problem) => short(problem).padStart(Math.max(10, short(problem).length + 1))).join('')}${'max ms'.padStart(8)}`,
  );
  for (const task of report.tasks) {
    lines.push(
      `${task.task.padEnd(22)}${String(task.inputs).padStart(7)}${problems.map((problem) => String(task.counts[problem]).padStart(Math.max(10, short(problem).length + 1))).join('')}${task.maxMs.toFixed(1).padStart(8)}`,
    );
  }
  const totals = problems.map((problem) => report.tasks.reduce((sum, task) => sum + task.counts[problem], 0));
  lines.push(
    `${'TOTAL'.padEnd(22)}${''.padStart(7)}${totals.map((total, index) => String(total).padStart(Math.max(10, short(problems[index]!).length + 1))).join('')}`,
  );
  const faults = totals.slice(0, QUALITY_PROBLEMS.length + 1).reduce((sum, total) => sum + total, 0);
  lines.push(`Faults in all: ${faults} (no-subject is a note: titles that name nothing, quoted whole on purpose)`);
  if (examplesPerProblem > 0) {
    for (const task of report.tasks) {
      for (const problem of problems) {
        const examples = task.examples[problem] ?? [];
        if (examples.length === 0) continue;
        lines.push('', `## ${task.task} / ${problem} (${task.counts[problem]})`);
        for (const example of examples.slice(0, examplesPerProblem)) {
          lines.push(`- [${example.input.slice(0, 90)}] ${example.text.slice(0, 260)}`);
        }
      }
    }
  }
  return lines.join('\n');
}
