import { DEFAULT_WATCHLIST_MIN_PR_SCORE, type WatchlistInput } from '../../contracts/watchlists.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { OutboundRefusedError } from '../../platform/http/guarded-fetch-errors.js';
import { checkUrlPolicy } from '../../platform/http/url-guard.js';
import { oneLine, uniqueBy } from '../../common/validation/tidy-text.js';
import type { WatchlistFields } from './watchlist.entity.js';

/**
 * A validated input (types, lengths and shapes are the DTO's) made into what is stored: texts trimmed,
 * repeats dropped (addresses compared without case), defaults for fields left out, and every webhook
 * URL put to the outbound guard's address rules now rather than at the first alert.
 * @throws AppException `invalid-input` naming webhookUrls for an address Trendjack may not reach
 */
export function toWatchlistFields(input: WatchlistInput, allowHosts: readonly string[]): WatchlistFields {
  // Stored as parsed (percent-encoded, lower-case host), as every later reader parses it.
  const webhookUrls = uniqueBy((input.webhookUrls ?? []).map((url) => new URL(url.trim()).href));
  webhookUrls.forEach((url) => assertReachableWebhook(url, allowHosts));
  const name = oneLine(input.name);
  if (name === '') throw new AppException('invalid-input', 'name: please give the watchlist a name.');
  return {
    name,
    keywords: uniqueBy(input.keywords.map(oneLine)),
    sources: uniqueBy(input.sources ?? []),
    minPrScore: input.minPrScore ?? DEFAULT_WATCHLIST_MIN_PR_SCORE,
    emails: uniqueBy(input.emails?.map(oneLine) ?? [], (email) => email.toLowerCase()),
    webhookUrls,
    onlyRising: input.onlyRising ?? false,
  };
}

/**
 * The save-time half of the outbound guard: a literal private, loopback, link-local or metadata
 * address, a port other than 80/443, or a user name in the URL is refused unless the host is in
 * OUTBOUND_ALLOW_HOSTS. A name that resolves to such an address is refused when the alert is sent
 * (the guard checks every hop after DNS). Messages name the host only: a webhook's path is its secret.
 */
export function assertReachableWebhook(rawUrl: string, allowHosts: readonly string[]): void {
  const url = new URL(rawUrl);
  try {
    checkUrlPolicy(url, allowHosts);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    throw new AppException('invalid-input', webhookRefusal(url, error));
  }
}

function webhookRefusal(url: URL, error: OutboundRefusedError): string {
  const allowHint = 'list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.';
  switch (error.reason) {
    case 'credentials':
      return `webhookUrls: the address for ${url.hostname} carries a user name or password; webhooks take their secret in the path or query instead.`;
    case 'port':
      return `webhookUrls: ${url.host} uses port ${url.port}, not a standard web port (80 or 443); ${allowHint}`;
    case 'blocked-address':
    case 'blocked-name':
      return `webhookUrls: the address ${url.host} ${error.why ?? 'may not be reached'}; ${allowHint}`;
    default:
      return `webhookUrls: ${url.host} ${error.why ?? 'is not an address Trendjack may reach'}.`;
  }
}
