import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { RequestHandler, Response } from 'express';
import { SCREEN_DATA_ELEMENT_ID, screenDataElement } from '../../contracts/screen-data.contract.js';
import { acceptsGzip } from './gzipped-assets.js';
import { loadServerRender, renderScreenWithData } from './server-render.js';

/** What web/prerender-shells.mjs writes beside the frames. */
type ShellsManifest = { screens: Record<string, string>; notFound: string };

/** Addresses the SPA answers outside the app's frame (the one-time links): they keep the bare index.html. */
const UNFRAMED_PATHS = new Set(['/welcome']);

/**
 * A frame's page, sent as it is, and its text before and after #root's content, for a server render
 * of the screen to go in between (with the screen data after #root, and PAINT_WHOLE in the head).
 */
type Page = { raw: Buffer; gzipped: Buffer; beforeRoot: string; afterRoot: string };

/**
 * In a server-rendered page's head: the browser paints nothing until the screen data, which follows
 * #root, has been parsed (`blocking="render"`, Chromium 124+; other browsers ignore it). A large screen
 * (the dashboard's cards) otherwise paints what the parser has reached, then lays out the rest in a
 * task of its own once the page shows: 20–40 ms on a fast desktop, the longest after the first paint.
 */
const PAINT_WHOLE = `<link rel="expect" href="#${SCREEN_DATA_ELEMENT_ID}" blocking="render">`;

const logger = new Logger('ScreenShells');

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>';

/**
 * Sends each screen's address the built index.html with that screen's frame already inside #root
 * (issue 29: sidebar, heading and grey blocks paint before any script arrives), and any address no
 * screen answers the not-found frame, as the router would show. Mount it before the static files.
 * Without dist/web/shells (a build older than the frames) every request goes on to index.html as
 * before. The pages are read and gzipped once, at start: a build's frames are a few kB each.
 * The data screens the build renders on the server (web/src/entry-server.tsx) are sent rendered with
 * their data instead, inside the same page; when that cannot be done, as their frame.
 */
export function screenShells(webDir: string): RequestHandler {
  const shellsDir = path.join(webDir, 'shells');
  const manifestFile = path.join(shellsDir, 'shells.json');
  if (!existsSync(manifestFile)) return (_request, _response, next) => next();

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ShellsManifest;
  const load = (file: string): Page => {
    const raw = readFileSync(path.join(shellsDir, path.basename(file)));
    const text = raw.toString('utf8');
    // #root is the body's last element (web/prerender-shells.mjs fills index.html's empty one).
    const bodyEnd = text.indexOf('</body>');
    const rootEnd = text.lastIndexOf(ROOT_END, bodyEnd === -1 ? text.length : bodyEnd);
    return {
      raw,
      gzipped: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
      // Only a server-rendered page is put together from these parts.
      beforeRoot: text.slice(0, text.indexOf(ROOT_START) + ROOT_START.length).replace('</head>', `${PAINT_WHOLE}</head>`),
      afterRoot: text.slice(rootEnd + ROOT_END.length),
    };
  };
  const screens = new Map(Object.entries(manifest.screens).map(([address, file]) => [address, load(file)]));
  const notFound = load(manifest.notFound);
  const serverRender = loadServerRender(webDir);
  // Per address, the calls its last render read: the next request asks them all at once.
  const knownKeys = new Map<string, Set<string>>();

  return async (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPageAddress(request.path)) {
      next();
      return;
    }
    // A trailing slash names the same screen, as the router reads it.
    const address = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
    if (UNFRAMED_PATHS.has(address)) {
      next();
      return;
    }
    const page = screens.get(address) ?? notFound;
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const render = await serverRender;
    if (render?.rendersOnServer(address, new URL(request.originalUrl, 'http://localhost').searchParams)) {
      let keys = knownKeys.get(address);
      if (!keys) knownKeys.set(address, (keys = new Set()));
      try {
        const rendered = await renderScreenWithData(render, request, keys);
        if (rendered) {
          const raw = Buffer.from(`${page.beforeRoot}${rendered.html}${ROOT_END}${screenDataElement(rendered.screen)}${page.afterRoot}`);
          // The person's own data: kept by no shared cache, and checked again before any reuse.
          send(response, request.method, gzip ? gzipSync(raw) : raw, gzip, 'private, no-cache');
          return;
        }
      } catch (error) {
        logger.warn(`${address} could not be rendered with its data, so it was sent as its frame: ${String(error)}`);
      }
    }
    // Like index.html: a new build's frame names new scripts, so it is never served from a cache unchecked.
    send(response, request.method, gzip ? page.gzipped : page.raw, gzip, 'no-cache');
  };
}

function send(response: Response, method: string, body: Buffer, gzipped: boolean, cacheControl: string): void {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  if (gzipped) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.end(method === 'HEAD' ? undefined : body);
}

/** An address the SPA's router answers: not the API, not a built asset, not a file such as /favicon.svg. */
function isPageAddress(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
