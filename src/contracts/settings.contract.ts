// The Settings screen's API (GET /api/settings, PUT /api/settings/ai, POST /api/settings/ai/test,
// POST /api/settings/reddit/test, DELETE /api/settings/reddit) and the older GET /api/settings/status.
// Never carries a secret: a stored key shows only that it is set and its last four characters.

// GET /api/settings/status: what is configured, never a secret.
import type { ItemSource } from './trending.contract.js';

export type SettingsStatus = {
  aiProvider: 'builtin' | 'openai';
  aiModel: string;
  newsConfigured: boolean;
  redditCredentialsSaved: boolean;
};

export type AiProviderChoice = 'builtin' | 'openai';

export type AiSettingsView = {
  provider: AiProviderChoice;
  /**
   * The OpenAI-compatible server; null is OpenAI's own API. Kept and shown while the built-in provider is
   * chosen, so switching back needs no retyping.
   */
  baseUrl: string | null;
  /** The OpenAI-compatible server's model (kept while built-in is chosen); /api/settings/status names the one answering. */
  model: string;
  /** A key is set (with builtin: one is kept for switching back to openai). */
  keySet: boolean;
  /** The key's last 4 characters when one is set, else null (also for a key under 8 characters, which 4 would give away). */
  keyHint: string | null;
  /** True when AI_PROVIDER, OPENAI_API_KEY or OPENAI_BASE_URL are set: the screen shows them read-only. */
  fromEnvironment: boolean;
};

export type RedditSettingsView = {
  credentialsSet: boolean;
  /** True when REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET are set: they win over stored ones. */
  fromEnvironment: boolean;
};

export type SourceHealth = {
  source: ItemSource;
  /** When the newest fetch run that asked this source finished (ISO 8601); null when none has. */
  lastFetchAt: string | null;
  /** Items of this source stored now. */
  itemCount: number;
  /** That run's error for this source, in words; null when it succeeded. */
  lastError: string | null;
};

export type CalendarFeedState = {
  /** The feed's address without its query string (which may carry a private token). */
  url: string;
  state: 'ok' | 'failed' | 'not-synced';
  /** Events the feed gave at its last successful sync. */
  events: number;
  lastError: string | null;
};

/**
 * The calendar's event kinds, the keys of CalendarSettingsView.counts: public holidays, awareness days
 * and commercial moments, announced events (finals, conferences), and events of the EVENTS_ICS_URLS feeds.
 */
export const CALENDAR_EVENT_KINDS = ['holiday', 'awareness', 'announced', 'ics'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export type CalendarSettingsView = {
  lastSyncAt: string | null;
  /** Stored upcoming events per kind (the calendar's event types): every kind of CALENDAR_EVENT_KINDS, 0 when none. */
  counts: Record<string, number>;
  feeds: CalendarFeedState[];
};

export type SettingsView = {
  ai: AiSettingsView;
  reddit: RedditSettingsView;
  sources: SourceHealth[];
  calendar: CalendarSettingsView;
};

/**
 * PUT /api/settings/ai. apiKey left out keeps the stored key; an empty string removes it. baseUrl and
 * model left out keep the stored ones too; baseUrl null or "" is OpenAI's own API, model null or "" the
 * default model. Choosing builtin keeps the stored base URL, model and key, so switching back to
 * openai needs only { provider: 'openai' }. Answers the AiSettingsView now in force.
 */
export type AiSettingsUpdate = {
  provider: AiProviderChoice;
  baseUrl?: string | null;
  model?: string | null;
  apiKey?: string;
};

/** POST /api/settings/ai/test: one real call to the provider, with the saved settings or the given ones. */
export type AiConnectionTest = { ok: true; model: string; latencyMs: number };

/** POST /api/settings/reddit/test: Reddit issued a token for the pair in force. DELETE /api/settings/reddit answers a RedditSettingsView. */
export type RedditConnectionTest = { ok: true };
