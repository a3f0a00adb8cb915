import { storyText } from './story-text.js';

describe('storyText', () => {
  describe('when an RSS description holds sentences and a Google News style list of links', () => {
    const description =
      '<p>The Reserve Bank of India kept the repo rate at 5.5% on Friday, citing food prices.</p>' +
      '<ol><li><a href="https://news.google.com/rss/articles/CBMi1?oc=5">RBI holds repo rate</a>&nbsp;&nbsp;<font color="#6f6f6f">Mint</font></li>' +
      '<li><a href="https://news.google.com/rss/articles/CBMi2?oc=5">What the pause means for EMIs</a>&nbsp;&nbsp;<font color="#6f6f6f">The Economic Times</font></li></ol>' +
      '<p>Governor Sanjay Malhotra said growth was <a href="https://www.thehindu.com/business/">holding up</a>.</p>';

    it('should keep every sentence, with the words of a link inside a sentence, and drop the list', () => {
      expect(storyText(description, 2000)).toBe(
        'The Reserve Bank of India kept the repo rate at 5.5% on Friday, citing food prices.\nGovernor Sanjay Malhotra said growth was holding up.',
      );
    });
  });

  describe('when a Reddit post ends on a list of source links', () => {
    it('should drop the list and its label and keep the text, with markdown links read as their words', () => {
      const post = [
        'Bengaluru metro fares rise 40% from Monday, [BMRCL said](https://bmrc.co.in/fares) on Sunday.',
        '',
        'Sources:',
        '- https://www.thehindu.com/news/cities/bangalore/metro-fares/article1.ece',
        '- [Deccan Herald](https://www.deccanherald.com/metro-fares)',
      ].join('\n');
      expect(storyText(post, 2000)).toBe('Bengaluru metro fares rise 40% from Monday, BMRCL said on Sunday.');
    });
  });

  describe('when a sentence holds a bare URL', () => {
    it('should drop the URL and keep the sentence', () => {
      expect(storyText('The full report is at https://example.org/report.pdf for anyone who wants it.', 2000)).toBe(
        'The full report is at for anyone who wants it.',
      );
    });
  });

  describe('when the text is longer than the limit', () => {
    it('should cut it at a word boundary with an ellipsis', () => {
      expect(storyText('one two three four five six', 20)).toBe('one two three four…');
    });
  });

  describe('when nothing but links is left', () => {
    it('should answer null', () => {
      expect(storyText('<ul><li><a href="https://a.example/1">One</a></li></ul>', 2000)).toBeNull();
    });
  });
});
