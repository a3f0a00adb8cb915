import type { Request, Response } from 'express';
import type { SerializedAnswer } from '../../platform/database/serialized-answer-cache.js';

/** Answers below this size are sent as they are: compressing them saves nothing worth the CPU. */
const MIN_GZIP_BYTES = 2048;

/**
 * Sends a cached JSON answer, gzipped when the client accepts it (the gzip is made once per cached
 * answer, so a big list costs no compression per request).
 */
export function sendSerializedAnswer(request: Request, response: Response, answer: SerializedAnswer): void {
  response.type('application/json');
  response.vary('Accept-Encoding');
  if (answer.json.length >= MIN_GZIP_BYTES && request.acceptsEncodings('gzip') === 'gzip') {
    response.setHeader('Content-Encoding', 'gzip');
    response.send(answer.gzip);
    return;
  }
  response.send(answer.json);
}
