import type { Request, Response } from 'express';
import type { SerializedAnswer } from '../../platform/database/serialized-answer-cache.js';

/** Answers below this size are sent as they are: compressing them saves nothing worth the CPU. */
const MIN_GZIP_BYTES = 2048;

/**
 * Sends a cached JSON answer, gzipped when the client accepts it (the gzip is made once per cached
 * answer, so a big list costs no compression per request). The bytes are final, so they are written
 * as they are: Express's send() would look up the type, check freshness and measure them again on
 * every request (no ETag is made, so no request is ever fresh).
 */
export function sendSerializedAnswer(request: Request, response: Response, answer: SerializedAnswer): void {
  const gzip =
    answer.json.length >= MIN_GZIP_BYTES && request.headers['accept-encoding'] !== undefined && request.acceptsEncodings('gzip') === 'gzip';
  const body = gzip ? answer.gzip : answer.json;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Vary', 'Accept-Encoding');
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
