// The rules of the AI settings the Settings screen saves (PUT /api/settings/ai) and tries
// (POST /api/settings/ai/test): what a change may hold and what it leaves as it was.
import { AppException } from '../../common/errors/app.exception.js';
import { AI_PROVIDER_NAMES, type AiProviderName } from './ai-provider.js';
import { DEFAULT_OPENAI_MODEL } from './ai-provider-factory.js';

/** The settings in force, the key in clear (it never leaves the server). */
export type AiSettingsValues = { provider: AiProviderName; baseUrl: string | null; model: string; apiKey: string | null };

/**
 * A change as sent. A field left out keeps what is saved; `baseUrl` null or "" means OpenAI's own
 * API; `model` null or "" means the default model; `apiKey` "" removes the saved key.
 */
export type AiSettingsChange = { provider?: string; baseUrl?: string | null; model?: string | null; apiKey?: string };

export const MAX_BASE_URL_LENGTH = 500;
export const MAX_MODEL_LENGTH = 100;
export const MAX_API_KEY_LENGTH = 500;
/** Keys shorter than this get no hint: their last four characters would give too much of them away. */
export const MIN_KEY_LENGTH_FOR_HINT = 8;

/** Nothing saved yet: the built-in generator, and OpenAI's API with the default model once switched. */
export const DEFAULT_AI_SETTINGS: AiSettingsValues = { provider: 'builtin', baseUrl: null, model: DEFAULT_OPENAI_MODEL, apiKey: null };

/**
 * The settings `change` leads to from `current`.
 * @throws AppException `invalid-input` naming the field when a value breaks a rule; nothing is changed then
 */
export function applyAiSettingsChange(current: AiSettingsValues, change: AiSettingsChange): AiSettingsValues {
  const provider = change.provider === undefined ? current.provider : checkProvider(change.provider);
  const baseUrl = change.baseUrl === undefined ? current.baseUrl : checkBaseUrl(change.baseUrl);
  const model = change.model === undefined ? current.model : checkModel(change.model);
  const apiKey = change.apiKey === undefined ? current.apiKey : checkApiKey(change.apiKey);
  if (provider === 'openai' && apiKey === null && baseUrl === null) {
    throw invalid('An OpenAI-compatible provider needs an API key (apiKey), or a base URL (baseUrl) for a local server that takes no key.');
  }
  return { provider, baseUrl, model, apiKey };
}

/** The key's last four characters, or null when there is no key or it is too short to show any of it. */
export function keyHint(apiKey: string | null): string | null {
  return apiKey !== null && apiKey.length >= MIN_KEY_LENGTH_FOR_HINT ? apiKey.slice(-4) : null;
}

function checkProvider(provider: string): AiProviderName {
  if (!(AI_PROVIDER_NAMES as readonly string[]).includes(provider)) {
    throw invalid('provider must be "builtin" or "openai".');
  }
  return provider as AiProviderName;
}

function checkBaseUrl(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > MAX_BASE_URL_LENGTH) throw invalid(`baseUrl must be at most ${MAX_BASE_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('baseUrl must be an absolute http(s) address, such as https://api.openai.com/v1.');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw invalid('baseUrl must be an absolute http(s) address, such as https://api.openai.com/v1.');
  }
  if (url.username !== '' || url.password !== '') {
    throw invalid('baseUrl must not carry a user name or password; put the key in apiKey.');
  }
  return text;
}

function checkModel(value: string | null): string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_OPENAI_MODEL;
  if (text.length > MAX_MODEL_LENGTH) throw invalid(`model must be at most ${MAX_MODEL_LENGTH} characters.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw invalid('model must be a model name on one line.');
  return text;
}

function checkApiKey(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.length > MAX_API_KEY_LENGTH) throw invalid(`apiKey must be at most ${MAX_API_KEY_LENGTH} characters.`);
  // It is sent in the Authorization header: printable ASCII, no spaces.
  if (!/^[\x21-\x7e]+$/.test(text)) throw invalid('apiKey must be printable characters without spaces.');
  return text;
}

function invalid(message: string): AppException {
  return new AppException('invalid-input', message);
}
