import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { OutboundRefusedError, OutboundUpstreamError } from './guarded-fetch-errors.js';
import { guardedFetchHtml, type GuardedFetchOptions } from './guarded-fetch.js';
import type { HostResolver } from './guarded-request.js';

type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 that records every request it receives. */
class FixtureSite {
  readonly requests: { path: string; host: string | undefined }[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly server = http.createServer((request, response) => {
    this.requests.push({ path: request.url ?? '', host: request.headers.host });
    const route = this.routes.get(new URL(request.url ?? '/', 'http://fixture').pathname);
    if (route) {
      route(request, response);
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
    }
  });

  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  route(path: string, handler: Route): void {
    this.routes.set(path, handler);
  }

  /** Forgets the routes and requests of the test before, so a test only reaches the routes it set. */
  reset(): void {
    this.routes.clear();
    this.requests.length = 0;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get allowHosts(): string[] {
    return [`127.0.0.1:${this.port}`];
  }
}

const PAGE = '<!doctype html><html lang="en"><head><title>Fixture home</title></head><body><h1>Hello</h1></body></html>';

async function failureOf(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the fetch to fail');
}

describe(guardedFetchHtml.name, () => {
  const site = new FixtureSite();
  let options: GuardedFetchOptions;

  beforeAll(async () => {
    await site.start();
  });

  afterAll(async () => {
    await site.stop();
  });

  beforeEach(() => {
    site.reset();
    site.route('/page', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    options = { allowHosts: site.allowHosts };
  });

  describe('when the host is allow-listed and serves HTML', () => {
    it('should return the page, its final address and its content type', async () => {
      const page = await guardedFetchHtml(`${site.origin}/page`, options);

      expect(page).toEqual({
        finalUrl: `${site.origin}/page`,
        status: 200,
        contentType: 'text/html',
        charset: 'utf-8',
        html: PAGE,
      });
    });

    it.each([
      ['gzip', (body: Buffer) => zlib.gzipSync(body)],
      ['deflate', (body: Buffer) => zlib.deflateSync(body)],
      ['br', (body: Buffer) => zlib.brotliCompressSync(body)],
      ['gzip, br', (body: Buffer) => zlib.brotliCompressSync(zlib.gzipSync(body))],
    ])('should decode a %s body', async (encoding, encode) => {
      site.route('/compressed', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding }).end(encode(Buffer.from(PAGE)));
      });

      const page = await guardedFetchHtml(`${site.origin}/compressed`, options);

      expect(page.html).toBe(PAGE);
    });

    it('should decode a legacy charset named in a meta tag', async () => {
      site.route('/latin1', (_request, response) => {
        const html = '<html><head><meta charset="windows-1252"><title>Caf\u00e9 M\u00fcller</title></head></html>';
        response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(html, 'latin1'));
      });

      const page = await guardedFetchHtml(`${site.origin}/latin1`, options);

      expect(page.charset).toBe('windows-1252');
      expect(page.html).toContain('Caf\u00e9 M\u00fcller');
    });

    it('should prefer the content-type charset over the meta tag', async () => {
      site.route('/sjis', (_request, response) => {
        const bytes = Buffer.concat([
          Buffer.from('<html><meta charset="utf-8"><title>'),
          Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
          Buffer.from('</title></html>'),
        ]);
        response.writeHead(200, { 'content-type': 'text/html; charset=Shift_JIS' }).end(bytes);
      });

      const page = await guardedFetchHtml(`${site.origin}/sjis`, options);

      expect(page.html).toContain('<title>\u65e5\u672c</title>');
    });

    it('should follow redirects on the allowed host and report where it ended', async () => {
      site.route('/old', (_request, response) => response.writeHead(301, { location: '/newer' }).end());
      site.route('/newer', (_request, response) => response.writeHead(302, { location: `${site.origin}/page` }).end());

      const page = await guardedFetchHtml(`${site.origin}/old`, options);

      expect(page.finalUrl).toBe(`${site.origin}/page`);
      expect(site.requests.map((request) => request.path)).toEqual(['/old', '/newer', '/page']);
    });
  });

