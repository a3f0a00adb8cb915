import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { acceptsGzip, gzippedAssets, HASHED_ASSET_CACHE_CONTROL } from './gzipped-assets.js';

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request without any client-side decompression, so the test sees the bytes on the wire. */
function rawRequest(url: string, options: { method?: string; acceptEncoding?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = options.acceptEncoding === undefined ? {} : { 'accept-encoding': options.acceptEncoding };
    const request = httpRequest(url, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe(gzippedAssets.name, () => {
  const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
  let webDir: string;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'gzipped-assets-'));
    await writeFile(path.join(webDir, 'secret.js'), script);
    const assetsDir = path.join(webDir, 'assets');
    await mkdir(assetsDir);
    await writeFile(path.join(assetsDir, 'index-abc123.js'), script);
    await writeFile(path.join(assetsDir, 'index-abc123.css'), `.a{color:red}\n`.repeat(200));
    await writeFile(path.join(assetsDir, 'tiny-abc123.js'), 'export {};\n');
    await writeFile(path.join(assetsDir, 'photo-abc123.png'), Buffer.alloc(4096, 1));
    const app = express();
    app.use('/assets', gzippedAssets(assetsDir));
    // Stands in for the static file server that answers whatever the middleware passes on.
    app.use((_request, response) => {
      response.status(200).type('text/plain').send('passed on');
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(webDir, { recursive: true, force: true });
  });

  describe('when the browser accepts gzip', () => {
    it('should send the script gzipped, with its type and the immutable cache policy', async () => {
      const response = await rawRequest(`${baseUrl}/assets/index-abc123.js`, { acceptEncoding: 'gzip, deflate' });

      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(response.body).toString('utf8')).toBe(script);
      expect(response.body.length).toBeLessThan(script.length / 3);
    });

    it('should send the same bytes again from memory', async () => {
      const first = await rawRequest(`${baseUrl}/assets/index-abc123.css`, { acceptEncoding: 'gzip' });
      const second = await rawRequest(`${baseUrl}/assets/index-abc123.css`, { acceptEncoding: 'gzip' });

      expect(first.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(second.body.equals(first.body)).toBe(true);
    });

    it('should answer HEAD with the headers of the gzipped file and no body', async () => {
      const response = await rawRequest(`${baseUrl}/assets/index-abc123.js`, { method: 'HEAD', acceptEncoding: 'gzip' });

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
      expect(response.body.length).toBe(0);
    });
  });

  describe('when gzip would not help or is not wanted', () => {
    it.each([
      ['no Accept-Encoding', '/assets/index-abc123.js', undefined],
      ['gzip refused with q=0', '/assets/index-abc123.js', 'gzip;q=0, identity'],
      ['a file under 1 kB', '/assets/tiny-abc123.js', 'gzip'],
      ['an image format that is compressed already', '/assets/photo-abc123.png', 'gzip'],
      ['a missing file', '/assets/missing-abc123.js', 'gzip'],
      ['a path climbing out of the folder', '/assets/..%2fsecret.js', 'gzip'],
    ])('should pass %s on to the static files', async (_case, urlPath, acceptEncoding) => {
      const response = await rawRequest(`${baseUrl}${urlPath}`, { acceptEncoding });

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString('utf8')).toBe('passed on');
    });

    it('should pass a POST on', async () => {
      const response = await rawRequest(`${baseUrl}/assets/index-abc123.js`, { method: 'POST', acceptEncoding: 'gzip' });

      expect(response.body.toString('utf8')).toBe('passed on');
    });
  });

  describe('when a file appears after a first request missed it', () => {
    it('should serve it gzipped', async () => {
      const missed = await rawRequest(`${baseUrl}/assets/late-abc123.js`, { acceptEncoding: 'gzip' });
      await writeFile(path.join(webDir, 'assets', 'late-abc123.js'), script);
      const found = await rawRequest(`${baseUrl}/assets/late-abc123.js`, { acceptEncoding: 'gzip' });

      expect(missed.body.toString('utf8')).toBe('passed on');
      expect(found.headers['content-encoding']).toBe('gzip');
    });
  });
});

describe(acceptsGzip.name, () => {
  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('should read %p as %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
