import { sectorFit, sectorKeywords } from './sector-fit.js';

const item = (title: string, content: string | null = null, subreddit: string | null = null) => ({ title, content, subreddit });

describe(sectorFit.name, () => {
  describe('when the sector is one of the form', () => {
    const fitsFintech = sectorFit('fintech')!;

    it('should fit an item whose title names a sector keyword, plural or not', () => {
      expect(fitsFintech(item('Banks raise savings rates again'))).toBe(true);
      expect(fitsFintech(item('Record mortgage approvals in March'))).toBe(true);
    });

    it('should fit on the item text and on phrases across line breaks', () => {
      expect(fitsFintech(item('What nobody tells you', 'The cost of\nliving keeps rising for renters'))).toBe(true);
    });

    it('should not fit on a keyword hidden inside another word', () => {
      expect(fitsFintech(item('Taxidermy museum reopens', 'Embankment walk planned'))).toBe(false);
      // A passing mention deep in a post, or a verb that is also a keyword, is no fit.
      expect(
        fitsFintech(item('Tom Brady', 'Thomas Edward Patrick Brady Jr. is a former quarterback. He later invested money in a school.')),
      ).toBe(false);
      expect(sectorFit('automotive')!(item('Eating too much of these foods is driving the rise in type 2 diabetes'))).toBe(false);
    });

    it('should not fit an item about something else', () => {
      expect(fitsFintech(item('Scientists find 3,000 new species in the deep Pacific'))).toBe(false);
    });

    it('should read hashtag trends as words', () => {
      expect(sectorFit('gaming')!(item('#NintendoDirect'))).toBe(true);
      expect(sectorFit('fintech')!(item('#cost_of_living'))).toBe(true);
    });

    it('should match case-insensitively', () => {
      expect(sectorFit('ai-ml')!(item('OpenAI ships a new ChatGPT model'))).toBe(true);
      expect(sectorFit('AI-ML')!(item('Why AI will not replace plumbers'))).toBe(true);
    });
  });

  describe('when the sector is "other"', () => {
    it('should have no keywords, so nothing fits', () => {
      expect(sectorFit('other')).toBeNull();
    });
  });

  describe('when the sector is a free-text niche', () => {
    it('should use the niche words of 4 letters or more', () => {
      expect(sectorKeywords('Pet insurance for dogs')).toEqual(['insurance', 'dogs']);
      expect(sectorFit('pet insurance')!(item('Insurance premiums jump 20%'))).toBe(true);
    });

    it('should not fit when the niche is only vague words', () => {
      expect(sectorFit('the brand')).toBeNull();
    });
  });
});
