import { crossSiteSource } from './same-origin-writes.js';

describe(crossSiteSource.name, () => {
  describe('when the browser says where the request came from', () => {
    it.each(['same-origin', 'none', 'Same-Origin'])('should let Sec-Fetch-Site %s through, whatever Host a proxy set', (site) => {
      expect(crossSiteSource({ host: '127.0.0.1:3000', origin: 'https://trendjack.example.com', 'sec-fetch-site': site })).toBeNull();
    });

    it.each(['cross-site', 'same-site'])('should refuse Sec-Fetch-Site %s, naming the origin', (site) => {
      expect(crossSiteSource({ host: 'trendjack.example.com', origin: 'https://evil.example', 'sec-fetch-site': site })).toBe(
        'https://evil.example',
      );
    });
  });

  describe('when only Origin is sent (plain http intranets, older browsers)', () => {
    it.each([
      [{ host: 'localhost:3000', origin: 'http://localhost:3000' }],
      [{ host: 'trendjack.intranet', origin: 'http://trendjack.intranet' }],
      [{ host: 'trendjack.intranet:80', origin: 'http://TrendJack.intranet' }],
      [{ host: 'trendjack.example.com', origin: 'https://trendjack.example.com' }],
      [{ host: '[::1]:3000', origin: 'http://[::1]:3000' }],
      [{ host: '127.0.0.1:3000', origin: 'https://trendjack.example.com', 'x-forwarded-host': 'trendjack.example.com' }],
      [{ host: '127.0.0.1:3000', origin: 'https://trendjack.example.com', 'x-forwarded-host': 'trendjack.example.com, proxy.internal' }],
    ])('should let a same-origin request through: %j', (headers) => {
      expect(crossSiteSource(headers)).toBeNull();
    });

    it.each([
      [{ host: 'localhost:3000', origin: 'http://localhost:5173' }, 'http://localhost:5173'],
      [{ host: 'trendjack.intranet', origin: 'http://evil.example' }, 'http://evil.example'],
      [{ host: 'trendjack.intranet', origin: 'http://trendjack.intranet.evil.example' }, 'http://trendjack.intranet.evil.example'],
      [{ host: '127.0.0.1:3000', origin: 'https://evil.example', 'x-forwarded-host': 'trendjack.example.com' }, 'https://evil.example'],
      [{ host: 'trendjack.intranet', origin: 'null' }, 'null'],
      [{ origin: 'http://evil.example' }, 'http://evil.example'],
    ])('should refuse %j, naming %s', (headers, named) => {
      expect(crossSiteSource(headers)).toBe(named);
    });
  });

  describe('when neither header is sent (curl, scripts)', () => {
    it('should let it through', () => {
      expect(crossSiteSource({ host: 'trendjack.intranet' })).toBeNull();
    });
  });
});
