// The rules of the AI settings the Settings screen saves (PUT /api/settings/ai) and tries
// (POST /api/settings/ai/test): what a change may hold and what it leaves as it was.
import { AppException } from '../../common/errors/app.exception.js';
import {
  AI_PRESET_FIELDS,
  AI_PRESETS,
  azureEndpoint,
  DEFAULT_AZURE_API_VERSION,
  type AiPreset,
  type AiServerPreset,
} from '../../contracts/settings.contract.js';
import { AI_PROVIDER_NAMES, type AiProviderName } from './ai-provider.js';
import { DEFAULT_OPENAI_MODEL } from './ai-provider-factory.js';

/**
 * The settings in force, the key in clear (it never leaves the server). `serverPreset` is the kind of
 * server the base URL, model and key are for (kept while builtin is chosen); `apiVersion` is Azure's.
 */
export type AiSettingsValues = {
  provider: AiProviderName;
  serverPreset: AiServerPreset;
  baseUrl: string | null;
  model: string;
  apiKey: string | null;
  apiVersion: string | null;
};

/**
 * A change as sent. Without `preset`, as before presets: a field left out keeps what is saved;
 * `baseUrl` null or "" means OpenAI's own API; `model` null or "" means the default model; `apiKey`
 * "" removes the saved key. With a server preset, only its fields count (see applyPreset).
 */
export type AiSettingsChange = {
  provider?: string;
  preset?: string;
  baseUrl?: string | null;
  model?: string | null;
  apiKey?: string;
  resourceName?: string;
  apiVersion?: string | null;
};

export const MAX_BASE_URL_LENGTH = 500;
export const MAX_MODEL_LENGTH = 100;
export const MAX_API_KEY_LENGTH = 500;
export const MAX_API_VERSION_LENGTH = 40;
/** Keys shorter than this get no hint: their last four characters would give too much of them away. */
export const MIN_KEY_LENGTH_FOR_HINT = 8;

/** Nothing saved yet: the built-in generator, and OpenAI's API with the default model once switched. */
export const DEFAULT_AI_SETTINGS: AiSettingsValues = {
  provider: 'builtin',
  serverPreset: 'openai',
  baseUrl: null,
  model: DEFAULT_OPENAI_MODEL,
  apiKey: null,
  apiVersion: null,
};

/**
 * The preset of settings saved before presets existed (or set by the environment): OpenAI's own API
 * without a base URL, else any OpenAI-compatible server (the one preset that takes every field).
 */
export function presetOfBaseUrl(baseUrl: string | null): AiServerPreset {
  return baseUrl === null ? 'openai' : 'custom';
}

/** The preset the Settings form opens on. */
export function formPreset(values: AiSettingsValues): AiPreset {
  return values.provider === 'builtin' ? 'builtin' : values.serverPreset;
}

/**
 * The settings `change` leads to from `current`.
 * @throws AppException `invalid-input` naming the field when a value breaks a rule; nothing is changed then
 */
export function applyAiSettingsChange(current: AiSettingsValues, change: AiSettingsChange): AiSettingsValues {
  const preset = change.preset === undefined ? undefined : checkPreset(change.preset);
  if (preset !== undefined && preset !== 'builtin') {
    if (change.provider !== undefined && change.provider !== 'openai') {
      throw invalid(`provider must be "openai" (or left out) with preset "${preset}".`);
    }
    return applyServerPreset(current, preset, change);
  }
  if (preset === 'builtin' && change.provider !== undefined && change.provider !== 'builtin') {
    throw invalid('provider must be "builtin" (or left out) with preset "builtin".');
  }
  if (change.resourceName !== undefined || change.apiVersion !== undefined) {
    throw invalid(`${change.resourceName !== undefined ? 'resourceName' : 'apiVersion'} is used only with preset "azure".`);
  }
  const provider = preset === 'builtin' ? 'builtin' : change.provider === undefined ? current.provider : checkProvider(change.provider);
  const baseUrl = change.baseUrl === undefined ? current.baseUrl : checkBaseUrl(change.baseUrl);
  const model = change.model === undefined ? current.model : checkModel(change.model);
  const apiKey = change.apiKey === undefined ? current.apiKey : checkApiKey(change.apiKey);
  if (provider === 'openai' && apiKey === null && baseUrl === null) {
    throw invalid('An OpenAI-compatible provider needs an API key (apiKey), or a base URL (baseUrl) for a local server that takes no key.');
  }
  // A new base URL is a server these fields no longer say the kind of; otherwise the saved preset stays.
  const serverPreset = baseUrl === current.baseUrl ? current.serverPreset : presetOfBaseUrl(baseUrl);
  return { provider, serverPreset, baseUrl, model, apiKey, apiVersion: serverPreset === 'azure' ? current.apiVersion : null };
}

/**
 * A server preset takes only its own fields (AI_PRESET_FIELDS). A field left out keeps the saved value
 * when the saved preset is this one; otherwise it gets the preset's default, or is required. A key is
 * never carried from one preset to another: it would be sent to a different server.
 */
