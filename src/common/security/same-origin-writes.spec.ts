import { crossSiteSource } from './same-origin-writes.js';

describe(crossSiteSource.name, () => {
  describe('when the browser says where the request came from', () => {
    it.each(['same-origin', 'none', 'Same-Origin'])('should let Sec-Fetch-Site %s through, whatever Host a proxy set', (site) => {
      expect(
        crossSiteSource({ host: '127.0.0.1:3000', origin: 'https://trendjack.example.com', 'sec-fetch-site': site }, 'http'),
      ).toBeNull();
    });

    it.each(['cross-site', 'same-site'])('should refuse Sec-Fetch-Site %s, naming the origin', (site) => {
      expect(crossSiteSource({ host: 'trendjack.example.com', origin: 'https://evil.example', 'sec-fetch-site': site }, 'https')).toBe(
        'https://evil.example',
      );
    });
  });

  describe('when only Origin is sent (plain http intranets, older browsers)', () => {
    it.each([
      [{ host: 'localhost:3000', origin: 'http://localhost:3000' }, 'http'],
      [{ host: 'trendjack.intranet', origin: 'http://trendjack.intranet' }, 'http'],
      [{ host: 'trendjack.intranet:80', origin: 'http://TrendJack.intranet' }, 'http'],
      [{ host: 'trendjack.example.com', origin: 'https://trendjack.example.com' }, 'https'],
      [{ host: 'trendjack.example.com', origin: 'https://trendjack.example.com', 'x-forwarded-proto': 'https' }, 'http'],
      [{ host: '[::1]:3000', origin: 'http://[::1]:3000' }, 'http'],
      [
        {
          host: '127.0.0.1:3000',
          origin: 'https://trendjack.example.com',
          'x-forwarded-host': 'trendjack.example.com',
          'x-forwarded-proto': 'https',
        },
        'http',
      ],
      [
        {
          host: '127.0.0.1:3000',
          origin: 'https://trendjack.example.com',
          'x-forwarded-host': 'trendjack.example.com, proxy.internal',
          'x-forwarded-proto': 'https, http',
        },
        'http',
      ],
    ])('should let a same-origin request through: %j over %s', (headers, protocol) => {
      expect(crossSiteSource(headers, protocol)).toBeNull();
    });

    it.each([
      [{ host: 'localhost:3000', origin: 'http://localhost:5173' }, 'http', 'http://localhost:5173'],
      [{ host: 'trendjack.intranet', origin: 'http://evil.example' }, 'http', 'http://evil.example'],
      [{ host: 'trendjack.intranet', origin: 'http://trendjack.intranet.evil.example' }, 'http', 'http://trendjack.intranet.evil.example'],
      [
        { host: '127.0.0.1:3000', origin: 'https://evil.example', 'x-forwarded-host': 'trendjack.example.com' },
        'http',
        'https://evil.example',
      ],
      [{ host: 'trendjack.intranet', origin: 'null' }, 'http', 'null'],
      [{ origin: 'http://evil.example' }, 'http', 'http://evil.example'],
      // The scheme is part of the origin: an https page is not the http server of the same name, nor the reverse.
      [{ host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' }, 'http', 'https://127.0.0.1:3000'],
      [{ host: 'trendjack.example.com', origin: 'https://trendjack.example.com' }, 'http', 'https://trendjack.example.com'],
      [{ host: 'trendjack.example.com', origin: 'http://trendjack.example.com' }, 'https', 'http://trendjack.example.com'],
      [
        { host: '127.0.0.1:3000', origin: 'https://trendjack.example.com', 'x-forwarded-host': 'trendjack.example.com' },
        'http',
        'https://trendjack.example.com',
      ],
      [
        { host: 'trendjack.intranet', origin: 'http://trendjack.intranet', 'x-forwarded-proto': 'https' },
        'http',
        'http://trendjack.intranet',
      ],
    ])('should refuse %j over %s, naming %s', (headers, protocol, named) => {
      expect(crossSiteSource(headers, protocol)).toBe(named);
    });
  });

  describe('when neither header is sent (curl, scripts)', () => {
    it('should let it through', () => {
      expect(crossSiteSource({ host: 'trendjack.intranet' }, 'http')).toBeNull();
    });
  });
});
