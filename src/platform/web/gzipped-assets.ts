import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Request, RequestHandler } from 'express';

const gzipAsync = promisify(gzip);

/** Cache policy of the SPA's content-hashed files: a new build gives them new names. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Text types worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Smaller files gain less than the header and a round of decompression cost. */
const MIN_SIZE_BYTES = 1024;

/**
 * Serves the SPA's hashed assets (mount it on /assets, before the static files) gzip-compressed to
 * clients that accept gzip. Without it a phone on a slow link downloads 3x the JavaScript: the
 * entry chunk is ~380 kB raw and ~120 kB gzipped. Each file is compressed once, at the first
 * request, off the event loop, and kept in memory: hashed files never change, and a build's
 * assets hold well under a megabyte once gzipped. Anything else (other methods, no gzip, other
 * types, small or missing files, paths outside the folder) goes to `next()` unchanged.
 */
export function gzippedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  const compressed = new Map<string, Promise<Buffer | null>>();

  const compressOnce = (file: string): Promise<Buffer | null> => {
    let pending = compressed.get(file);
    if (!pending) {
      pending = compressFile(file);
      compressed.set(file, pending);
      // A file that could not be read (not there yet, say) is tried again next time.
      pending.catch(() => compressed.delete(file));
    }
    return pending;
  };

  return (request, response, next) => {
    const file = assetFile(root, request);
    const type = file ? COMPRESSIBLE_TYPES[path.extname(file)] : undefined;
    if (!file || !type) {
      next();
      return;
    }
    // Either answer depends on Accept-Encoding, so shared caches must key on it.
    response.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) {
      next();
      return;
    }
    compressOnce(file).then(
      (body) => {
        if (!body) {
          next();
          return;
        }
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', body.length);
        response.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}

/** The file a GET or HEAD asks for inside `root`, or null for other methods and escaping paths. */
function assetFile(root: string, request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  let relative: string;
  try {
    relative = decodeURIComponent(request.path);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${relative}`);
  return file.startsWith(`${root}${path.sep}`) && !relative.includes('\0') ? file : null;
}

/** True when the Accept-Encoding header lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...parameters] = entry.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The gzip form of a file, or null when it is not a file, too small or does not shrink.
 * @throws when the file cannot be read (missing)
 */
async function compressFile(file: string): Promise<Buffer | null> {
  const info = await stat(file);
  if (!info.isFile() || info.size < MIN_SIZE_BYTES) return null;
  const raw = await readFile(file);
  const body = await gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION });
  return body.length < raw.length ? body : null;
}