function applyServerPreset(current: AiSettingsValues, preset: AiServerPreset, change: AiSettingsChange): AiSettingsValues {
  const fields = AI_PRESET_FIELDS[preset];
  const same = current.serverPreset === preset;
  const name = fields.label;
  if (fields.baseUrl !== 'resource') {
    if (change.resourceName !== undefined) throw invalid(`resourceName is used only with preset "azure", not ${name}.`);
    if (change.apiVersion !== undefined) throw invalid(`apiVersion is used only with preset "azure", not ${name}.`);
  }

  let baseUrl: string | null;
  if (fields.baseUrl === 'none') {
    if (change.baseUrl !== undefined && checkBaseUrl(change.baseUrl) !== null) {
      throw invalid('baseUrl is not used with the OpenAI preset (it calls OpenAI itself); choose "custom" for another server.');
    }
    baseUrl = null;
  } else if (fields.baseUrl === 'resource') {
    if (change.resourceName !== undefined && change.baseUrl !== undefined) {
      throw invalid('Give the Azure resource name (resourceName) or its endpoint (baseUrl), not both.');
    }
    baseUrl =
      change.resourceName !== undefined
        ? azureEndpoint(checkResourceName(change.resourceName))
        : change.baseUrl !== undefined
          ? checkBaseUrl(change.baseUrl)
          : same
            ? current.baseUrl
            : null;
    if (baseUrl === null) throw invalid('resourceName is required for Azure OpenAI (the name in https://<resource>.openai.azure.com).');
  } else {
    const fallback = typeof fields.baseUrl === 'object' ? fields.baseUrl.default : null;
    const given = change.baseUrl === undefined ? (same ? current.baseUrl : null) : checkBaseUrl(change.baseUrl);
    baseUrl = given ?? fallback;
    if (baseUrl === null) throw invalid(`baseUrl is required for ${name}: the server's address, such as http://intranet-host:8000/v1.`);
  }

  let model: string;
  if (change.model !== undefined) {
    model = fields.modelRequired ? checkRequiredModel(change.model, preset) : checkModel(change.model);
  } else if (same) {
    model = current.model;
  } else if (fields.modelRequired) {
    throw invalid(modelRequiredMessage(preset));
  } else {
    model = DEFAULT_OPENAI_MODEL;
  }

  let apiKey: string | null;
  if (fields.apiKey === 'none') {
    if (change.apiKey !== undefined && checkApiKey(change.apiKey) !== null) throw invalid(`apiKey is not used with ${name}; leave it out.`);
    apiKey = null;
  } else {
    apiKey = change.apiKey === undefined ? (same ? current.apiKey : null) : checkApiKey(change.apiKey);
    if (fields.apiKey === 'required' && apiKey === null) throw invalid(`apiKey is required for ${name}.`);
  }

  const apiVersion =
    fields.baseUrl !== 'resource'
      ? null
      : change.apiVersion === undefined
        ? ((same ? current.apiVersion : null) ?? DEFAULT_AZURE_API_VERSION)
        : checkApiVersion(change.apiVersion);

  return { provider: 'openai', serverPreset: preset, baseUrl, model, apiKey, apiVersion };
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

function checkPreset(preset: string): AiPreset {
  if (!(AI_PRESETS as readonly string[]).includes(preset)) {
    throw invalid(`preset must be one of ${AI_PRESETS.map((name) => `"${name}"`).join(', ')}.`);
  }
  return preset as AiPreset;
}

function checkResourceName(value: string): string {
  const text = value.trim().toLowerCase();
  if (text === '') throw invalid('resourceName is required for Azure OpenAI (the name in https://<resource>.openai.azure.com).');
  // Azure's custom subdomain rule: letters, digits and hyphens, 2 to 64, not starting or ending with a hyphen.
  if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(text) || text.length < 2) {
    throw invalid('resourceName must be the Azure resource name only (letters, digits and hyphens), such as contoso-ai.');
  }
  return text;
}

function checkApiVersion(value: string | null): string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_AZURE_API_VERSION;
  if (text.length > MAX_API_VERSION_LENGTH || !/^\d{4}-\d{2}-\d{2}(?:-preview)?$/.test(text)) {
    throw invalid(`apiVersion must be an Azure OpenAI API version such as ${DEFAULT_AZURE_API_VERSION} or 2025-04-01-preview.`);
  }
  return text;
}

function modelRequiredMessage(preset: AiServerPreset): string {
  return preset === 'azure'
    ? 'model is required for Azure OpenAI: the deployment name.'
    : `model is required for ${AI_PRESET_FIELDS[preset].label}: the name the server knows the model by.`;
}

function checkRequiredModel(value: string | null, preset: AiServerPreset): string {
  if ((value?.trim() ?? '') === '') throw invalid(modelRequiredMessage(preset));
  return checkModel(value);
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