  describe('when the address is refused before any connection', () => {
    it.each([
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
    ])('should refuse http://%s:<port>/ and never reach the listening server', async (host) => {
      const lookups: string[] = [];
      const resolveHost: HostResolver = async (hostname) => {
        lookups.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      };

      const error = await failureOf(guardedFetchHtml(`http://${host}:${site.port}/page`, { allowHosts: [], resolveHost }));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe('That address points to this server itself (loopback), which Trendjack is not allowed to reach.');
      expect(site.requests).toEqual([]);
      expect(lookups).toEqual([]);
    });

    it.each([
      ['http://10.1.2.3/', 'That address points to a private network, which Trendjack is not allowed to reach.'],
      [
        'http://169.254.169.254/latest/meta-data/',
        'That address points to a cloud metadata service, which Trendjack is not allowed to reach.',
      ],
      [
        'http://metadata.google.internal/computeMetadata/v1/',
        'That address points to a cloud metadata service, which Trendjack is not allowed to reach.',
      ],
      ['http://[fd00:ec2::254]/', 'That address points to a cloud metadata service, which Trendjack is not allowed to reach.'],
      ['http://100.64.1.1/', 'That address points to a carrier-grade NAT network, which Trendjack is not allowed to reach.'],
      ['http://[fe80::1]/', 'That address points to a link-local network, which Trendjack is not allowed to reach.'],
      ['http://224.0.0.251/', 'That address points to a multicast group, which Trendjack is not allowed to reach.'],
      ['http://0.0.0.0/', 'That address points to an unspecified address, which Trendjack is not allowed to reach.'],
      ['http://255.255.255.255/', 'That address points to a broadcast address, which Trendjack is not allowed to reach.'],
      ['file:///etc/passwd', 'Only http and https addresses can be analyzed.'],
      ['https://example.com:22/', 'Only addresses on the standard web ports (80 and 443) can be analyzed; this one uses port 22.'],
    ])('should refuse %s with a plain message', async (url, message) => {
      const error = await failureOf(guardedFetchHtml(url, { allowHosts: [] }));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe(message);
    });
  });

