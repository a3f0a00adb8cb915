import { blindPack, clientBlock, flattenRun, pageText, parseGrades, renderOutput, type RunFile, shuffled, tally } from './grading.js';

const item = {
  id: 7,
  title: 'Hong Kong fire death toll rises to 55',
  excerpt: 'Search goes on.',
  publication: 'ABC News',
  date: '2025-11-27T15:50:05.000Z',
  url: null,
  grave: true,
};
const generatedBy = { provider: 'builtin', model: 'trendjack-builtin-6' };

function run(label: string, angle: string): RunFile {
  return {
    label,
    createdAt: '2026-11-28T00:00:00.000Z',
    baseUrl: 'http://127.0.0.1:3301',
    feeds: [],
    fetch: null,
    items: [
      {
        input: item,
        angles: [{ id: 1, trendingItemId: 7, angle, headline: 'What we know', format: 'Explainer', generatedBy }],
        pitch: { subject: 'Fire: comment', body: 'Hi,\nA fact.', targetPublications: ['RTHK'], keyContacts: ['News desk'], generatedBy },
      },
    ],
    briefs: [{ input: { brand_name: 'Ledgerline', target_regions: 'UK' }, ideas: [{ title: 'AP index', category: 2, generatedBy }] }],
    sites: [
      {
        url: 'http://127.0.0.1:3390/sites/x/',
        address: 'https://example.ie/',
        pageExcerpt: 'Physio',
        analysis: null,
        ideas: [{ title: 'Myths', generatedBy }],
      },
    ],
    errors: [],
  };
}

describe('grading harness', () => {
  it('shuffles the same way for the same seed and differently for another', () => {
    const values = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffled(values, 'a')).toEqual(shuffled(values, 'a'));
    expect(shuffled(values, 'a')).not.toEqual(shuffled(values, 'b'));
    expect([...shuffled(values, 'a')].sort((x, y) => x - y)).toEqual(values);
  });

  it('renders an output without who wrote it or database ids', () => {
    const text = renderOutput({
      id: 3,
      trendingItemId: 7,
      angle: 'An angle',
      headline: null,
      outlets: ['RTÉ', 'Irish Times'],
      generatedBy,
    });
    expect(text).toBe('- **angle**: An angle\n- **outlets**:\n  - RTÉ\n  - Irish Times');
  });

  it('flattens a run per type with the input each output was written for', () => {
    const outputs = flattenRun(run('before', 'Explain the facts'));
    expect(outputs.map((output) => output.type)).toEqual(['angle', 'pitch', 'brief idea', 'website idea']);
    expect(outputs[1].input).toContain('Angle it was written for: Explain the facts (headline: What we know)');
    expect(outputs[3].input).toContain('Company home page: https://example.ie/');
  });

  it('packs runs blind: ids per type, no run label or generator on the sheet, the run in the key', () => {
    const { sheet, key } = blindPack([...flattenRun(run('before', 'Angle one')), ...flattenRun(run('after', 'Angle two'))], 'seed');
    expect(key.filter((entry) => entry.type === 'angle').map((entry) => entry.id)).toEqual(['A-001', 'A-002']);
    expect(new Set(key.map((entry) => entry.run))).toEqual(new Set(['before', 'after']));
    expect(sheet).not.toMatch(/before|after|builtin|generatedBy/);
    expect(sheet).toContain('### W-002');
  });

  it('tallies grades per run and type, with the best and the worst output', () => {
    const { key } = blindPack([...flattenRun(run('before', 'Angle one')), ...flattenRun(run('after', 'Angle two'))], 'seed');
    const angles = key.filter((entry) => entry.type === 'angle');
    const lines = [
      JSON.stringify({ id: angles[0].id, grade: 'discard', tags: ['unsafe', 'generic'], reason: 'a stunt' }),
      JSON.stringify({ id: angles[1].id, grade: 'use', tags: [], reason: 'sendable' }),
      JSON.stringify({ id: 'P-001', grade: null, tags: [], reason: '' }),
      'not json',
    ].join('\n');
    const { grades, problems } = parseGrades(lines);
    expect(grades).toHaveLength(2);
    expect(problems).toEqual(['line 4: not JSON']);
    const rows = tally(grades, key);
    expect(rows.map((row) => [row.type, row.n])).toEqual([
      ['angle', 1],
      ['angle', 1],
    ]);
    const discarded = rows.find((row) => row.run === angles[0].run)!;
    expect(discarded.percent).toEqual({ use: 0, adapt: 0, discard: 100 });
    expect(discarded.tags).toEqual({ unsafe: 1, generic: 1 });
    expect(discarded.worst?.reason).toBe('a stunt');
  });

  it('reads the visible text of a home page', () => {
    expect(pageText('<title>DC Physio</title><script>x()</script><p>Low back pain</p><br><p>Book</p>')).toBe(
      'DC Physio · Low back pain · Book',
    );
  });
});

