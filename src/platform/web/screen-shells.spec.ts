import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { screenShells } from './screen-shells.js';

/** A built web folder: the bare index.html and, unless `withShells` is false, two frames and their map. */
async function webFolder(withShells: boolean): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'screen-shells-'));
  await writeFile(path.join(webDir, 'index.html'), '<div id="root"></div>');
  if (withShells) {
    const shellsDir = path.join(webDir, 'shells');
    await mkdir(shellsDir);
    await writeFile(path.join(shellsDir, 'trending-topics.html'), `<div id="root"><h1>Trending Topics</h1>${' '.repeat(2000)}</div>`);
    await writeFile(path.join(shellsDir, 'settings.html'), '<div id="root"><h1>Settings</h1></div>');
    await writeFile(path.join(shellsDir, 'not-found.html'), '<div id="root"><h1>404 Page Not Found</h1></div>');
    await writeFile(
      path.join(shellsDir, 'shells.json'),
      JSON.stringify({ screens: { '/': 'trending-topics.html', '/settings': 'settings.html' }, notFound: 'not-found.html' }),
    );
  }
  return webDir;
}

async function serve(webDir: string): Promise<{ server: Server; baseUrl: string }> {
  const app = express();
  app.use(screenShells(webDir));
  // Stands in for the static files and the index.html fallback that answer whatever is passed on.
  app.use((_request, response) => {
    response.status(200).type('text/plain').send('passed on');
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe(screenShells.name, () => {
  describe('with prerendered frames', () => {
    let webDir: string;
    let server: Server;
    let baseUrl: string;

    beforeAll(async () => {
      webDir = await webFolder(true);
      ({ server, baseUrl } = await serve(webDir));
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(webDir, { recursive: true, force: true });
    });

    it.each([
      ['/', 'Trending Topics'],
      ['/settings', 'Settings'],
      ['/settings/', 'Settings'],
      ['/no-such-screen', '404 Page Not Found'],
      ['/settings/deeper', '404 Page Not Found'],
    ])('should send %s the frame of "%s", never cached unchecked', async (address, heading) => {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`<h1>${heading}</h1>`);
    });

    it('should send the frame gzipped to a browser that accepts gzip, and plain otherwise', async () => {
      const gzipped = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toContain('<h1>Trending Topics</h1>');
      const plain = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toContain('<h1>Trending Topics</h1>');
    });

    it.each(['/api/settings', '/api', '/assets/index-abc.js', '/favicon.svg', '/welcome', '/welcome/'])(
      'should pass %s on untouched',
      async (address) => {
        await expect((await fetch(`${baseUrl}${address}`)).text()).resolves.toBe('passed on');
      },
    );

    it('should pass on writes', async () => {
      await expect((await fetch(`${baseUrl}/settings`, { method: 'POST' })).text()).resolves.toBe('passed on');
    });
  });

  it('should pass everything on when the build has no frames', async () => {
    const webDir = await webFolder(false);
    const { server, baseUrl } = await serve(webDir);
    try {
      await expect((await fetch(`${baseUrl}/settings`)).text()).resolves.toBe('passed on');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(webDir, { recursive: true, force: true });
    }
  });
});