  describe('when a host name resolves to a refused address', () => {
    it('should refuse localhost because the system resolver answers with loopback', async () => {
      const answers: string[] = [];
      const { promises: dns } = await import('node:dns');
      const resolveHost: HostResolver = async (hostname) => {
        const found = await dns.lookup(hostname, { all: true });
        answers.push(...found.map(({ address }) => address));
        return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
      };

      const error = await failureOf(guardedFetchHtml('http://localhost/', { allowHosts: [], resolveHost }));

      expect(answers).toContain('127.0.0.1');
      expect(error.message).toBe('That address points to this server itself (loopback), which Trendjack is not allowed to reach.');
    });

    it('should refuse when any one of several addresses is private', async () => {
      const resolveHost: HostResolver = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ];

      const error = await failureOf(guardedFetchHtml('https://mixed.example/', { allowHosts: [], resolveHost }));

      expect(error.message).toBe('That address points to a private network, which Trendjack is not allowed to reach.');
    });
  });

  describe('when an allowed site redirects into a refused address', () => {
    it.each([
      ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata service'],
      ['http://[::ffff:7f00:1]/admin', 'this server itself (loopback)'],
      ['http://intranet.example/', 'a private network'],
    ])('should refuse the hop to %s', async (location, phrase) => {
      site.route('/jump', (_request, response) => response.writeHead(302, { location }).end());
      const resolveHost: HostResolver = async () => [{ address: '192.168.0.10', family: 4 }];

      const error = await failureOf(guardedFetchHtml(`${site.origin}/jump`, { ...options, resolveHost }));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe(`That address points to ${phrase}, which Trendjack is not allowed to reach.`);
      expect(site.requests.map((request) => request.path)).toEqual(['/jump']);
    });

    it('should refuse a redirect to another port of the same loopback host', async () => {
      site.route('/sideways', (_request, response) => response.writeHead(307, { location: `http://127.0.0.1:${site.port + 1}/` }).end());

      const error = await failureOf(guardedFetchHtml(`${site.origin}/sideways`, options));

      expect(error.message).toBe('That address points to this server itself (loopback), which Trendjack is not allowed to reach.');
    });

    it('should refuse a redirect to a file: address', async () => {
      site.route('/to-file', (_request, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end());

      const error = await failureOf(guardedFetchHtml(`${site.origin}/to-file`, options));

      expect(error.message).toBe('Only http and https addresses can be analyzed.');
    });
  });

  describe('when a host name is allow-listed', () => {
    it('should look it up once per hop and connect to that address, never asking DNS again', async () => {
      site.route('/hop-1', (_request, response) => response.writeHead(302, { location: '/hop-2' }).end());
      site.route('/hop-2', (_request, response) => response.writeHead(302, { location: '/page' }).end());
      const lookups: string[] = [];
      const resolveHost: HostResolver = async (hostname) => {
        lookups.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      };
      // `pinned.test` exists in no DNS: the fetch can only succeed through the pinned address.
      const host = `pinned.test:${site.port}`;

      const page = await guardedFetchHtml(`http://${host}/hop-1`, { allowHosts: [host], resolveHost });

      expect(page.finalUrl).toBe(`http://${host}/page`);
      expect(lookups).toEqual(['pinned.test', 'pinned.test', 'pinned.test']);
      expect(site.requests).toEqual([
        { path: '/hop-1', host },
        { path: '/hop-2', host },
        { path: '/page', host },
      ]);
    });
  });

  describe('when the site redirects too often', () => {
    it('should stop after five redirects', async () => {
      site.route('/loop', (_request, response) => response.writeHead(302, { location: '/loop' }).end());

      const error = await failureOf(guardedFetchHtml(`${site.origin}/loop`, options));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe('The site redirected more than 5 times.');
      expect(site.requests).toHaveLength(6);
    });
  });

  describe('when the body is larger than the cap', () => {
    it('should refuse a declared oversize body without reading it', async () => {
      site.route('/declared-big', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        response.write('<html>');
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/declared-big`, options));

      expect(error.message).toBe('The page is larger than 2 MB.');
    });

    it('should stop a streamed body at 2 MB', async () => {
      site.route('/streamed-big', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<html><body>${'<p>filler</p>'.repeat(200_000)}</body></html>`);
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/streamed-big`, options));

      expect(error.message).toBe('The page is larger than 2 MB.');
    });

    it('should let a page just under the cap through', async () => {
      site.route('/almost-big', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' }).end('a'.repeat(2 * 1024 * 1024));
      });

      const page = await guardedFetchHtml(`${site.origin}/almost-big`, options);

      expect(page.html).toHaveLength(2 * 1024 * 1024);
    });

    it.each([
      ['gzip', zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20))],
      ['br', zlib.brotliCompressSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ])('should cut a %s bomb at 2 MB decoded', async (encoding, bomb) => {
      site.route('/bomb', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding }).end(bomb);
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/bomb`, options));

      // Under 200 KB on the wire, so only the cap on DECODED bytes can have stopped it.
      expect(bomb.length).toBeLessThan(200 * 1024);
      expect(error.message).toBe('The page is larger than 2 MB.');
    });
  });

  describe('when the site is too slow', () => {
    it('should give up on a body that trickles past the time cap', async () => {
      site.route('/slow-body', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><body>');
      });

      // The server never ends the body: only the deadline can stop the read, and it is the deadline's error.
      const error = await failureOf(guardedFetchHtml(`${site.origin}/slow-body`, { ...options, timeoutMs: 300 }));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe('The site took longer than 0.3 seconds to answer.');
    });

    it('should give up on headers that never come', async () => {
      site.route('/silent', () => undefined);

      const error = await failureOf(guardedFetchHtml(`${site.origin}/silent`, { ...options, timeoutMs: 200 }));

      expect(error.message).toBe('The site took longer than 0.2 seconds to answer.');
    });

    it('should count the time across redirects and lookups', async () => {
      // Each hop answers within the 0.3 s; only the two together take longer.
      site.route('/slow-hop', (_request, response) => {
        setTimeout(() => response.writeHead(302, { location: '/slow-page' }).end(), 200);
      });
      site.route('/slow-page', (_request, response) => {
        setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 200);
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/slow-hop`, { ...options, timeoutMs: 300 }));

      expect(error.message).toBe('The site took longer than 0.3 seconds to answer.');
    });

    it('should give up on a lookup that hangs', async () => {
      const resolveHost: HostResolver = () => new Promise(() => undefined);

      const error = await failureOf(guardedFetchHtml('https://hangs.example/', { allowHosts: [], resolveHost, timeoutMs: 100 }));

      expect(error.message).toBe('The site took longer than 0.1 seconds to answer.');
    });
  });

  describe('when the address does not serve HTML', () => {
    it.each([
      ['application/pdf', 'That address does not serve a web page (content type application/pdf).'],
      ['application/json; charset=utf-8', 'That address does not serve a web page (content type application/json).'],
      ['image/svg+xml', 'That address does not serve a web page (content type image/svg+xml).'],
    ])('should refuse %s', async (contentType, message) => {
      site.route('/file', (_request, response) => response.writeHead(200, { 'content-type': contentType }).end('%PDF-1.7'));

      const error = await failureOf(guardedFetchHtml(`${site.origin}/file`, options));

      expect(error).toBeInstanceOf(OutboundRefusedError);
      expect(error.message).toBe(message);
    });

    it('should refuse a body without a content type', async () => {
      site.route('/untyped', (_request, response) => {
        response.removeHeader('content-type');
        response.writeHead(200).end('<html></html>');
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/untyped`, options));

      expect(error.message).toBe('That address does not serve a web page (content type missing).');
    });

    it('should accept XHTML', async () => {
      site.route('/xhtml', (_request, response) => response.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(PAGE));

      const page = await guardedFetchHtml(`${site.origin}/xhtml`, options);

      expect(page.contentType).toBe('application/xhtml+xml');
    });
  });

  describe('when the site fails', () => {
    it('should report an error status from the site', async () => {
      site.route('/broken', (_request, response) => response.writeHead(503, 'Service Unavailable', { 'content-type': 'text/html' }).end());

      const error = await failureOf(guardedFetchHtml(`${site.origin}/broken`, options));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect(error.message).toBe('The site answered with an error (HTTP 503 Service Unavailable).');
      expect((error as OutboundUpstreamError).siteStatus).toBe(503);
    });

    it('should report a refused connection', async () => {
      const closed = new FixtureSite();
      await closed.start();
      const { port } = closed;
      await closed.stop();

      const error = await failureOf(guardedFetchHtml(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] }));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect(error.message).toBe('The site 127.0.0.1 refused the connection.');
    });

    it('should report a name that does not exist', async () => {
      const resolveHost: HostResolver = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));

      const error = await failureOf(guardedFetchHtml('nowhere.example', { allowHosts: [], resolveHost }));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect(error.message).toBe('We could not find the site nowhere.example. Check the address for typos.');
    });

    it('should report a connection dropped mid-body', async () => {
      site.route('/drop', (request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': '1000' });
        response.write('<html>', () => request.socket.destroy());
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/drop`, options));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect(error.message).toMatch(/^The connection to 127\.0\.0\.1 failed/);
    });

    it('should use https for an address typed without a scheme', async () => {
      // The fixture speaks plain http, so an https attempt fails in the TLS handshake.
      const error = await failureOf(guardedFetchHtml(`127.0.0.1:${site.port}/page`, options));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect((error as OutboundUpstreamError).failure).toBe('tls');
      expect(error.message).toMatch(/^A secure connection to 127\.0\.0\.1 could not be established/);
    });

    it('should report a corrupt compressed body', async () => {
      site.route('/corrupt', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end('definitely not gzip');
      });

      const error = await failureOf(guardedFetchHtml(`${site.origin}/corrupt`, options));

      expect(error).toBeInstanceOf(OutboundUpstreamError);
      expect(error.message).toBe('The site sent a compressed page that could not be read.');
    });
  });
});
