import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { OutboundRefusedError, OutboundUpstreamError } from './guarded-fetch-errors.js';

/** Headroom for the compressed bytes: incompressible data grows a little when "compressed". */
const RAW_SLACK_BYTES = 64 * 1024;

/** The `accept-encoding` value that matches what {@link readDecodedBody} can decode. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/** The toast text for a body over the cap, e.g. "The page is larger than 2 MB." */
export function tooLargeMessage(maxBytes: number): string {
  return `The page is larger than ${formatBytes(maxBytes)}.`;
}

/**
 * Reads a response body through its content decoders and stops the moment the DECODED size passes
 * `maxBytes`, so a compression bomb costs at most one decoder chunk past the cap. Decoders flush
 * leniently (like browsers) so a truncated gzip still yields what arrived.
 */
export async function readDecodedBody(
  body: Readable,
  contentEncoding: string | undefined,
  options: { maxBytes: number; signal: AbortSignal },
): Promise<Buffer> {
  const { maxBytes, signal } = options;
  const decoders = decodersFor(contentEncoding);
  const chunks: Buffer[] = [];
  let rawBytes = 0;
  let decodedBytes = 0;
  const rawLimit = decoders.length === 0 ? maxBytes : maxBytes + RAW_SLACK_BYTES;

  const countRaw = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      rawBytes += chunk.length;
      if (rawBytes > rawLimit) {
        throw new OutboundRefusedError('too-large', tooLargeMessage(maxBytes));
      }
      yield chunk;
    }
  };
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      decodedBytes += chunk.length;
      if (decodedBytes > maxBytes) {
        throw new OutboundRefusedError('too-large', tooLargeMessage(maxBytes));
      }
      chunks.push(chunk);
    }
  };

  try {
    await (pipeline as (...args: unknown[]) => Promise<void>)(body, countRaw, ...decoders, collect, { signal });
  } catch (error) {
    if (error instanceof OutboundRefusedError || signal.aborted) {
      throw error;
    }
    if (isZlibError(error)) {
      throw new OutboundUpstreamError('bad-encoding', 'The site sent a compressed page that could not be read.');
    }
    throw error;
  }
  return Buffer.concat(chunks, decodedBytes);
}

/** Decoders in the order to apply them: `Content-Encoding: gzip, br` was gzipped first, then brotli'd. */
function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > 2) {
    throw new OutboundUpstreamError('bad-encoding', 'The site sent the page wrapped in too many encodings.');
  }
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
      case 'deflate':
        return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
      case 'br':
        return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
      default:
        throw new OutboundUpstreamError('bad-encoding', `The site sent the page in an encoding Trendjack cannot read (${coding}).`);
    }
  });
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // zlib reports Z_DATA_ERROR and friends; brotli reports ERR__ERROR_FORMAT_* style codes.
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__') || code.startsWith('ERR_BROTLI'));
}

function formatBytes(bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes >= mebibyte) {
    return `${Number((bytes / mebibyte).toFixed(1))} MB`;
  }
  if (bytes >= 1024) {
    return `${Number((bytes / 1024).toFixed(1))} KB`;
  }
  return `${bytes} bytes`;
}
