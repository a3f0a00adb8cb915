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
    await writeFile(
      path.join(shellsDir, 'settings.html'),
      '<html><head><title>Trendjack</title></head><body><div id="root"><h1>Settings</h1></div>\n</body></html>',
    );
    await writeFile(path.join(shellsDir, 'not-found.html'), '<div id="root"><h1>404 Page Not Found</h1></div>');
    await writeFile(
      path.join(shellsDir, 'shells.json'),
      JSON.stringify({ screens: { '/': 'trending-topics.html', '/settings': 'settings.html' }, notFound: 'not-found.html' }),
    );
  }
  return webDir;
}

/**
 * A server render like web/src/entry-server.tsx's, in the build's .ssr folder: /settings shows who is
 * here (GET /api/who) and then their things (GET /api/things?for=NAME), one call deciding the next.
 */
const FAKE_SERVER_RENDER = `
export function rendersOnServer(pathname, search) {
  return pathname === '/settings' && search.get('view') !== 'month';
}
export async function renderScreen(url, screen) {
  const who = screen.answers['/api/who'];
  if (!who) return { html: '<h1>Settings</h1><p>Loading</p>', keys: ['/api/who'] };
  if (who.name === 'boom') throw new Error('This render failed.');
  const thingsKey = '/api/things?for=' + who.name;
  const things = screen.answers[thingsKey];
  return { html: '<h1>Settings</h1><p>' + who.name + ': ' + (things ? things.length + ' things' : 'Loading') + '</p>', keys: ['/api/who', thingsKey] };
}
`;

/** For whom GET /api/things was asked, in order. */
const thingsAsked: string[] = [];

/** The API the fake render's calls reach: who is here comes from the cookie, as a session would. */
function fakeApi(app: express.Express): void {
  app.get('/api/who', (request, response) => {
    const name = /(?:^|; )who=([a-z]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (!name) response.status(401).json({ message: 'Sign in first.' });
    else if (name === 'zed') response.status(503).json({ message: 'The database is not answering.' });
    else response.json({ name });
  });
  app.get('/api/things', (request, response) => {
    thingsAsked.push(String(request.query.for));
    if (request.query.for === 'eve') response.status(500).json({ message: 'The things are down.' });
    else response.json(['a </script><script>alert(1)</script>', 'b']);
  });
}

async function serve(webDir: string, api?: (app: express.Express) => void): Promise<{ server: Server; baseUrl: string }> {
  const app = express();
  app.use(screenShells(webDir));
  api?.(app);
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

  describe('with a server render of the data screens in the build', () => {
    let webDir: string;
    let server: Server;
    let baseUrl: string;
    const page = (address: string, cookie?: string, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}${address}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    const screenData = (html: string) =>
      JSON.parse(/<script type="application\/json" id="screen-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
        renderedAt: number;
        answers: Record<string, unknown>;
      } | null;

    beforeAll(async () => {
      webDir = await webFolder(true);
      await mkdir(path.join(webDir, '.ssr'));
      await writeFile(path.join(webDir, '.ssr', 'entry-server.js'), FAKE_SERVER_RENDER);
      ({ server, baseUrl } = await serve(webDir, fakeApi));
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(webDir, { recursive: true, force: true });
    });

    it('should send a data screen rendered with the answers of its calls, asked as the person asking for the page', async () => {
      const before = Date.now();
      const response = await page('/settings', 'who=ada');
      const html = await response.text();
      // The frame's page with the render inside #root and the screen data right after it; the browser
      // paints nothing before that data is parsed, so the screen paints whole.
      expect(html).toMatch(
        /^<html><head><title>Trendjack<\/title><link rel="expect" href="#screen-data" blocking="render"><\/head><body><div id="root"><h1>Settings<\/h1><p>ada: 2 things<\/p><\/div><script type="application\/json" id="screen-data">.*<\/script>\n<\/body><\/html>$/s,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const data = screenData(html);
      expect(data?.answers).toEqual({ '/api/who': { name: 'ada' }, '/api/things?for=ada': ['a </script><script>alert(1)</script>', 'b'] });
      expect(data?.renderedAt).toBeGreaterThanOrEqual(before);
      // No answer's text can end the script element early.
      expect(html).not.toContain('alert(1)</script>');
    });

    it('should send it gzipped to a browser that accepts gzip', async () => {
      const response = await page('/settings', 'who=ada', { 'accept-encoding': 'gzip' });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toContain('<p>ada: 2 things</p>');
    });

    it('should send the frame to someone signed out: a call answered 401, the browser shows the sign-in', async () => {
      const html = await (await page('/settings')).text();
      expect(html).toContain('<div id="root"><h1>Settings</h1></div>');
      expect(screenData(html)).toBeNull();
      // A frame has no screen data to wait for: it paints as soon as it can.
      expect(html).not.toContain('rel="expect"');
    });

    it('should render a call that failed as loading, for the browser to make it again', async () => {
      const html = await (await page('/settings', 'who=eve')).text();
      expect(html).toContain('<p>eve: Loading</p>');
      expect(screenData(html)?.answers).toEqual({ '/api/who': { name: 'eve' } });
    });

    it('should ask at once what the last render read, and no more: one person’s calls are not asked for everyone after', async () => {
      await page('/settings', 'who=ada');
      await page('/settings', 'who=bob');
      thingsAsked.length = 0;
      const html = await (await page('/settings', 'who=cal')).text();
      expect(html).toContain('<p>cal: 2 things</p>');
      // Bob's things were asked ahead (the last render read them), then Cal's; Ada's no longer.
      expect(thingsAsked).toEqual(['bob', 'cal']);
    });

    it('should send the frame when not one call answers', async () => {
      const html = await (await page('/settings', 'who=zed')).text();
      expect(html).toContain('<div id="root"><h1>Settings</h1></div>');
      expect(screenData(html)).toBeNull();
    });

    it('should send the frame when the render fails', async () => {
      const html = await (await page('/settings', 'who=boom')).text();
      expect(html).toContain('<div id="root"><h1>Settings</h1></div>');
      expect(screenData(html)).toBeNull();
    });

    it.each(['/', '/settings?view=month', '/no-such-screen'])('should send %s its frame: the render does not take it', async (address) => {
      const html = await (await page(address, 'who=ada')).text();
      expect(screenData(html)).toBeNull();
      expect(html).not.toContain('things');
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
