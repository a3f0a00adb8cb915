import { brandSafetyPromptLines } from './brand-safety-rules.js';

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
