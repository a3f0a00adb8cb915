import { brandSafetyPromptLines, playfulWording } from './brand-safety-rules.js';

describe('brandSafetyPromptLines', () => {
  describe('when the item is light news', () => {
    it('should add no rule', () => {
      expect(brandSafetyPromptLines([], true)).toEqual([]);
    });
  });

  describe('when the item is neither sensitive nor light (a rate decision, an earnings report)', () => {
    it('should say playful formats are for light news only', () => {
      const text = brandSafetyPromptLines([], false).join(' ');
      expect(text).toContain('not light news');
      expect(text).toContain('quizzes');
      expect(text).toContain('for light news only');
    });
  });

  describe('when the item is sensitive', () => {
    it('should state the brand-safety rules with the kinds, whatever the light flag says', () => {
      const text = brandSafetyPromptLines(['violence', 'hardship'], false).join(' ');
      expect(text).toContain('sensitive news (violence and hardship)');
      expect(text).toContain('Never quizzes');
    });
  });
});

describe('playfulWording on advice against a format', () => {
  it('should let an answer say what it will not do, and still catch what it proposes', () => {
    expect(playfulWording('Hold back: no jokes, no memes and no promotion around the funeral.')).toBeNull();
    expect(playfulWording('Offer background only, never a quiz or a challenge.')).toBeNull();
    expect(playfulWording('Run a quiz on the funeral.')).toBe('quiz');
    expect(playfulWording('No product placement; instead run a meme contest.')).toBe('meme');
  });
});
