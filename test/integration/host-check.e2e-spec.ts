import { request } from 'node:http';
import { rowCounts as countRows } from '../support/row-counts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// DNS rebinding (issue 28): a page on evil.example whose name the attacker points at 127.0.0.1 is,
// to the browser, same-origin with Trendjack. Only the Host header tells it apart, so the server
// answers only the hosts it is meant to be reached by.

type Answer = { status: number; body: { statusCode?: number; message?: string } };

describe('Host check', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://trendjack.example.com', ALLOWED_HOSTS: 'trendjack.intranet:8080, 10.0.0.5' });
    port = Number(new URL(testApp.baseUrl).port);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** fetch() may not set Host, so a raw request on the app's loopback port names whatever Host a browser would send. */
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers:
            payload === undefined
              ? headers
              : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });

  describe('when a page under another name reaches the loopback port (DNS rebinding)', () => {
    it('should refuse a read with 421 and say which setting lets the address in', async () => {
      const answer = await send('GET', '/api/settings', { host: `evil.example:${port}` });

      expect(answer.status).toBe(421);
      expect(answer.body.statusCode).toBe(421);
      expect(answer.body.message).toBe(
        `This server is not reached as evil.example:${port}. Add the address to ALLOWED_HOSTS (or PUBLIC_URL) if people open Trendjack under it.`,
      );
    });

    it('should refuse a same-origin write that points the AI calls at an outside server, and change nothing', async () => {
      const before = await countRows(testApp.orm, ['ai_setting']);

      const answer = await send(
        'PUT',
        '/api/settings/ai',
        { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
        { provider: 'openai', baseUrl: 'https://api.evil.example/v1', apiKey: 'sk-evil-key' },
      );

      expect(answer.status).toBe(421);
      expect(await countRows(testApp.orm, ['ai_setting'])).toEqual(before);
      const settings = await send('GET', '/api/settings/ai', { host: `127.0.0.1:${port}` });
      expect(JSON.stringify(settings.body)).not.toContain('evil.example');
    });

    it.each([['trendjack.intranet:9090'], ['trendjack.example.com.evil.example'], ['10.0.0.50'], ['localhost.evil.example']])(
      'should refuse Host %s',
      async (host) => {
        expect((await send('GET', '/api/settings', { host })).status).toBe(421);
      },
    );

    it('should still answer the health check, which load balancers call by address and which reads nothing', async () => {
      const answer = await send('GET', '/api/health', { host: `evil.example:${port}` });

      expect(answer.status).toBe(200);
    });
  });

  describe('when the request names a host Trendjack is meant to be reached by', () => {
    it.each([
      ['127.0.0.1 with the port', () => `127.0.0.1:${port}`],
      ['localhost with the port', () => `localhost:${port}`],
      ['::1 with the port', () => `[::1]:${port}`],
      ['localhost behind a mapped port (Docker -p 8080:3000, Vite dev server)', () => 'localhost:5173'],
      ["PUBLIC_URL's host", () => 'trendjack.example.com'],
      ["PUBLIC_URL's host in another case", () => 'TrendJack.Example.com'],
      ['an ALLOWED_HOSTS entry with its port', () => 'trendjack.intranet:8080'],
      ['an ALLOWED_HOSTS entry without a port, on any port', () => `10.0.0.5:${port}`],
    ])('should answer %s', async (_name, host) => {
      const answer = await send('GET', '/api/settings', { host: host() });

      expect(answer.status).toBe(200);
    });
  });

  describe('when a write names this host but comes from an https page', () => {
    it('should refuse it as another site, since this server speaks plain http', async () => {
      const before = await countRows(testApp.orm, ['ai_setting']);

      const answer = await send(
        'PUT',
        '/api/settings/ai',
        { host: `127.0.0.1:${port}`, origin: `https://127.0.0.1:${port}` },
        { provider: 'openai', baseUrl: 'https://api.evil.example/v1', apiKey: 'sk-evil-key' },
      );

      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^Refused: this request came from another website \(https:\/\/127\.0\.0\.1:\d+\)\./);
      expect(await countRows(testApp.orm, ['ai_setting'])).toEqual(before);
    });
  });
});
