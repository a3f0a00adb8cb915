import { analyzeText } from './text-analysis.js';

describe('analyzeText', () => {
  describe('when the title names an organisation, figures and places', () => {
    it('should find the subject, the figures and the places', () => {
      const analysis = analyzeText('US Navy drafts plans to house 25,000 immigrants at cost of $233m');
      expect(analysis.subject).toBe('US Navy');
      expect(analysis.numbers).toEqual(['25,000', '$233m']);
      expect(analysis.signals.data).toBe(true);
    });
  });

  describe('when the title names a person', () => {
    it('should file them under people', () => {
      const analysis = analyzeText('Lewis Hamilton spotted at Coachella days before the Miami Grand Prix');
      expect(analysis.subject).toBe('Lewis Hamilton');
      expect(analysis.people).toContain('Lewis Hamilton');
    });
  });

  describe('when the title is in Title Case', () => {
    it('should not take every capitalised word for a name', () => {
      const analysis = analyzeText('Apple Launches Free Repair Program For MacBook Keyboards');
      expect(analysis.subject).toBe('Apple');
      expect(analysis.topic).toBe('free repair program');
      expect(analysis.otherNames).not.toContain('Launches');
    });
  });

  describe('when the title has no name', () => {
    it('should take its first noun phrase as the subject and keep the place apart', () => {
      const analysis = analyzeText('Cost of a pint in London hits £7.50 for the first time');
      expect(analysis.subject).toBe('Cost of a pint');
      expect(analysis.places).toEqual(['London']);
      expect(analysis.numbers).toEqual(['£7.50']);
    });
  });

  describe('when the title is a question', () => {
    it('should say so', () => {
      expect(analyzeText('What technology was way ahead of its time?').question).toBe(true);
    });
  });

  describe('when the title is a short trend', () => {
    it('should be its own subject', () => {
      expect(analyzeText('#ChatGPTDown').subject).toBe('#ChatGPTDown');
      expect(analyzeText('Haaland').subject).toBe('Haaland');
    });
  });

  describe('when the story is about conflict', () => {
    it('should flag it', () => {
      expect(analyzeText('Tesla is suing an ex-employee for hacking into its software').signals.conflict).toBe(true);
    });
  });
});
