import { parseByline, personKey } from './byline.js';

describe(parseByline.name, () => {
  describe('when the byline names one person', () => {
    it('should read the person and drop where they filed from (Guardian "in <place>")', () => {
      expect(parseByline('Tom McCarthy in New York')).toEqual({ people: [{ name: 'Tom McCarthy', title: null }], agencies: [] });
    });

    it('should strip a leading "By"', () => {
      expect(parseByline('By Jane Doe').people).toEqual([{ name: 'Jane Doe', title: null }]);
    });

    it('should read the name in brackets of an RSS <author> address (Politico)', () => {
      expect(parseByline('rmorin@politico.com (Rebecca Morin)').people).toEqual([{ name: 'Rebecca Morin', title: null }]);
    });
  });

  describe('when the byline names a person with a title', () => {
    it('should read "Jane Doe, Political Editor" as one person with a title', () => {
      expect(parseByline('Jane Doe, Political Editor')).toEqual({
        people: [{ name: 'Jane Doe', title: 'Political Editor' }],
        agencies: [],
      });
    });

    it('should split a title written without a comma (Guardian "Jason Burke Africa correspondent")', () => {
      expect(parseByline('Tom Phillips Latin America correspondent').people).toEqual([
        { name: 'Tom Phillips', title: 'Latin America correspondent' },
      ]);
    });
  });

  describe('when the byline names several people', () => {
    it('should read "By Jane Doe and John Roe" as two people', () => {
      expect(parseByline('By Jane Doe and John Roe').people.map((person) => person.name)).toEqual(['Jane Doe', 'John Roe']);
    });

    it('should read a comma list ending in "and" (NYT)', () => {
      expect(parseByline('Adam Rasgon, Ben Hubbard, Matthew Mpoke Bigg and Michael Levenson').people.map((person) => person.name)).toEqual([
        'Adam Rasgon',
        'Ben Hubbard',
        'Matthew Mpoke Bigg',
        'Michael Levenson',
      ]);
    });

    it('should keep each person apart from their place (Guardian)', () => {
      expect(parseByline('Jon Henley, Daniel Boffey in Brussels and Helena Smith in Athens').people.map((person) => person.name)).toEqual([
        'Jon Henley',
        'Daniel Boffey',
        'Helena Smith',
      ]);
    });

    it('should give a title to the person it follows and not to the next one', () => {
      expect(parseByline('Pippa Crerar, Political editor, and Kiran Stacey').people).toEqual([
        { name: 'Pippa Crerar', title: 'Political editor' },
        { name: 'Kiran Stacey', title: null },
      ]);
    });
  });

  describe('when the byline is an agency or a desk', () => {
    it.each([
      ['Reuters'],
      ['BBC News'],
      ['Associated Press'],
      ['Guardian staff and agencies'],
      ['Reuters in Geneva'],
      ['AP in Washington'],
      ['The New York Times'],
      ['webin@politico.com (POLITICO Staff)'],
      ['Guardian sport'],
    ])('should read "%s" as no person', (byline) => {
      const parsed = parseByline(byline);
      expect(parsed.people).toEqual([]);
      expect(parsed.agencies).toHaveLength(1);
    });

    it('should keep the person and set the agency apart in a credit ("Jim Lo Scalzo/EPA")', () => {
      expect(parseByline('Jim Lo Scalzo/EPA')).toEqual({ people: [{ name: 'Jim Lo Scalzo', title: null }], agencies: ['EPA'] });
    });
  });

  describe('when the byline is empty or not a name', () => {
    it.each([[''], [null], ['admin'], ['  ']])('should find no person in %p', (byline) => {
      expect(parseByline(byline).people).toEqual([]);
    });
  });
});

describe(personKey.name, () => {
  it('should match a name whatever its case, accents and punctuation', () => {
    expect(personKey('Serafín  GÓMEZ')).toBe(personKey('serafin gomez'));
  });
});
