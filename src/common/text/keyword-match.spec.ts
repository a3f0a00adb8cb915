import { parseKeyword } from '../../contracts/text-match.contract.js';
import { findKeywords, MatchableText } from './keyword-match.js';

const found = (keywords: string[], ...texts: string[]) =>
  findKeywords(
    keywords.map(parseKeyword),
    texts.map((text) => new MatchableText(text)),
  );

describe(findKeywords.name, () => {
  describe('when a keyword is a word', () => {
    it('should find it as a whole word only, whatever its case and accents', () => {
      expect(found(['café'], 'Paris CAFE owners strike')).toEqual(['café']);
      expect(found(['Lopez'], 'Lomachenko pierde ante López')).toEqual(['Lopez']);
      expect(found(['AI'], 'The minister said nothing')).toEqual([]);
      expect(found(['car'], 'Electric cars get cheaper')).toEqual([]);
    });

    it('should find it across letters that have no accent to take off', () => {
      expect(found(['Lodz'], 'Floods reach Łódź')).toEqual(['Lodz']);
      expect(found(['Soren'], 'Søren Kierkegaard biopic announced')).toEqual(['Soren']);
      expect(found(['Łódź'], 'LODZ film festival')).toEqual(['Łódź']);
    });
  });

  describe('when a keyword is a phrase in quotes', () => {
    it('should find its words one after the other', () => {
      expect(found(['"electric cars"'], 'Electric cars get cheaper')).toEqual(['"electric cars"']);
      expect(found(['"electric cars"'], 'Cars go electric')).toEqual([]);
      expect(found(['"electric cars"'], 'Electric, cars!')).toEqual(['"electric cars"']);
    });

    it('should not find a phrase across the title and the text', () => {
      expect(found(['"record heat"'], 'A new record', 'Heat waves hit Europe')).toEqual([]);
    });
  });

  describe('when a keyword has two bare words', () => {
    it('should need both, anywhere in the title or the text', () => {
      expect(found(['electric cars'], 'Cars go electric')).toEqual(['electric cars']);
      expect(found(['heat record'], 'A new record', 'Heat waves hit Europe')).toEqual(['heat record']);
      expect(found(['electric cars'], 'Electric bikes')).toEqual([]);
    });
  });

  it('should answer every keyword found, as typed, and none of the others', () => {
    expect(found(['Acme', '"four-day week"', 'Globex'], 'Acme trials a four day week')).toEqual(['Acme', '"four-day week"']);
  });

  it('should match punctuated words in the text with the same words typed plainly', () => {
    expect(found(['covid 19'], 'COVID-19 cases rise')).toEqual(['covid 19']);
    expect(found(['#LibraryWeek'], 'Celebrate #libraryweek')).toEqual(['#LibraryWeek']);
  });
});
