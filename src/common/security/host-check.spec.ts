import { isAllowedHost } from './host-check.js';

describe(isAllowedHost.name, () => {
  const allowed = [
    { hostname: 'trendjack.example.com', port: null },
    { hostname: 'trendjack.intranet', port: '8080' },
  ];

  describe('when Host names this machine', () => {
    it.each(['localhost', 'localhost:3000', 'LOCALHOST:5173', 'localhost.:3000', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000', '[::1]'])(
      'should allow %s on any port',
      (host) => {
        expect(isAllowedHost(host, [])).toBe(true);
      },
    );
  });

  describe('when Host names an allowed host', () => {
    it.each(['trendjack.example.com', 'Trendjack.Example.COM:443', 'trendjack.example.com.', 'trendjack.intranet:8080'])(
      'should allow %s',
      (host) => {
        expect(isAllowedHost(host, allowed)).toBe(true);
      },
    );
  });

  describe('when Host names anything else (a rebound name)', () => {
    it.each([
      'evil.example:3000',
      'localhost.evil.example',
      'app.localhost:3000',
      'trendjack.example.com.evil.example',
      'trendjack.intranet',
      'trendjack.intranet:9090',
      '0.0.0.0:3000',
      '10.0.0.5',
      '',
      'evil.example/path',
      'user@localhost',
    ])('should refuse %j', (host) => {
      expect(isAllowedHost(host, allowed)).toBe(false);
    });
  });
});
