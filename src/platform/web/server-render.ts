import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { ScreenData } from '../../contracts/screen-data.contract.js';

/** What web/src/entry-server.tsx exports, built into dist/web/.ssr/entry-server.js by `npm run build:web`. */
export type ServerRenderModule = {
  rendersOnServer(pathname: string, search: URLSearchParams): boolean;
  renderScreen(url: string, screen: ScreenData): Promise<{ html: string; keys: string[] }>;
};

/** A screen rendered with its data: the markup for #root and what it was rendered with. */
export type RenderedScreen = { html: string; screen: ScreenData };

/**
 * Renders of one page. The first reads who is here, the next the screen's own calls, then what those
 * decide (a client's saved items, the refresh schedule under the settings): sign-in on takes one more.
 */
const MAX_RENDERS = 6;
/** Each of the page's own API calls, made to this server, gets this long. */
const CALL_TIMEOUT_MS = 2_000;

const logger = new Logger('ServerRender');

/** The server's render of the data screens, or null when the build has none (a build older than it). */
export async function loadServerRender(webDir: string): Promise<ServerRenderModule | null> {
  const file = path.join(webDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderModule;
  } catch (error) {
    logger.warn(`The server's render of the data screens (${file}) could not be loaded, so they are sent as frames: ${String(error)}`);
    return null;
  }
}

/**
 * Issue 29: a data screen rendered on the server with the answers of its own API calls, so its content
 * paints with the page instead of after the scripts and the calls. The calls are made to this server
 * with the person's own cookie, exactly as their browser would make them: the same guards, the same
 * answers. Null when the page should be the frame instead: someone signed out or whose session has
 * ended (a 401: the browser shows the sign-in screen), or the render kept asking for more. A call that
 * fails otherwise is left out; the screen renders it as loading and the browser makes the call itself.
 */
export async function renderScreenWithData(
  module: ServerRenderModule,
  request: Request,
  /** What the last render of this address read, asked at once; updated with what this render read. */
  knownKeys: Set<string>,
): Promise<RenderedScreen | null> {
  const screen: ScreenData = { renderedAt: Date.now(), answers: {} };
  const asked = new Set<string>();
  let toAsk = [...knownKeys];
  for (let render = 0; render < MAX_RENDERS; render += 1) {
    const answers = await Promise.all(toAsk.map((key) => apiGet(request, key)));
    for (const [index, answer] of answers.entries()) {
      asked.add(toAsk[index]);
      if (answer.status === 401) return null;
      if (answer.status === 200) screen.answers[toAsk[index]] = answer.body;
    }
    const { html, keys } = await module.renderScreen(request.originalUrl, screen);
    toAsk = keys.filter((key) => !asked.has(key) && isOwnApiPath(key));
    if (toAsk.length === 0) {
      // The last render's calls only: what one person's render read (their client's saved items) is
      // asked once more for the next request at most, and the set never grows with the number of people.
      knownKeys.clear();
      keys.forEach((key) => knownKeys.add(key));
      // Only what this render read: the known calls asked ahead may include another person's (their client's saved items).
      const answers = Object.fromEntries(keys.filter((key) => Object.hasOwn(screen.answers, key)).map((key) => [key, screen.answers[key]]));
      // Not one call answered (the API is down): the frame, and the browser asks and says what went wrong.
      return Object.keys(answers).length === 0 ? null : { html, screen: { ...screen, answers } };
    }
  }
  logger.warn(`${request.path} still read new calls after ${MAX_RENDERS} renders; sent as its frame.`);
  return null;
}

/** A path of this server's API and nothing else: the calls are made to this server only. */
function isOwnApiPath(key: string): boolean {
  return key.startsWith('/api/') && !key.includes('//') && !key.includes('\\');
}

/**
 * GET one of the page's calls from this server, as the person: their cookie, the address they used
 * (the host check sees the page's own host). Any failure is a status of 0.
 */
function apiGet(request: Request, apiPath: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const local = request.socket.localAddress ?? '127.0.0.1';
    const call = http.get(
      {
        host: local.startsWith('::ffff:') ? local.slice(7) : local,
        port: request.socket.localPort,
        path: apiPath,
        headers: {
          accept: 'application/json',
          ...(request.headers.host ? { host: request.headers.host } : {}),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
        timeout: CALL_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status !== 200) {
            resolve({ status, body: null });
            return;
          }
          try {
            resolve({ status, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
          } catch {
            resolve({ status: 0, body: null });
          }
        });
        response.on('error', () => resolve({ status: 0, body: null }));
      },
    );
    call.on('timeout', () => call.destroy(new Error('timed out')));
    call.on('error', () => resolve({ status: 0, body: null }));
  });
}
