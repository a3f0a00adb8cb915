import { htmlToPlainText } from './html-to-text.js';

describe(htmlToPlainText.name, () => {
  describe('when given markup with entities', () => {
    it('should keep only the words, decoded, on one line', () => {
      expect(htmlToPlainText('<p>Prices rose 5%&nbsp;&amp; more</p><p>Second<br>line</p><script>alert(1)</script>', 200)).toBe(
        'Prices rose 5% & more Second line',
      );
    });
  });

  describe('when the text is longer than the limit', () => {
    it('should cut at a word boundary with an ellipsis', () => {
      expect(htmlToPlainText('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    });
  });

  describe('when nothing is left', () => {
    it('should return null', () => {
      expect(htmlToPlainText('<img src="x.jpg">', 100)).toBeNull();
      expect(htmlToPlainText(null, 100)).toBeNull();
    });
  });
});
