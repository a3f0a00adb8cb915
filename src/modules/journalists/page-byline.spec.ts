import { readFileSync } from 'node:fs';
import { pageByline } from './page-byline.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe(pageByline.name, () => {
  describe('when the page has a NewsArticle in JSON-LD', () => {
    it('should read every author of the article, not the profile address in article:author (Reuters)', () => {
      expect(pageByline(fixture('reuters-article.html'))).toBe('Noah Browning and Ahmad Ghaddar');
    });

    it('should find the article inside an @graph (BBC) and prefer it to the meta tag', () => {
      expect(pageByline(fixture('bbc-article.html'))).toBe('Simon Jack, Business editor');
    });

    it('should give the organisation when the page names no person (read as an agency later)', () => {
      expect(pageByline(fixture('agency-article.html'))).toBe('BBC News');
    });
  });

  describe('when the page has only meta tags', () => {
    it('should read <meta name="author">', () => {
      expect(pageByline('<html><head><meta name="author" content="Jane Doe"></head></html>')).toBe('Jane Doe');
    });

    it('should read article:author when it is a name', () => {
      expect(pageByline('<html><head><meta property="article:author" content="John Roe"></head></html>')).toBe('John Roe');
    });
  });

  describe('when the page names no author', () => {
    it('should answer null, also for broken JSON-LD', () => {
      expect(pageByline('<html><head><script type="application/ld+json">{broken</script></head><body>Hi</body></html>')).toBeNull();
    });
  });
});
