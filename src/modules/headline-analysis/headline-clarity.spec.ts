import { clarity } from './headline-clarity.js';
import { readHeadlineSignals } from './headline-analysis.js';

function score(headline: string): number {
  return clarity(readHeadlineSignals(headline));
}

describe(clarity.name, () => {
  describe('when the headline is short, plain and names its subject', () => {
    it('should score 10', () => {
      expect(score('Council Approves New Cycle Lanes For Leeds')).toBe(10);
    });
  });

  describe('when a measured obstacle is added', () => {
    const plain = score('Council Approves New Cycle Lanes For Leeds');

    it.each([
      [
        'too many words',
        'Council Approves New Cycle Lanes For Leeds After A Long Debate About Traffic, Parking, Shops And Schools In The City',
      ],
      ['long words', 'Municipal Authority Authorizes Comprehensive Infrastructure Modifications'],
      ['a vague "this"', 'This Council Approves These Lanes'],
      ['two sentences', 'Council Approves Lanes. Leeds Reacts.'],
      ['shouting', 'COUNCIL APPROVES New Cycle Lanes For Leeds'],
      ['too few words', 'Lanes'],
    ])('should score lower with %s', (_, headline) => {
      expect(score(headline)).toBeLessThan(plain);
    });
  });

  describe('when everything is wrong', () => {
    it('should not go below 1', () => {
      expect(score('THIS THESE HERE THIS THESE: Implementation. Harmonization. Institutionalization. Internationalization.')).toBe(1);
    });
  });
});
