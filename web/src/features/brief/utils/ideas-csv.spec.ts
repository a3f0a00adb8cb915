import { describe, expect, it } from '@jest/globals';
import type { BriefCampaignIdea } from '@contracts/ideas.contract';
import { readCsv } from '@/lib/export/read-csv.fixture';
import { briefIdea } from './brief-idea.fixture';
import { ideasToCsv } from './ideas-csv';

const idea = briefIdea;

const HEADERS = [
  'Title',
  'Category',
  'Effort Level',
  'Speed Required',
  'Pitch',
  'Hook',
  'Required Assets',
  'Target Publications',
  'Timeline',
  'Difficulty',
  'Implementation Steps',
  'Risk Notes',
  'Source Platform',
  'Trend Link',
  'Shelf-life (days)',
];

/** The ideas as a spreadsheet reads them, without the BOM. */
const rowsOf = (ideas: BriefCampaignIdea[]) => readCsv(ideasToCsv(ideas).replace(/^\uFEFF/, ''));

/** One idea's row as header → cell. */
const cellsOf = (fields: Partial<BriefCampaignIdea>) => {
  const [header, row] = rowsOf([idea(fields)]);
  return Object.fromEntries(header!.map((name, column) => [name, row![column]]));
};

describe(ideasToCsv.name, () => {
  describe('when exporting ideas', () => {
    it('should start with a BOM so Excel reads UTF-8, and end every record with CRLF', () => {
      const csv = ideasToCsv([idea(), idea()]);
      expect(csv.startsWith('\uFEFF"Title","Category",')).toBe(true);
      expect(csv.endsWith('\r\n')).toBe(true);
      expect(csv.split('\r\n')).toHaveLength(4);
    });

    it('should write the header row with every column in order, then one row per idea in order', () => {
      const rows = rowsOf([idea({ title: 'First' }), idea({ title: 'Second' })]);
      expect(rows[0]).toEqual(HEADERS);
      expect(rows.slice(1).map((row) => row[0])).toEqual(['First', 'Second']);
      expect(rows.every((row) => row.length === HEADERS.length)).toBe(true);
    });

    it('should write every field of a full idea in its column, the category by name', () => {
      expect(
        cellsOf({
          category: 5,
          speed_required: '48h',
          target_publications: ['The Guardian', 'BBC News'],
          implementation_steps: ['Brief the team', 'Pitch the desk'],
          risk_notes: 'None known',
          source_platform: 'Reddit',
          trend_link: 'https://www.reddit.com/r/uk/comments/1/',
          time_to_live_days: 3,
        }),
      ).toEqual({
        Title: 'The Subscription Creep Price Index',
        Category: 'Reactive PR / Newsjacking',
        'Effort Level': 'Medium',
        'Speed Required': '48h',
        Pitch: 'Acme publishes a ranked price index on subscription creep.',
        Hook: 'Households want to know whether they pay too much.',
        'Required Assets': 'Survey panel, designer.',
        'Target Publications': 'The Guardian; BBC News',
        Timeline: '2-3 weeks',
        Difficulty: 'Medium',
        'Implementation Steps': '1. Brief the team\n2. Pitch the desk',
        'Risk Notes': 'None known',
        'Source Platform': 'Reddit',
        'Trend Link': 'https://www.reddit.com/r/uk/comments/1/',
        'Shelf-life (days)': '3',
      });
    });

    it('should leave the optional fields empty when the idea has none', () => {
      const cells = cellsOf({});
      for (const column of [
        'Speed Required',
        'Target Publications',
        'Implementation Steps',
        'Risk Notes',
        'Source Platform',
        'Trend Link',
        'Shelf-life (days)',
      ]) {
        expect(cells[column]).toBe('');
      }
    });

    it('should write a shelf-life of 0 days as 0, not as empty', () => {
      expect(cellsOf({ time_to_live_days: 0 })['Shelf-life (days)']).toBe('0');
    });
  });

  describe('when there are no ideas', () => {
    it('should write the header row only', () => {
      expect(rowsOf([])).toEqual([HEADERS]);
    });
  });

  describe('when a field holds commas, quotes or line breaks', () => {
    it('should keep it one cell with its text as typed', () => {
      const cells = cellsOf({
        title: 'Rent, bills and "hidden" fees',
        hook: 'Line one\nLine two\r\nLine three',
        required_assets: '"',
      });
      expect(cells.Title).toBe('Rent, bills and "hidden" fees');
      expect(cells.Hook).toBe('Line one\nLine two\r\nLine three');
      expect(cells['Required Assets']).toBe('"');
    });
  });

  describe('when a field starts like a spreadsheet formula', () => {
    it.each(['=HYPERLINK("https://evil.example","Click")', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
      'should prefix %j with an apostrophe so it shows as text',
      (text) => {
        expect(cellsOf({ hook: text }).Hook).toBe(`'${text}`);
      },
    );

    it('should guard list fields too', () => {
      const cells = cellsOf({ target_publications: ['=cmd|" /C calc"!A0', 'The Times'] });
      expect(cells['Target Publications']).toBe(`'=cmd|" /C calc"!A0; The Times`);
    });

    it('should leave a formula character inside the text alone', () => {
      expect(cellsOf({ hook: 'Save 10% - or more = win' }).Hook).toBe('Save 10% - or more = win');
    });
  });
});
