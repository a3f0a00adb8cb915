// Chooses and builds the provider from configuration (the config module reads the environment).
import type { WebFetch } from '../http/guarded-web-fetch.js';
import type { AiProvider, AiProviderName } from './ai-provider.js';
import { OpenAiProvider } from './openai/openai-provider.js';

/**
 * gpt-4.1-mini: a non-reasoning small model, so answers come back in seconds (15 brief ideas fit well
 * inside AI_TIMEOUT_MS) with no hidden reasoning tokens to pay for; it supports strict JSON-schema
 * structured outputs, and it accepts exactly the plain parameters we send to every compatible server.
 */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_AI_MAX_CONCURRENCY = 4;

export type AiSettings = {
  /** AI_PROVIDER; unset picks openai when an API key is set, else builtin. */
  provider?: AiProviderName;
  /** OPENAI_API_KEY */
  openaiApiKey?: string;
  /** OPENAI_BASE_URL; unset is OpenAI's API. */
  openaiBaseUrl?: string;
  /** OPENAI_MODEL; with `azure`, the deployment name. */
  openaiModel?: string;
  /** Azure OpenAI (Settings preset only): `openaiBaseUrl` is the resource's endpoint and `openaiModel` the deployment. */
  azure?: { apiVersion: string };
  /** AI_TIMEOUT_MS */
  timeoutMs?: number;
  /** AI_MAX_CONCURRENCY */
  maxConcurrency?: number;
  /** The fetch the openai SDK uses; unset, the global one (see OpenAiProviderOptions.fetch). */
  fetch?: WebFetch;
  /** Where these settings come from, for the hints in error messages. Default: the environment. */
  configuredIn?: 'environment' | 'settings';
};

/** DESIGN section 3: AI_PROVIDER, else `openai` when OPENAI_API_KEY is set, else `builtin`. */
export function resolveAiProviderName(settings: AiSettings): AiProviderName {
  return settings.provider ?? (settings.openaiApiKey ? 'openai' : 'builtin');
}

/**
 * Builds the configured provider; `builtin` is the offline one, supplied by the product's generation
 * module (the engine knows no generator of its own).
 * @throws Error naming the variable when openai is chosen without a key or a base URL
 */
export function createAiProvider(settings: AiSettings, builtin: () => AiProvider): AiProvider {
  if (resolveAiProviderName(settings) === 'builtin') return builtin();
  return createOpenAiProvider(settings);
}

/**
 * The openai provider of these settings, whatever `provider` says (the Settings screen's connection test builds one to try).
 * @throws Error naming the variable when neither a key nor a base URL is set
 */
export function createOpenAiProvider(settings: AiSettings): OpenAiProvider {
  if (!settings.openaiApiKey && !settings.openaiBaseUrl) {
    throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server that takes no key).');
  }
  return new OpenAiProvider({
    // Local servers (Ollama, llama.cpp) take no key, but the SDK will not send a request without one.
    apiKey: settings.openaiApiKey || 'no-key',
    baseUrl: settings.openaiBaseUrl,
    model: settings.openaiModel || DEFAULT_OPENAI_MODEL,
    azure: settings.azure,
    timeoutMs: settings.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    maxConcurrency: settings.maxConcurrency ?? DEFAULT_AI_MAX_CONCURRENCY,
    fetch: settings.fetch,
    configuredIn: settings.configuredIn,
  });
}
