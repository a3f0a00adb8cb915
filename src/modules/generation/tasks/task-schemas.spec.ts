import { z } from 'zod';
import { checkAnswer, defineAiTask, strictJsonSchema } from '../../../platform/ai/ai-task.js';
import { briefIdeasTask } from './brief-ideas.task.js';
import { campaignDetailsTask } from './campaign-details.task.js';
import { analyzeHeadline } from '../../headline-analysis/headline-analysis.js';
import { headlineAlternativesInput, headlineAlternativesTask } from './headline-alternatives.task.js';
import { pitchEmailTask, spokespersonRole } from './pitch-email.task.js';
import { prAnglesTask } from './pr-angles.task.js';
import { themeHeadlinesTask } from './theme-headlines.task.js';
import { trendingCampaignTask } from './trending-campaign.task.js';
import { withStoryMarket } from './trending-item.input.js';
import { websiteIdeasTask } from './website-ideas.task.js';

const TASKS = [
  prAnglesTask,
  pitchEmailTask,
  trendingCampaignTask,
  briefIdeasTask,
  themeHeadlinesTask,
  campaignDetailsTask,
  websiteIdeasTask,
  headlineAlternativesTask,
];

/** Every object node of a JSON schema, with its path. */
function objectNodes(node: unknown, path = '(root)'): Array<{ path: string; node: Record<string, unknown> }> {
  if (Array.isArray(node)) return node.flatMap((child, index) => objectNodes(child, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record.type === 'object' ? [{ path, node: record }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => objectNodes(child, `${path}.${key}`))];
}

/** The keywords used anywhere in a JSON schema (property names are not keywords). */
function schemaKeywords(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(schemaKeywords);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    key === 'properties' ? Object.values(child as Record<string, unknown>).flatMap(schemaKeywords) : [key, ...schemaKeywords(child)],
  );
}

describe('strictJsonSchema', () => {
  describe.each(TASKS.map((task) => [task.name, task] as const))('when the task is %s', (_name, task) => {
    it('should close every object and require every property, as strict structured outputs demand', () => {
      const objects = objectNodes(task.jsonSchema);
      expect(objects.length).toBeGreaterThan(0);
      for (const { path, node } of objects) {
        const properties = Object.keys(node.properties as Record<string, unknown>);
        expect({ path, additionalProperties: node.additionalProperties }).toEqual({ path, additionalProperties: false });
        expect({ path, required: [...(node.required as string[])].sort() }).toEqual({ path, required: [...properties].sort() });
      }
    });

    it('should leave out the keywords that strict servers reject', () => {
      const rejected = ['maxLength', 'minLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'pattern', 'format', '$schema'];
      expect(schemaKeywords(task.jsonSchema).filter((keyword) => rejected.includes(keyword))).toEqual([]);
    });
  });

  describe('when a field is optional instead of nullable', () => {
    it('should refuse the schema and name the field', () => {
      expect(() => strictJsonSchema(z.object({ title: z.string(), note: z.string().optional() }))).toThrow(/note must be required/);
    });
  });
});

describe('checkAnswer', () => {
  const task = defineAiTask({
    name: 'echo',
    answerSchema: z.strictObject({ words: z.array(z.string().min(1)).min(2) }).transform((answer) => answer.words),
    prompt: () => ({ system: '', user: '' }),
    crossCheck: (input: { banned: string }, words) => (words.includes(input.banned) ? [`words: must not contain ${input.banned}`] : []),
  });

  describe('when the answer fits the schema and the input', () => {
    it('should give the output in the contract shape', () => {
      expect(checkAnswer(task, { banned: 'x' }, { words: ['a', 'b'] })).toEqual({ ok: true, output: ['a', 'b'] });
    });
  });

  describe('when the answer breaks the schema', () => {
    it('should list each problem with its path', () => {
      const checked = checkAnswer(task, { banned: 'x' }, { words: [''], extra: 1 });
      expect(checked.ok).toBe(false);
      expect(checked.ok ? [] : checked.problems).toEqual(
        expect.arrayContaining([expect.stringMatching(/^words: /), expect.stringMatching(/^words\.0: /), expect.stringMatching(/extra/)]),
      );
    });
  });

  describe('when the answer fits the schema but not the input', () => {
    it('should report the cross-check problem', () => {
      expect(checkAnswer(task, { banned: 'b' }, { words: ['a', 'b'] })).toEqual({ ok: false, problems: ['words: must not contain b'] });
    });
  });
});

describe('pitchEmailTask', () => {
  const input = {
    angle: { angle: 'Apple: a consumer technology analyst explains which keyboards are covered.', headline: null, format: 'Explainer' },
    plan: null,
    item: withStoryMarket({
      title: 'Apple launches free keyboard repairs',
      content: null,
      source: 'news',
      subreddit: null,
      publication: 'CNBC',
      topicName: null,
      engagement: { upvotes: null, comments: null, shares: null },
      sensitivity: [],
      light: true,
      sourceUrl: null,
      publishedAt: '2026-11-27T09:00:00.000Z',
    }),
  };
  const valid = {
    subject: 'Story idea: Apple keyboard repairs',
    body: 'Hi,\n\n'.padEnd(220, 'x'),
    targetPublications: ['The Verge', 'Wired'],
    keyContacts: ['Technology editor'],
  };

  describe('when a key contact is a person or an address', () => {
    it.each(['Sarah Jones, Technology editor', 'tech@theverge.com', 'Tom Warren'])('should reject %s', (contact) => {
      const checked = checkAnswer(pitchEmailTask, input, { ...valid, keyContacts: [contact] });
      expect(checked.ok).toBe(false);
    });
  });

  describe('when the subject has 60 characters or more', () => {
    it('should reject it', () => {
      expect(checkAnswer(pitchEmailTask, input, { ...valid, subject: 'x'.repeat(60) }).ok).toBe(false);
      expect(checkAnswer(pitchEmailTask, input, { ...valid, subject: 'x'.repeat(59) }).ok).toBe(true);
    });
  });
});

describe('headlineAlternativesTask', () => {
  describe('when an alternative repeats the original with other case and spacing', () => {
    it('should reject the answer', () => {
      const checked = checkAnswer(
        headlineAlternativesTask,
        headlineAlternativesInput('Apple launches free repairs', analyzeHeadline('Apple launches free repairs').metrics),
        { alternatives: ['  apple LAUNCHES free   repairs ', 'Apple fixes keyboards for free', 'Free keyboard repairs from Apple'] },
      );
      expect(checked).toEqual({ ok: false, problems: ['alternatives.0: repeats the original headline'] });
    });
  });
});

describe('spokespersonRole', () => {
  it('should ask a pitch for the role, not its article or trailing qualifier', () => {
    expect(spokespersonRole('a diplomatic historian at a university')).toBe('diplomatic historian');
    expect(spokespersonRole('a mortgage adviser')).toBe('mortgage adviser');
    expect(spokespersonRole('our head of public policy')).toBe('head of public policy');
    expect(spokespersonRole('a GP we work with')).toBe('gp');
    expect(spokespersonRole('a community relations manager of a Limerick-based organisation we work with')).toBe(
      'community relations manager',
    );
    expect(spokespersonRole('the head of policy of our trade body')).toBe('head of policy');
    expect(spokespersonRole('a criminologist specialising in Irish sentencing and the prison system')).toBe('criminologist');
  });
});
