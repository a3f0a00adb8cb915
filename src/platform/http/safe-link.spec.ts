import { safeHttpLink } from './safe-link.js';

describe(safeHttpLink.name, () => {
  describe('when the link is an absolute http(s) URL', () => {
    it('should return it in its normalized form', () => {
      expect(safeHttpLink('https://news.example.org/world/story-1?ref=rss')).toBe('https://news.example.org/world/story-1?ref=rss');
      expect(safeHttpLink('  HTTP://Example.COM/a b  ')).toBe('http://example.com/a%20b');
    });
  });

  describe('when the link uses another scheme', () => {
    it.each([
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      ' \tjavascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:editor@example.com',
      'ftp://files.example.com/a',
    ])('should drop %j', (link) => {
      expect(safeHttpLink(link)).toBeNull();
    });
  });

  describe('when the link is relative', () => {
    it('should drop it without a base and resolve it against one', () => {
      expect(safeHttpLink('/news/story-2')).toBeNull();
      expect(safeHttpLink('/news/story-2', 'https://feeds.example.net/world/rss.xml')).toBe('https://feeds.example.net/news/story-2');
      expect(safeHttpLink('javascript:alert(1)', 'https://feeds.example.net/rss.xml')).toBeNull();
    });
  });

  describe('when there is no link', () => {
    it.each([undefined, null, '', '   ', 42, 'not a url', 'https://'])('should give null for %j', (value) => {
      expect(safeHttpLink(value)).toBeNull();
    });
  });
});
