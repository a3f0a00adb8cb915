import { AppException } from '../../common/errors/app.exception.js';
import { normalizeUserUrl } from '../../platform/http/url-guard.js';

const INVALID_MESSAGE = 'Please enter a valid website or feed URL, such as example.com or https://example.com/feed.';

/**
 * What a person typed as the address to follow: trimmed, `https://` assumed without a scheme (as the
 * website analyzer does), http(s) only, no user name or password, the fragment dropped (it never
 * reaches the server).
 * @throws AppException `invalid-input` with a message for the toast
 */
export function normalizeFeedUrl(raw: string): URL {
  if (raw.trim() === '') {
    throw new AppException('invalid-input', 'Please enter a website or feed URL.');
  }
  let url: URL;
  try {
    url = normalizeUserUrl(raw);
  } catch {
    throw new AppException('invalid-input', INVALID_MESSAGE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppException('invalid-input', `Only http and https addresses can be added; this one starts with ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new AppException('invalid-input', 'Addresses that carry a user name or password cannot be added.');
  }
  // Chromium-style escapes and spaces in a host are no host at all ("not a site" → "not%20a%20site").
  if (url.hostname === '' || /[\s%]/.test(url.hostname)) {
    throw new AppException('invalid-input', INVALID_MESSAGE);
  }
  url.hash = '';
  return url;
}
