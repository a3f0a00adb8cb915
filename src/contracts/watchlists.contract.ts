// Favorite Topics (issue 18): watchlists, and alerts by e-mail and webhook the moment a story breaks.
// A watchlist belongs to the user who made it (with AUTH_MODE=none, to the one anonymous user).
import type { ItemSource } from './trending.contract.js';

/** A watchlist's minimum PR score when none is given. */
export const DEFAULT_WATCHLIST_MIN_PR_SCORE = 60;

/**
 * POST /api/watchlists and PUT /api/watchlists/:id. keywords match any of (a phrase in double quotes
 * matches as a phrase; case and accents are ignored) in an item's title and text. sources empty or
 * absent: every source. Bad addresses and URLs are a 400 naming the field.
 */
export type WatchlistInput = {
  name: string;
  keywords: string[];
  sources?: ItemSource[];
  minPrScore?: number;
  emails?: string[];
  /** Slack or Microsoft Teams incoming webhooks, or any URL that takes JSON. */
  webhookUrls?: string[];
  /** Issue 31: match only stories whose stage is rising when the fetch sees them; default false. */
  onlyRising?: boolean;
};

/** Field limits (a 400 names the field past one). */
export const WATCHLIST_LIMITS = {
  nameChars: 100,
  keywords: 50,
  keywordChars: 100,
  emails: 20,
  webhookUrls: 10,
  urlChars: 2000,
  /** Watchlists per user. */
  watchlists: 100,
} as const;

/** A trending item that matched a watchlist (newest first in Watchlist.latestMatches). */
export type WatchlistMatch = {
  trendingItemId: number;
  title: string;
  source: ItemSource;
  prScore: number;
  url: string | null;
  matchedKeywords: string[];
  matchedAt: string;
};

/** GET /api/watchlists: the current user's watchlists, newest first; each with its latest 5 matches. */
export type Watchlist = Required<WatchlistInput> & {
  id: number;
  createdAt: string;
  latestMatches: WatchlistMatch[];
};

export type AlertChannel = 'email' | 'webhook';

export type AlertStatus = 'queued' | 'sent' | 'retrying' | 'failed';

/** match: an item matched the watchlist; test: POST /api/watchlists/:id/test; digest: the daily digest e-mail. */
export type AlertKind = 'match' | 'test' | 'digest';

/**
 * One try at an alert. in progress: being sent now; interrupted: the server stopped (or crashed)
 * before the try ended, so the recipient may or may not have got it.
 */
export type AlertTryOutcome = 'in progress' | 'sent' | 'failed' | 'interrupted';

export type AlertTry = {
  /** When the try started; it was stored before the alert went out. */
  at: string;
  outcome: AlertTryOutcome;
  /** Why it failed or what became of it, in words; null when sent or in progress. */
  error: string | null;
};

/** GET /api/alerts?watchlistId=: one delivery to one recipient, newest first. */
export type Alert = {
  id: number;
  watchlistId: number;
  kind: AlertKind;
  /** The matched item; null for a test alert (POST /api/watchlists/:id/test) and a digest. */
  trendingItemId: number | null;
  channel: AlertChannel;
  recipient: string;
  status: AlertStatus;
  /** Tries so far, those cut short by a stop included. */
  attempts: number;
  /** The last failure in words; null when none. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Every try, oldest first (added in issue 28: `attempts` counts them). */
  tries: AlertTry[];
};

/** Deliveries are tried this many times in all (with backoff) before an alert is failed. */
export const ALERT_DELIVERY_ATTEMPTS = 5;

/**
 * The body a webhook URL gets, decided by the URL alone (the server's delivery and the screen's labels
 * share this rule): host first, then the shape of its path, so a Slack- or Teams-compatible relay on
 * another host (and the tests' local server) gets the same body:
 * - slack: hooks.slack.com, or Slack's incoming webhook path /services/T…/B…/…;
 * - teams: *.webhook.office.com, outlook.office.com/webhook…, or a path /webhookb2/… (Microsoft 365 connectors);
 * - teams-workflow: a Power Automate / Teams Workflows trigger (*.logic.azure.com or *.api.powerplatform.com
 *   with /workflows/ in the path, or a path …/workflows/<id>/triggers/…/paths/invoke);
 * - generic: any other URL.
 * @throws TypeError for a string that is no URL
 */
export type WebhookFormat = 'slack' | 'teams' | 'teams-workflow' | 'generic';

const SLACK_PATH = /^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+\/?$/;
const TEAMS_CONNECTOR_PATH = /^\/webhookb2\//i;
const WORKFLOW_PATH = /\/workflows\/[0-9a-f]{32}\/triggers\/[^/]+\/paths\/invoke\/?$/i;

export function webhookFormatOf(rawUrl: string): WebhookFormat {
  const url = new URL(rawUrl);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const path = url.pathname;
  if (host === 'hooks.slack.com' || SLACK_PATH.test(path)) return 'slack';
  if (
    host.endsWith('.webhook.office.com') ||
    (host === 'outlook.office.com' && path.startsWith('/webhook')) ||
    TEAMS_CONNECTOR_PATH.test(path)
  ) {
    return 'teams';
  }
  const workflowHost = host.endsWith('.logic.azure.com') || host.endsWith('.api.powerplatform.com');
  if ((workflowHost && path.includes('/workflows/')) || WORKFLOW_PATH.test(path)) return 'teams-workflow';
  return 'generic';
}
