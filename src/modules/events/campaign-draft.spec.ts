import type { CampaignDraft } from '../../contracts/campaigns.contract.js';
import { InvalidCampaignDraftError, NO_HEADLINE_MESSAGE, normalizeCampaignDraft } from './campaign-draft.js';

function draft(overrides: Partial<CampaignDraft> = {}): CampaignDraft {
  return {
    title: 'Campaign based on Earth Day',
    description: 'Campaign idea inspired by Earth Day happening on April 22, 2027.',
    format: 'Article',
    headlines: ['Newsjacking Opportunity: Earth Day'],
    targetPublications: [''],
    ...overrides,
  };
}

describe(normalizeCampaignDraft.name, () => {
  describe('when every headline is blank', () => {
    it('should refuse the draft with the spec message', () => {
      expect(() => normalizeCampaignDraft(draft({ headlines: ['', '   ', '\n'] }))).toThrow(
        new InvalidCampaignDraftError(NO_HEADLINE_MESSAGE),
      );
      expect(NO_HEADLINE_MESSAGE).toBe('Please add at least one headline.');
    });

    it('should refuse a draft without headlines', () => {
      expect(() => normalizeCampaignDraft(draft({ headlines: [] }))).toThrow(NO_HEADLINE_MESSAGE);
    });
  });

  describe('when some headlines are blank', () => {
    it('should keep only the others, trimmed, in order', () => {
      expect(normalizeCampaignDraft(draft({ headlines: [' First ', '', 'Second', '  '] })).headlines).toEqual(['First', 'Second']);
    });
  });

  describe('when no publication is left', () => {
    it.each([[[]], [['']], [['  ', '\t']]])('should store the placeholder for %j', (targetPublications) => {
      expect(normalizeCampaignDraft(draft({ targetPublications })).targetPublications).toEqual(['Publication placeholder']);
    });
  });

  describe('when some publications are filled', () => {
    it('should drop the blank ones', () => {
      expect(normalizeCampaignDraft(draft({ targetPublications: ['', ' The Guardian ', ' '] })).targetPublications).toEqual([
        'The Guardian',
      ]);
    });
  });

  describe('when the title or description is blank', () => {
    it('should refuse the draft naming the field', () => {
      expect(() => normalizeCampaignDraft(draft({ title: '   ' }))).toThrow('Please enter a campaign title.');
      expect(() => normalizeCampaignDraft(draft({ description: '' }))).toThrow('Please enter a campaign description.');
    });
  });

  describe('when the draft is complete', () => {
    it('should trim the texts and keep the format', () => {
      expect(normalizeCampaignDraft(draft({ title: '  Launch  ', format: 'Podcast', targetPublications: ['Wired'] }))).toEqual({
        title: 'Launch',
        description: 'Campaign idea inspired by Earth Day happening on April 22, 2027.',
        format: 'Podcast',
        headlines: ['Newsjacking Opportunity: Earth Day'],
        targetPublications: ['Wired'],
      });
    });
  });
});
