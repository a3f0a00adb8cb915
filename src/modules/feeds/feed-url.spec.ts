import { AppException } from '../../common/errors/app.exception.js';
import { normalizeFeedUrl } from './feed-url.js';

describe(normalizeFeedUrl.name, () => {
  describe('when the address has no scheme', () => {
    it('should assume https', () => {
      expect(normalizeFeedUrl('  gazette.example.org/news ').href).toBe('https://gazette.example.org/news');
    });
  });

  describe('when the address carries a fragment', () => {
    it('should drop it', () => {
      expect(normalizeFeedUrl('http://studio.example.com/feed#top').href).toBe('http://studio.example.com/feed');
    });
  });

  describe('when the address cannot be followed', () => {
    it.each([
      ['', 'Please enter a website or feed URL.'],
      ['   ', 'Please enter a website or feed URL.'],
      ['not a site', 'Please enter a valid website or feed URL, such as example.com or https://example.com/feed.'],
      ['https://', 'Please enter a valid website or feed URL, such as example.com or https://example.com/feed.'],
      ['ftp://files.example.com/feed.xml', 'Only http and https addresses can be added; this one starts with ftp:'],
      ['file:///etc/passwd', 'Only http and https addresses can be added; this one starts with file:'],
      ['https://user:secret@example.com/feed', 'Addresses that carry a user name or password cannot be added.'],
    ])('should refuse %j with a 400 in words', (raw, message) => {
      const attempt = () => normalizeFeedUrl(raw);

      expect(attempt).toThrow(AppException);
      expect(attempt).toThrow(message);
    });
  });
});
