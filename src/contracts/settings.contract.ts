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

/**
 * The Settings screen's presets (issue 26): the built-in generator, or one kind of OpenAI-compatible
 * server, each asking only for the fields it needs. `custom` is any OpenAI-compatible URL.
 */
export const AI_PRESETS = ['builtin', 'openai', 'azure', 'ollama', 'vllm', 'lmstudio', 'llamacpp', 'custom'] as const;
export type AiPreset = (typeof AI_PRESETS)[number];
/** A preset of an OpenAI-compatible server: what the kept base URL, model and key are for. */
export type AiServerPreset = Exclude<AiPreset, 'builtin'>;

/** What a server preset asks for: `baseUrl` with a default is filled in when left out; `none` fields are refused. */
export type AiPresetFields = {
  label: string;
  /** `none`: OpenAI's own API; `resource`: Azure's resource name (or its endpoint as baseUrl); else the server's URL. */
  baseUrl: 'none' | 'resource' | 'required' | { default: string };
  apiKey: 'none' | 'optional' | 'required';
  /** Only `openai` has a default model; every other server serves the model you pulled or deployed. */
  modelRequired: boolean;
};

export const AI_PRESET_FIELDS: Record<AiServerPreset, AiPresetFields> = {
  openai: { label: 'OpenAI', baseUrl: 'none', apiKey: 'required', modelRequired: false },
  azure: { label: 'Azure OpenAI', baseUrl: 'resource', apiKey: 'required', modelRequired: true },
  ollama: { label: 'Ollama', baseUrl: { default: 'http://localhost:11434/v1' }, apiKey: 'none', modelRequired: true },
  vllm: { label: 'vLLM', baseUrl: { default: 'http://localhost:8000/v1' }, apiKey: 'optional', modelRequired: true },
  lmstudio: { label: 'LM Studio', baseUrl: { default: 'http://localhost:1234/v1' }, apiKey: 'none', modelRequired: true },
  llamacpp: { label: 'llama.cpp server', baseUrl: { default: 'http://localhost:8080/v1' }, apiKey: 'none', modelRequired: true },
  custom: { label: 'Other OpenAI-compatible server', baseUrl: 'required', apiKey: 'optional', modelRequired: true },
};

/** Azure OpenAI's data-plane API version used when none is typed: the newest generally available one with structured outputs. */
export const DEFAULT_AZURE_API_VERSION = '2024-10-21';

/** Azure OpenAI's endpoint for a resource name: https://<resource>.openai.azure.com. */
export function azureEndpoint(resourceName: string): string {
  return `https://${resourceName}.openai.azure.com`;
}

export type AiSettingsView = {
  provider: AiProviderChoice;
  /** The preset the form opens on: `builtin` while the built-in generator is chosen, else serverPreset. */
  preset: AiPreset;
  /**
   * The kind of server the kept base URL, model and key are for (also while built-in is chosen). Rows
   * saved before presets existed: `openai` without a base URL, else `custom`.
   */
  serverPreset: AiServerPreset;
  /**
   * The OpenAI-compatible server; null is OpenAI's own API. Kept and shown while the built-in provider is
   * chosen, so switching back needs no retyping.
   */
  baseUrl: string | null;
  /**
   * The OpenAI-compatible server's model (Azure: the deployment name; kept while built-in is chosen);
   * /api/settings/status names the one answering.
   */
  model: string;
  /** Azure OpenAI's api-version; null for every other preset. */
  apiVersion: string | null;
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
  /** Required without `preset`; with one it may be left out (it follows the preset) or must match it. */
  provider?: AiProviderChoice;
  /**
   * Issue 26. Left out: the fields are read as before presets (the saved preset is kept unless baseUrl
   * changes). Given: only the preset's fields (AI_PRESET_FIELDS) are taken; a field another preset
   * uses is refused; fields left out keep the saved value only when the saved preset is the same one,
   * else the preset's default (base URL, Azure api-version), and a key is never carried to another preset.
   */
  preset?: AiPreset;
  baseUrl?: string | null;
  model?: string | null;
  apiKey?: string;
  /** Azure only: the resource name, for the endpoint https://<resourceName>.openai.azure.com (or give the endpoint as baseUrl). */
  resourceName?: string;
  /** Azure only: the api-version; null or "" is DEFAULT_AZURE_API_VERSION. */
  apiVersion?: string | null;
};

/** POST /api/settings/ai/test: one real call to the provider, with the saved settings or the given ones. */
export type AiConnectionTest = { ok: true; model: string; latencyMs: number };

/** POST /api/settings/reddit/test: Reddit issued a token for the pair in force. DELETE /api/settings/reddit answers a RedditSettingsView. */
export type RedditConnectionTest = { ok: true };
