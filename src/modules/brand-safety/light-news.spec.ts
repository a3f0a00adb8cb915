import { isLightItem, lightEvidence } from './light-news.js';

describe('isLightItem', () => {
  describe('when the item is recognised as light news', () => {
    it.each([
      ['Nintendo unveils its new games console, on sale in June', null],
      ['Chelsea beat Wigan to win the Premier League title', null],
      ['Baked feta pasta: the recipe trend taking over TikTok', null],
      ['NASA rover finds ancient riverbed on Mars', null],
    ])('should call "%s" light', (title, content) => {
      expect(isLightItem(title, content)).toBe(true);
    });
  });

  describe('when the item is serious though nothing sensitive is found', () => {
    it.each([
      'Bank of England holds interest rates at 5.25%',
      'Texas Instruments profit falls as chip demand slows',
      'Government announces new tax on sugary drinks',
      'Union threatens strike at Heathrow over pay',
    ])('should not call "%s" light', (title) => {
      expect(isLightItem(title, null)).toBe(false);
    });
  });

  describe('when the item is sensitive', () => {
    it.each([
      'Southport knife attack: three children killed at Taylor Swift-themed dance class',
      'Southport knife attack suspect appears in court',
      'Record number of children in temporary accommodation as homelessness rises',
      "Teen planned 'explosives and knives' attack at Swift concert",
    ])('should never call "%s" light, whatever light words it has', (title) => {
      expect(isLightItem(title, null)).toBe(false);
    });
  });

  describe('when nothing says what the item is', () => {
    it('should not assume it is light', () => {
      expect(isLightItem('What happened next surprised everyone', null)).toBe(false);
    });

    it('should take a light subreddit or topic as the cue', () => {
      expect(isLightItem('What happened next surprised everyone', null, { subreddit: 'soccer' })).toBe(true);
      expect(isLightItem('Profits fall again', null, { topicName: 'Gaming' })).toBe(false);
    });
  });

  it('should say which words decided', () => {
    expect(lightEvidence('Bank of England holds interest rates', null).seriousWords).toContain('interest rates');
  });
});
