import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { OutboundRefusedError } from './guarded-fetch-errors.js';
import type { HostResolver } from './guarded-request.js';
import { createGuardedWebFetch } from './guarded-web-fetch.js';

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type Route = (request: Recorded, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 that records every request and answers by path. */
async function startServer(routes: Record<string, Route>) {
  const requests: Recorded[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const route = routes[new URL(recorded.path, 'http://x').pathname];
      if (route) route(recorded, response);
      else response.writeHead(404).end('not here');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});
const serve = async (routes: Record<string, Route>) => {
  const server = await startServer(routes);
  servers.push(server);
  return server;
};

describe(createGuardedWebFetch.name, () => {
  describe('when the host is allow-listed', () => {
    it('should send the method, headers and body, and answer a Response with the status, headers and body', async () => {
      const site = await serve({
        '/v1/chat/completions': (_request, response) =>
          response.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r1' }).end('{"ok":true}'),
      });
      const guardedFetch = createGuardedWebFetch({ allowHosts: [site.host] });

      const response = await guardedFetch(`${site.origin}/v1/chat/completions`, {
        method: 'post',
        headers: { authorization: 'Bearer sk-1', 'content-type': 'application/json' },
        body: '{"model":"m"}',
      });

      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe('r1');
      expect(await response.json()).toEqual({ ok: true });
      expect(site.requests[0]).toMatchObject({ method: 'POST', body: '{"model":"m"}', headers: { authorization: 'Bearer sk-1' } });
    });

    it('should hand on a compressed body decoded', async () => {
      const site = await serve({
        '/gz': (_request, response) =>
          response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' }).end(zlib.gzipSync('{"packed":1}')),
      });

      const response = await createGuardedWebFetch({ allowHosts: [site.host] })(`${site.origin}/gz`);

      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual({ packed: 1 });
    });

    it('should follow a redirect to another origin without the credentials', async () => {
      const target = await serve({ '/v1/models': (_request, response) => response.writeHead(200).end('{}') });
      const site = await serve({
        '/v1/models': (_request, response) => response.writeHead(307, { location: `${target.origin}/v1/models` }).end(),
      });

      const response = await createGuardedWebFetch({ allowHosts: [site.host, target.host] })(`${site.origin}/v1/models`, {
        headers: { authorization: 'Bearer sk-secret', 'api-key': 'sk-secret' },
      });

      expect(response.status).toBe(200);
      expect(target.requests[0]!.headers.authorization).toBeUndefined();
      expect(target.requests[0]!.headers['api-key']).toBeUndefined();
    });
  });

  describe('when the address is private and not listed', () => {
    it('should refuse it before any request, naming why', async () => {
      const site = await serve({});

      const failure = await createGuardedWebFetch({ allowHosts: [] })(`${site.origin}/v1/chat/completions`, {
        method: 'POST',
        body: '{}',
      }).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(OutboundRefusedError);
      expect(failure).toMatchObject({ reason: 'blocked-address', why: 'points to this server itself (loopback)' });
      expect(site.requests).toHaveLength(0);
    });

    it('should refuse a public name that resolves to a private address', async () => {
      const resolveHost: HostResolver = async () => [{ address: '10.0.0.7', family: 4 }];

      const failure = await createGuardedWebFetch({ allowHosts: [], resolveHost })('https://models.example/v1/chat/completions').catch(
        (error: unknown) => error,
      );

      expect(failure).toMatchObject({ reason: 'blocked-address', why: 'points to a private network' });
    });

    it('should refuse a redirect into it', async () => {
      const site = await serve({
        '/v1/models': (_request, response) => response.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end(),
      });

      const failure = await createGuardedWebFetch({ allowHosts: [site.host] })(`${site.origin}/v1/models`).catch((error: unknown) => error);

      expect(failure).toMatchObject({ reason: 'blocked-address', redirectedTo: '169.254.169.254' });
    });
  });

  describe('when nothing listens', () => {
    it('should fail like fetch does: a TypeError whose cause carries the socket error code', async () => {
      const site = await serve({});
      await site.close();
      servers = [];

      const failure = await createGuardedWebFetch({ allowHosts: [site.host] })(`${site.origin}/v1`).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(TypeError);
      expect((failure as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' });
    });
  });

  describe('when the signal ends', () => {
    it('should reject with the signal’s reason', async () => {
      const site = await serve({ '/slow': () => undefined });

      const failure = await createGuardedWebFetch({ allowHosts: [site.host] })(`${site.origin}/slow`, {
        signal: AbortSignal.timeout(100),
      }).catch((error: unknown) => error);

      expect(failure).toMatchObject({ name: 'TimeoutError' });
    });
  });
});
