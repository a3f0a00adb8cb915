// The Settings screen's API (GET /api/settings, PUT /api/settings/ai, POST /api/settings/ai/test) and the
// older GET /api/settings/status. Never carries a secret: a stored key shows only that it is set and its
// last four characters.

// GET /api/settings/status: what is configured, never a secret.
export type SettingsStatus = {
  aiProvider: 'builtin' | 'openai';
  aiModel: string;
  newsConfigured: boolean;
  redditCredentialsSaved: boolean;
};

export type AiProviderChoice = 'builtin' | 'openai';

export type AiSettingsView = {
  provider: AiProviderChoice;
  /** The OpenAI-compatible server; null is OpenAI's own API (or the built-in provider). */
  baseUrl: string | null;
  /** The model asked for; the built-in generator's version when provider is builtin. */
  model: string;
  keySet: boolean;
  /** The key's last 4 characters when one is set, else null. */
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
  source: 'reddit' | 'x_trending' | 'news';
  /** When the newest fetch run that asked this source finished (ISO 8601); null when none has. */
  lastFetchAt: string | null;
  /** Items of this source stored now. */
  itemCount: number;
  /** That run's error for this source, in words; null when it succeeded. */
  lastError: string | null;
};

export type CalendarFeedState = {
  url: string;
  state: 'ok' | 'failed' | 'not-synced';
  /** Events the feed gave at its last successful sync. */
  events: number;
  lastError: string | null;
};

export type CalendarSettingsView = {
  lastSyncAt: string | null;
  /** Stored upcoming events per kind (the calendar's event types). */
  counts: Record<string, number>;
  feeds: CalendarFeedState[];
};

export type SettingsView = {
  ai: AiSettingsView;
  reddit: RedditSettingsView;
  sources: SourceHealth[];
  calendar: CalendarSettingsView;
};

/** PUT /api/settings/ai. apiKey left out keeps the stored key; an empty string removes it. */
export type AiSettingsUpdate = {
  provider: AiProviderChoice;
  baseUrl?: string | null;
  model?: string | null;
  apiKey?: string;
};

/** POST /api/settings/ai/test: one real call to the provider, with the saved settings or the given ones. */
export type AiConnectionTest = { ok: true; model: string; latencyMs: number };
