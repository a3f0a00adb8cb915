import { storyCoverage, tellingWords } from './story-coverage.js';

const GENERAL = 9;
const BUSINESS = 3;
const story = { title: 'Energy bills to rise by £150 from January, regulator says', topicId: GENERAL, topicName: 'General' };

describe(storyCoverage.name, () => {
  describe('when articles share telling words with the story', () => {
    it('should count them per journalist and name the word they share most', () => {
      const coverage = storyCoverage(
        story,
        [
          { journalistId: 1, title: 'Energy prices: households face £150 rise as Ofgem lifts cap', topicId: GENERAL },
          { journalistId: 1, title: 'Why your energy bill is higher this winter', topicId: GENERAL },
          { journalistId: 2, title: 'Regulator fines water company over bills', topicId: GENERAL },
        ],
        GENERAL,
      );
      expect(coverage).toEqual([
        { journalistId: 1, count: 2, subject: '“energy”' },
        { journalistId: 2, count: 1, subject: '“bill”' },
      ]);
    });
  });

  describe('when an article shares one word only', () => {
    it('should leave it out: one word is a coincidence, not a beat', () => {
      expect(
        storyCoverage(
          story,
          [{ journalistId: 1, title: 'Chancellor hints at windfall tax on energy generators', topicId: GENERAL }],
          GENERAL,
        ),
      ).toEqual([]);
    });
  });

  describe("when an article shares the story's topic", () => {
    it("should count it under the topic's name, but never for the catch-all topic", () => {
      const business = { ...story, title: 'Factory orders fall', topicId: BUSINESS, topicName: 'Finance & Business' };
      expect(storyCoverage(business, [{ journalistId: 4, title: 'Bank holds rates', topicId: BUSINESS }], GENERAL)).toEqual([
        { journalistId: 4, count: 1, subject: 'Finance & Business' },
      ]);
      expect(storyCoverage(story, [{ journalistId: 4, title: 'Bank holds rates', topicId: GENERAL }], GENERAL)).toEqual([]);
    });
  });
});

describe(tellingWords.name, () => {
  it('should drop function words, months and numbers, and fold plurals', () => {
    expect(tellingWords('Energy bills to rise by £150 from January, regulator says')).toEqual(['energy', 'bill', 'rise', 'regulator']);
  });
});
