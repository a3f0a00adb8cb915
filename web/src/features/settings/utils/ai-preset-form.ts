import {
  AI_PRESET_FIELDS,
  DEFAULT_AZURE_API_VERSION,
  type AiPreset,
  type AiSettingsUpdate,
  type AiSettingsView,
} from '@contracts/settings.contract';

/** What the AI provider form holds: every preset's fields, of which the chosen preset shows its own. */
export type AiPresetFormValues = {
  preset: AiPreset;
  baseUrl: string;
  /** Azure: the resource name (or its whole endpoint, for a custom domain). */
  resourceName: string;
  /** Azure: the deployment name. */
  model: string;
  apiVersion: string;
  apiKey: string;
};

export type AiPresetFieldName = 'baseUrl' | 'resourceName' | 'model' | 'apiVersion' | 'apiKey';

/**
 * The presets in the order the form offers them, with a short line each. A line never holds a field's
 * label (Model, Deployment, API key, Base URL): the radio would be found by that label too.
 */
export const AI_PRESET_OPTIONS: readonly { value: AiPreset; label: string; description: string }[] = [
  { value: 'builtin', label: 'Built-in', description: 'Offline drafts on this server.' },
  { value: 'openai', label: AI_PRESET_FIELDS.openai.label, description: 'OpenAI’s own servers.' },
  { value: 'azure', label: AI_PRESET_FIELDS.azure.label, description: 'Your Azure resource.' },
  { value: 'ollama', label: AI_PRESET_FIELDS.ollama.label, description: 'Runs on your network.' },
  { value: 'vllm', label: AI_PRESET_FIELDS.vllm.label, description: 'A GPU server you run.' },
  { value: 'lmstudio', label: AI_PRESET_FIELDS.lmstudio.label, description: 'Runs on a desktop.' },
  { value: 'llamacpp', label: AI_PRESET_FIELDS.llamacpp.label, description: 'llama-server on a CPU box.' },
  { value: 'custom', label: 'Other OpenAI-compatible', description: 'Any server like OpenAI’s.' },
];

const AZURE_HOST = /^https:\/\/([a-z0-9-]+)\.openai\.azure\.com\/?$/;

/** The fields a preset shows, in order. */
export function presetFields(preset: AiPreset): AiPresetFieldName[] {
  if (preset === 'builtin') return [];
  const fields = AI_PRESET_FIELDS[preset];
  if (fields.baseUrl === 'resource') return ['resourceName', 'model', 'apiVersion', 'apiKey'];
  return [
    ...(fields.baseUrl === 'none' ? [] : (['baseUrl'] as const)),
    'model',
    ...(fields.apiKey === 'none' ? [] : (['apiKey'] as const)),
  ];
}

/**
 * The form's values for a preset: the saved ones when the saved settings are for this preset, else
 * the preset's defaults (a key is never carried from one preset to another).
 */
export function presetFormValues(preset: AiPreset, ai: AiSettingsView): AiPresetFormValues {
  const saved = preset === ai.serverPreset;
  const fields = preset === 'builtin' ? null : AI_PRESET_FIELDS[preset];
  const defaultUrl = fields !== null && typeof fields.baseUrl === 'object' ? fields.baseUrl.default : '';
  const savedUrl = ai.baseUrl ?? '';
  return {
    preset,
    baseUrl: saved ? savedUrl : defaultUrl,
    resourceName: saved && preset === 'azure' ? (AZURE_HOST.exec(savedUrl)?.[1] ?? savedUrl) : '',
    model: saved ? ai.model : '',
    apiVersion: saved && ai.apiVersion ? ai.apiVersion : DEFAULT_AZURE_API_VERSION,
    apiKey: '',
  };
}

/** Whether the key field stands for the saved key (left empty, it is kept). */
export function keepsSavedKey(values: AiPresetFormValues, ai: AiSettingsView): boolean {
  return ai.keySet && values.preset === ai.serverPreset;
}

/** The PUT (or test) body of the form: only the chosen preset's fields; an empty key field keeps the saved key. */
export function presetUpdate(values: AiPresetFormValues): AiSettingsUpdate {
  const { preset } = values;
  if (preset === 'builtin') return { preset };
  const update: AiSettingsUpdate = { preset, model: values.model.trim() || null };
  for (const field of presetFields(preset)) {
    if (field === 'baseUrl') update.baseUrl = values.baseUrl.trim() || null;
    if (field === 'apiVersion') update.apiVersion = values.apiVersion.trim() || null;
    if (field === 'apiKey' && values.apiKey) update.apiKey = values.apiKey;
    if (field === 'resourceName') {
      // A custom-domain endpoint typed whole goes as the base URL; a name builds https://<name>.openai.azure.com.
      const resource = values.resourceName.trim();
      if (/^https?:\/\//i.test(resource)) update.baseUrl = resource;
      else update.resourceName = resource;
    }
  }
  return update;
}
