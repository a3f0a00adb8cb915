import { TextDecoder } from 'node:util';

/** How many leading bytes the `<meta charset>` prescan looks at (the HTML standard says 1024; pages overshoot). */
const META_PRESCAN_BYTES = 4096;

/** The decoded page and the encoding actually used. */
export type DecodedHtml = { html: string; charset: string };

/**
 * Decodes HTML bytes the way a browser picks the encoding: byte-order mark, then the Content-Type
 * charset, then a `<meta charset>` / `http-equiv` prescan, then UTF-8. Unknown labels are skipped;
 * invalid byte sequences become U+FFFD rather than failing the analysis.
 */
export function decodeHtmlBytes(bytes: Uint8Array, contentTypeHeader: string | undefined): DecodedHtml {
  const candidates = [bomEncoding(bytes), charsetParameter(contentTypeHeader), metaCharset(bytes), 'utf-8'];
  for (const label of candidates) {
    if (!label) {
      continue;
    }
    const decoder = tryDecoder(label);
    if (decoder) {
      return { html: decoder.decode(bytes), charset: decoder.encoding };
    }
  }
  const fallback = new TextDecoder('utf-8');
  return { html: fallback.decode(bytes), charset: fallback.encoding };
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return 'utf-8';
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return 'utf-16be';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return 'utf-16le';
  }
  return null;
}

function charsetParameter(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match ? match[1] : null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, META_PRESCAN_BYTES)).toString('latin1');
  const match = /<meta\b[^>]*?charset\s*=\s*["']?\s*([a-z0-9_:.+-]+)/i.exec(head);
  if (!match) {
    return null;
  }
  // A page that says utf-16 in ASCII-compatible bytes cannot be utf-16; the standard reads it as utf-8.
  return /^utf-?16/i.test(match[1]) ? 'utf-8' : match[1];
}

function tryDecoder(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null;
  }
}
