import { classifyHeadlineType } from './headline-type.js';
import { tokenizeHeadline } from './headline-tokens.js';

function typeOf(headline: string) {
  return classifyHeadlineType(tokenizeHeadline(headline));
}

describe(classifyHeadlineType.name, () => {
  describe('when the headline promises instructions', () => {
    it.each(['How To Write A Press Release Journalists Read', 'A Step-By-Step Plan For Your First Pitch', 'How to Stop Worrying?'])(
      'should call "%s" a how-to',
      (headline) => {
        expect(typeOf(headline)).toBe('how-to');
      },
    );
  });

  describe('when the headline counts things', () => {
    it.each([
      '10 Reasons Your Dog Is Secretly Terrified',
      'Seven Ways To Save On Energy',
      'The 5 Best Coffee Shops In Leeds',
      'Top 10 PR Stunts Of 2024',
    ])('should call "%s" a list', (headline) => {
      expect(typeOf(headline)).toBe('list');
    });

    it('should not call a measured span ("16 Years Ago") a list', () => {
      expect(typeOf('16 Years Ago, A Doctor Published A Study')).not.toBe('list');
    });
  });

  describe('when the headline asks', () => {
    it.each(['Is Remote Work Here To Stay?', 'Do You Really Need A Smartwatch', 'What Does Trendy Jewelry Have To Do With Her Work?'])(
      'should call "%s" a question',
      (headline) => {
        expect(typeOf(headline)).toBe('question');
      },
    );
  });

  describe('when the headline tells the reader to act', () => {
    it.each(['Stop Wasting Money On Coffee', "Don't Miss The Meteor Shower Tonight", 'Watch This Baby Elephant Meet The Sea'])(
      'should call "%s" a command',
      (headline) => {
        expect(typeOf(headline)).toBe('command');
      },
    );
  });

  describe('when the headline promises an explanation without asking', () => {
    it.each(['Why The Four-Day Week Is Winning', "Here's Why Everyone Should Stop"])('should call "%s" an explainer', (headline) => {
      expect(typeOf(headline)).toBe('explainer');
    });
  });

  describe('when the headline reports an event', () => {
    it.each(['Large earthquake rattles Indonesia', 'Council Approves New Cycle Lanes', 'Acme launches budgeting app for students'])(
      'should call "%s" news',
      (headline) => {
        expect(typeOf(headline)).toBe('news');
      },
    );

    it('should call a story told about "she" a statement, not news', () => {
      expect(typeOf('She Finally Told Him After Her Father Died')).toBe('statement');
    });
  });

  describe('when nothing else fits', () => {
    it('should call it a statement', () => {
      expect(typeOf('The Selfies Were Already Bad Enough')).toBe('statement');
    });
  });
});