describe('outputs written for a client', () => {
  const client = {
    id: 4,
    name: 'Glow Home Energy',
    sector: 'household energy supplier',
    markets: ['GB', 'IE'],
    spokespeople: [
      {
        name: 'Aoife Brennan',
        title: 'Head of Customer Insight',
        expertise: ['energy bills', 'household budgets'],
        bio: 'Runs the tracker.',
        email: null,
      },
    ],
    assets: ['smart-meter readings from 85,000 homes in Great Britain and Ireland'],
    messages: ['Fixed tariffs with no exit fees'],
    avoidTopics: ['Epstein', '"Olympic Games"'],
    competitors: ['Octopus Energy'],
    tone: 'plain-spoken and warm',
    boilerplate: 'About Glow',
    contact: { name: 'Niamh Doyle', email: 'press@glow.example', phone: '+353 1 555 0100' },
  };
  const fit = { score: 87, reasons: ['Sector match: energy bills'] };

  function clientRun(): RunFile {
    const base = run('clients', 'An angle for Glow');
    return {
      ...base,
      items: [
        { ...base.items[0]!, clientId: 4, fit },
        { ...base.items[0]!, angles: [{ angle: 'No client', generatedBy }], pitch: null },
      ],
      briefs: [
        {
          input: { brand_name: 'Glow Home Energy', target_regions: 'UK, Ireland', clientId: 4, n_ideas: 5 },
          ideas: [{ title: 'Bill index', generatedBy }],
          clientId: 4,
        },
      ],
      clients: [client],
    };
  }

  it('renders the client as the grader reads it', () => {
    expect(clientBlock(client)).toBe(
      [
        'Written for: Glow Home Energy — household energy supplier',
        'Markets: GB, IE',
        'Spokespeople: Aoife Brennan, Head of Customer Insight (energy bills, household budgets)',
        'Own data: smart-meter readings from 85,000 homes in Great Britain and Ireland',
        'Key messages: Fixed tariffs with no exit fees',
        'Topics to avoid: Epstein; "Olympic Games"',
        'Tone: plain-spoken and warm',
        'Pitch contact: Niamh Doyle, press@glow.example, +353 1 555 0100',
        'Boilerplate: About Glow',
      ].join('\n'),
    );
  });

  it('puts the client block above the story and the brief, never the fit or an id', () => {
    const outputs = flattenRun(clientRun());
    const [forClient, withoutClient] = outputs.filter((output) => output.type === 'angle');
    expect(forClient!.input.startsWith('Written for: Glow Home Energy — household energy supplier\nMarkets: GB, IE')).toBe(true);
    expect(forClient!.input).toContain('\n\nStory: "Hong Kong fire death toll rises to 55"');
    expect(withoutClient!.input.startsWith('Story:')).toBe(true);
    const pitch = outputs.find((output) => output.type === 'pitch')!;
    expect(pitch.input).toContain('Pitch contact: Niamh Doyle');
    const brief = outputs.find((output) => output.type === 'brief idea')!;
    expect(brief.input).toContain('Written for: Glow Home Energy');
    expect(brief.input).not.toContain('clientId');
    const { sheet } = blindPack(outputs, 'seed');
    expect(sheet).toContain('> Written for: Glow Home Energy — household energy supplier');
    expect(sheet).not.toContain('87');
    expect(sheet).not.toContain('Sector match');
  });

  it('labels the pitch with the angle it was written for', () => {
    const base = clientRun();
    const item = {
      ...base.items[0]!,
      angles: [
        { angle: 'Hold back', generatedBy },
        { angle: 'The pitched one', generatedBy },
      ],
      pitchAngle: 1,
    };
    const pitch = flattenRun({ ...base, items: [item] }).find((output) => output.type === 'pitch')!;
    expect(pitch.input).toContain('Angle it was written for: The pitched one');
  });
});
