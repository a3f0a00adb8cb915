import { describe, expect, it } from '@jest/globals';
import type { PrAngle } from '@contracts/campaigns.contract';
import { readCsv } from '@/lib/export/read-csv.fixture';
import { anglesToCsv, anglesToMarkdown, hasAnglesToExport, type StoryAngles } from './angles-export';

const angle = (fields: Partial<PrAngle>): PrAngle => ({
  id: 1,
  trendingItemId: 7,
  angle: 'Commuters pay more than drivers for the same trip',
  headline: 'Rail fares outpace petrol for the third year',
  format: 'Data study',
  generatedBy: null,
  clientId: null,
  ...fields,
});

const stories: StoryAngles[] = [
  {
    story: { title: 'Rail fares rise 5% in March', sourceUrl: 'https://news.example/rail' },
    angles: [angle({}), angle({ id: 2, angle: '=HYPERLINK("https://evil.example")', headline: null, format: null })],
  },
  { story: { title: 'A story nobody pitched yet', sourceUrl: null }, angles: [] },
  { story: { title: 'Q&A: <b>AI</b> [tools](javascript:alert(1)) at work', sourceUrl: 'javascript:alert(1)' }, angles: [angle({ id: 3 })] },
];

describe(anglesToCsv.name, () => {
  const rows = readCsv(anglesToCsv(stories).replace(/^\uFEFF/, ''));

  it('should write one row per angle with its story, and skip stories without angles', () => {
    expect(rows[0]).toEqual(['Story', 'Story Link', 'Angle', 'Headline', 'Format']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      'Rail fares rise 5% in March',
      'https://news.example/rail',
      'Commuters pay more than drivers for the same trip',
      'Rail fares outpace petrol for the third year',
      'Data study',
    ]);
    expect(rows.map((row) => row[0])).not.toContain('A story nobody pitched yet');
  });

  it('should keep a spreadsheet from running a cell as a formula', () => {
    expect(rows[2][2]).toBe('\'=HYPERLINK("https://evil.example")');
    expect(rows[2].slice(3)).toEqual(['', '']);
  });
});

describe(anglesToMarkdown.name, () => {
  const markdown = anglesToMarkdown(stories);

  it('should list each story with its angles, headlines and formats', () => {
    expect(markdown).toContain(
      '## 1. Rail fares rise 5% in March\n\n**Story:** [Source](<https://news.example/rail>)\n\n### Angle 1\n\nCommuters pay more than drivers for the same trip\n\n**Headline:** Rail fares outpace petrol for the third year\n\n**Format:** Data study\n',
    );
    expect(markdown).not.toContain('A story nobody pitched yet');
  });

  it('should escape HTML and links, keep a plain & as typed and link no other scheme', () => {
    expect(markdown).toContain('## 2. Q&A: &lt;b&gt;AI&lt;/b&gt; \\[tools\\](javascript:alert(1)) at work');
    expect(markdown).toContain('**Story:** Source (javascript:alert(1))');
    expect(markdown).not.toContain('&amp;');
  });
});

describe(hasAnglesToExport.name, () => {
  it('should say no when no story has an angle', () => {
    expect(hasAnglesToExport([{ story: stories[1].story, angles: [] }])).toBe(false);
    expect(hasAnglesToExport(stories)).toBe(true);
  });
});
