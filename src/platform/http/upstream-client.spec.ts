import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamClient, UpstreamError, parseRetryAfter } from './upstream-client.js';

type Handler = (request: IncomingMessage, response: ServerResponse, hit: number) => void;

/** A local upstream whose answer to the n-th request is decided by the test. */
async function startUpstream(handler: Handler): Promise<{ url: string; hits: IncomingMessage[]; close: () => Promise<void> }> {
  const hits: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request);
    handler(request, response, hits.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The allow-list entry (OUTBOUND_ALLOW_HOSTS) that lets a local upstream through the address guard. */
function allowed(upstream: { url: string } | undefined): string[] {
  return upstream ? [new URL(upstream.url).host] : [];
}

function recordingSleep(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

describe(UpstreamClient.name, () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
  });

  describe('request', () => {
    describe('when the upstream answers 200', () => {
      it('should return status, lower-case headers and body, sending the default User-Agent', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(200, { 'Content-Type': 'application/json', 'X-Ratelimit-Remaining': '99.0' });
          response.end('{"ok":true}');
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'trendjack-test/1.0' });

        const result = await client.request({ url: `${upstream.url}/listing` });

        expect(result).toMatchObject({ status: 200, body: '{"ok":true}', attempts: 1 });
        expect(result.headers['x-ratelimit-remaining']).toBe('99.0');
        expect(upstream.hits[0]?.headers['user-agent']).toBe('trendjack-test/1.0');
      });
    });

    describe('when the request sets its own User-Agent', () => {
      it('should send that one instead of the default', async () => {
        upstream = await startUpstream((_request, response) => response.end('ok'));
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'default/1.0' });

        await client.request({ url: upstream.url, headers: { 'User-Agent': 'server:app:v1 (by /u/someone)' } });

        expect(upstream.hits[0]?.headers['user-agent']).toBe('server:app:v1 (by /u/someone)');
      });
    });

    describe('when the upstream answers 404', () => {
      it('should return it at once without retrying', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(404);
          response.end('missing');
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test', sleep: recordingSleep().sleep });

        const result = await client.request({ url: upstream.url });

        expect(result).toMatchObject({ status: 404, body: 'missing', attempts: 1 });
        expect(upstream.hits).toHaveLength(1);
      });
    });

    describe('when the upstream answers 429 with Retry-After and then 200', () => {
      it('should wait the asked seconds and return the success', async () => {
        upstream = await startUpstream((_request, response, hit) => {
          if (hit === 1) {
            response.writeHead(429, { 'Retry-After': '2' });
            response.end('slow down');
            return;
          }
          response.end('fresh');
        });
        const { waits, sleep } = recordingSleep();
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test', sleep });

        const result = await client.request({ url: upstream.url });

        expect(result).toMatchObject({ status: 200, body: 'fresh', attempts: 2 });
        expect(waits).toEqual([2000]);
      });
    });

    describe('when Retry-After is longer than the cap', () => {
      it('should return the 429 without waiting', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(429, { 'Retry-After': '600' });
          response.end();
        });
        const { waits, sleep } = recordingSleep();
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test', sleep, maxRetryAfterMs: 30_000 });

        const result = await client.request({ url: upstream.url });

        expect(result).toMatchObject({ status: 429, attempts: 1 });
        expect(result.headers['retry-after']).toBe('600');
        expect(waits).toEqual([]);
      });
    });

    describe('when the upstream keeps failing with 503', () => {
      it('should stop after the retry budget with growing backoff and return the last answer', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(503);
          response.end('down');
        });
        const { waits, sleep } = recordingSleep();
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          sleep,
          maxRetries: 2,
          retryBaseDelayMs: 100,
          random: () => 0,
        });

        const result = await client.request({ url: upstream.url });

        expect(result).toMatchObject({ status: 503, attempts: 3 });
        expect(waits).toEqual([100, 200]);
      });
    });

    describe('when the upstream never answers', () => {
      it('should fail with a timeout after every attempt timed out', async () => {
        upstream = await startUpstream(() => undefined);
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          sleep: recordingSleep().sleep,
          timeoutMs: 150,
          maxRetries: 1,
        });

        const failure = await client.request({ url: `${upstream.url}/slow?key=secret` }).catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(UpstreamError);
        expect(failure).toMatchObject({ reason: 'timeout', attempts: 2 });
        expect((failure as Error).message).toContain('150 ms');
        expect((failure as Error).message).not.toContain('secret');
        expect(upstream.hits).toHaveLength(2);
      });
    });

    describe('when nothing listens on the port', () => {
      it('should fail with a network error', async () => {
        upstream = await startUpstream(() => undefined);
        const deadUrl = upstream.url;
        await upstream.close();
        upstream = undefined;
        const client = new UpstreamClient({
          allowHosts: allowed({ url: deadUrl }),
          userAgent: 'test',
          sleep: recordingSleep().sleep,
          maxRetries: 1,
        });

        await expect(client.request({ url: deadUrl })).rejects.toMatchObject({ reason: 'network', attempts: 2 });
      });
    });

    describe('when the body is larger than the cap', () => {
      it('should fail with too_large and not retry', async () => {
        upstream = await startUpstream((_request, response) => {
          response.write('x'.repeat(600));
          response.end('x'.repeat(600));
        });
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          sleep: recordingSleep().sleep,
          maxBodyBytes: 1000,
        });

        await expect(client.request({ url: upstream.url })).rejects.toMatchObject({ reason: 'too_large' });
        expect(upstream.hits).toHaveLength(1);
      });
    });

    describe('when the caller cancels during a backoff wait', () => {
      it('should fail as aborted without another attempt', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(500);
          response.end();
        });
        const controller = new AbortController();
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test', retryBaseDelayMs: 5_000 });
        setTimeout(() => controller.abort(), 50);

        await expect(client.request({ url: upstream.url, signal: controller.signal })).rejects.toMatchObject({ reason: 'aborted' });
        expect(upstream.hits).toHaveLength(1);
      });
    });

    describe('when the body is not UTF-8', () => {
      it('should decode it by the XML declaration or the Content-Type charset', async () => {
        const latin1Xml = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><rss><title>Últimas Notícias</title></rss>', 'latin1');
        upstream = await startUpstream((request, response) => {
          if (request.url === '/declared') {
            response.writeHead(200, { 'Content-Type': 'text/xml' });
            response.end(latin1Xml);
            return;
          }
          response.writeHead(200, { 'Content-Type': 'text/plain; charset=windows-1252' });
          response.end(Buffer.from([0x93, 0x68, 0x69, 0x94]));
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test' });

        expect((await client.request({ url: `${upstream.url}/declared` })).body).toContain('Últimas Notícias');
        expect((await client.request({ url: `${upstream.url}/header` })).body).toBe('“hi”');
      });
    });

    describe('when posting a form', () => {
      it('should send the method, headers and body', async () => {
        let received = '';
        upstream = await startUpstream((request, response) => {
          request.on('data', (chunk: Buffer) => (received += chunk.toString()));
          request.on('end', () => response.end('{}'));
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test' });

        await client.request({
          url: upstream.url,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        });

        expect(upstream.hits[0]?.method).toBe('POST');
        expect(upstream.hits[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(received).toBe('grant_type=client_credentials');
      });
    });
  });

  describe('request through redirects', () => {
    let inside: Awaited<ReturnType<typeof startUpstream>> | undefined;
    afterEach(async () => {
      await inside?.close();
      inside = undefined;
    });

    describe('when an allowed upstream redirects to an address the guard refuses', () => {
      it.each([
        [
          'another port of the loopback host',
          () => `http://127.0.0.1:${new URL(inside?.url ?? '').port}/admin`,
          (host: string) => `redirected to ${host}, which points to this server itself (loopback)`,
        ],
        [
          'a name that resolves to a private address',
          () => 'http://intranet.example/feed',
          () => 'redirected to intranet.example, which points to a private network',
        ],
        [
          'the cloud metadata service',
          () => 'http://169.254.169.254/latest/meta-data/',
          () => 'redirected to 169.254.169.254, which points to a cloud metadata service',
        ],
        ['a file: address', () => 'file:///etc/passwd', () => 'redirected to file:, which is not an http(s) address'],
      ])('should refuse the hop to %s without reaching it or retrying', async (_name, location, phrase) => {
        inside = await startUpstream((_request, response) => response.end('internal secrets'));
        upstream = await startUpstream((_request, response) => {
          response.writeHead(302, { location: location() });
          response.end();
        });
        const resolveHost = async () => [{ address: '10.0.0.5', family: 4 as const }];
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          resolveHost,
          sleep: recordingSleep().sleep,
          maxRetries: 2,
        });

        const failure = await client.request({ url: `${upstream.url}/feed.xml` }).catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(UpstreamError);
        expect(failure).toMatchObject({ reason: 'refused', attempts: 1 });
        expect((failure as UpstreamError).phrase).toBe(`${phrase(new URL(location()).host)}; Trendjack does not follow redirects there`);
        expect(inside.hits).toHaveLength(0);
        expect(upstream.hits).toHaveLength(1);
      });
    });

    describe('when the configured address itself is private and not allowed', () => {
      it('should refuse it before connecting and say how to allow it', async () => {
        upstream = await startUpstream((_request, response) => response.end('ok'));
        const client = new UpstreamClient({ allowHosts: [], userAgent: 'test' });

        const failure = await client.request({ url: `${upstream.url}/calendar.ics` }).catch((error: unknown) => error);

        expect(failure).toMatchObject({
          reason: 'refused',
          phrase: 'points to this server itself (loopback); list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it',
        });
        expect(upstream.hits).toHaveLength(0);
      });
    });

    describe('when the redirects stay on allowed hosts', () => {
      it('should follow them and report the final address', async () => {
        upstream = await startUpstream((request, response) => {
          if (request.url === '/old.xml') {
            response.writeHead(301, { location: '/new.xml' });
            response.end();
            return;
          }
          response.end('<rss/>');
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test' });

        const result = await client.request({ url: `${upstream.url}/old.xml` });

        expect(result).toMatchObject({ url: `${upstream.url}/new.xml`, status: 200, body: '<rss/>' });
      });

      it('should turn a POST answered with 303 into a GET and keep credentials from another origin', async () => {
        inside = await startUpstream((_request, response) => response.end('{"access_token":"t"}'));
        upstream = await startUpstream((_request, response) => {
          response.writeHead(303, { location: `${inside?.url ?? ''}/token` });
          response.end();
        });
        const client = new UpstreamClient({ allowHosts: [...allowed(upstream), ...allowed(inside)], userAgent: 'test' });

        await client.request({
          url: upstream.url,
          method: 'POST',
          headers: { Authorization: 'Basic c2VjcmV0', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        });

        expect(upstream.hits[0]?.headers.authorization).toBe('Basic c2VjcmV0');
        expect(inside.hits[0]?.method).toBe('GET');
        expect(inside.hits[0]?.headers.authorization).toBeUndefined();
        expect(inside.hits[0]?.headers['content-type']).toBeUndefined();
      });
    });
  });

  describe('fetchBrowserLike', () => {
    describe('when the page answers', () => {
      it('should send browser-like headers and return the HTML', async () => {
        upstream = await startUpstream((_request, response) => {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end('<html><body>trends</body></html>');
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'trendjack-test/1.0' });

        const result = await client.fetchBrowserLike({ url: `${upstream.url}/united-states/` });

        expect(result).toMatchObject({ status: 200, body: '<html><body>trends</body></html>', attempts: 1 });
        expect(upstream.hits[0]?.headers['user-agent']).toMatch(/^Mozilla\/5\.0/);
        expect(upstream.hits[0]?.headers['accept']).toContain('text/html');
      });
    });

    describe('when the page fails once with 502', () => {
      it('should retry with this client policy only', async () => {
        upstream = await startUpstream((_request, response, hit) => {
          response.writeHead(hit === 1 ? 502 : 200);
          response.end(hit === 1 ? 'bad gateway' : '<html>ok</html>');
        });
        const { waits, sleep } = recordingSleep();
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test', sleep, maxRetries: 1 });

        const result = await client.fetchBrowserLike({ url: upstream.url });

        expect(result).toMatchObject({ status: 200, attempts: 2 });
        expect(upstream.hits).toHaveLength(2);
        expect(waits).toHaveLength(1);
      });
    });

    describe('when the page redirects to an address the guard refuses', () => {
      it('should refuse the hop without reaching it', async () => {
        const inside = await startUpstream((_request, response) => response.end('<html>internal</html>'));
        const insideHost = new URL(inside.url).host;
        upstream = await startUpstream((_request, response) => {
          response.writeHead(302, { location: `http://${insideHost}/` });
          response.end();
        });
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          sleep: recordingSleep().sleep,
          maxRetries: 1,
        });

        const failure = await client.fetchBrowserLike({ url: `${upstream.url}/trends/` }).catch((error: unknown) => error);
        await inside.close();

        expect(failure).toMatchObject({
          reason: 'refused',
          phrase: `redirected to ${insideHost}, which points to this server itself (loopback); Trendjack does not follow redirects there`,
        });
        expect(inside.hits).toHaveLength(0);
      });
    });

    describe('when the page redirects on its allowed host', () => {
      it('should follow the redirect', async () => {
        upstream = await startUpstream((request, response) => {
          if (request.url === '/') {
            response.writeHead(302, { location: '/united-states/' });
            response.end();
            return;
          }
          response.writeHead(200, { 'Content-Type': 'text/html' });
          response.end('<html>trends</html>');
        });
        const client = new UpstreamClient({ allowHosts: allowed(upstream), userAgent: 'test' });

        const result = await client.fetchBrowserLike({ url: `${upstream.url}/` });

        expect(result).toMatchObject({ url: `${upstream.url}/united-states/`, status: 200, body: '<html>trends</html>' });
      });
    });

    describe('when the page never answers', () => {
      it('should fail with a timeout', async () => {
        upstream = await startUpstream(() => undefined);
        const client = new UpstreamClient({
          allowHosts: allowed(upstream),
          userAgent: 'test',
          sleep: recordingSleep().sleep,
          maxRetries: 0,
        });

        await expect(client.fetchBrowserLike({ url: upstream.url, timeoutMs: 150 })).rejects.toMatchObject({
          reason: 'timeout',
          attempts: 1,
        });
      });
    });
  });
});

describe(parseRetryAfter.name, () => {
  describe('when given delta-seconds', () => {
    it('should return milliseconds', () => {
      expect(parseRetryAfter('7', 0)).toBe(7000);
    });
  });
  describe('when given an HTTP date', () => {
    it('should return the time until then, never negative', () => {
      const now = Date.parse('2026-11-22T10:00:00Z');
      expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
      expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    });
  });
  describe('when missing or unreadable', () => {
    it('should return null', () => {
      expect(parseRetryAfter(undefined, 0)).toBeNull();
      expect(parseRetryAfter('soon', 0)).toBeNull();
    });
  });
});
