import { addedClickbaitFormulas, clickbaitFormulas } from './headline-clickbait.js';

describe(clickbaitFormulas.name, () => {
  describe('when a headline uses a clickbait formula', () => {
    it.each([
      "You won't believe what happened at the funeral",
      '9 things nobody tells you about the earthquake',
      'The surprising truth about the crash',
      'Flood victims rescued!',
      'Why everyone is talking about the shooting',
    ])('should name it in "%s"', (headline) => {
      expect(clickbaitFormulas(headline)).not.toEqual([]);
    });
  });

  describe('when a headline is a plain news line', () => {
    it('should find none', () => {
      expect(clickbaitFormulas('Pantera drummer Vinnie Paul dies aged 54: what we know so far')).toEqual([]);
    });
  });
});

describe(addedClickbaitFormulas.name, () => {
  describe('when the original already used the formula', () => {
    it('should not count it against the rewrite', () => {
      expect(addedClickbaitFormulas('An amazing rescue after the flood', 'An amazing rescue after the flood, in brief')).toEqual([]);
      expect(addedClickbaitFormulas('A rescue after the flood', 'An amazing rescue after the flood')).toEqual(['"shocking"']);
    });
  });
});
