import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import {
  AI_PRESETS,
  DEFAULT_AZURE_API_VERSION,
  type AiPreset,
  type AiProviderChoice,
  type AiSettingsUpdate,
} from '../../../contracts/settings.contract.js';

const PROVIDERS: readonly AiProviderChoice[] = ['builtin', 'openai'];
const PROVIDER_MESSAGE = 'provider must be "builtin" or "openai".';
const PRESET_MESSAGE = `preset must be one of ${AI_PRESETS.map((name) => `"${name}"`).join(', ')}.`;
const PRESET_DESCRIPTION =
  'Issue 26. builtin; openai (apiKey, model); azure (resourceName or baseUrl as the endpoint, model = the deployment, apiVersion, apiKey); ' +
  'ollama, lmstudio, llamacpp (baseUrl, default http://localhost:11434/v1, :1234/v1, :8080/v1; model; no key); vllm (baseUrl, ' +
  'default http://localhost:8000/v1; model; optional apiKey); custom (baseUrl, model, optional apiKey). A field another preset uses is ' +
  'refused (400 naming it); fields left out keep the saved value only when the saved preset is the same, and a key is never carried to ' +
  'another preset. Left out: the fields are read as before presets.';
const RESOURCE_NAME_DOC = {
  type: String,
  example: 'contoso-ai',
  description:
    'Azure preset only: the resource name, for the endpoint https://<resourceName>.openai.azure.com (or give the endpoint as baseUrl).',
};
const API_VERSION_DOC = {
  type: String,
  nullable: true,
  example: DEFAULT_AZURE_API_VERSION,
  description: `Azure preset only: the api-version; null or empty: ${DEFAULT_AZURE_API_VERSION}.`,
};

/** Left out, or null: both are let through here; the AI settings rules say what each means. */
const OmittableOrNull = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null);

// Types are checked here; the rules (an absolute http(s) base URL without credentials, lengths, a key
// or a base URL for openai) by src/platform/ai/ai-settings-rules.ts, which the connection test shares.

/** PUT /api/settings/ai. */
export class AiSettingsUpdateDto implements AiSettingsUpdate {
  @ApiPropertyOptional({
    enum: PROVIDERS,
    description:
      'builtin: the offline generator; openai: any OpenAI-compatible server. Required without preset; with one it follows the preset.',
  })
  @IsIn(PROVIDERS, { message: PROVIDER_MESSAGE })
  @ValidateIf((object: AiSettingsUpdateDto, value: unknown) => value !== undefined || object.preset === undefined)
  provider?: AiProviderChoice;

  @ApiPropertyOptional({ enum: AI_PRESETS, description: PRESET_DESCRIPTION })
  @IsIn(AI_PRESETS, { message: PRESET_MESSAGE })
  @IsOmittable()
  preset?: AiPreset;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'http://ollama.internal:11434/v1',
    description:
      "The OpenAI-compatible server: an absolute http(s) URL without a user name or password. Left out: the saved one; null or empty: OpenAI's own API. " +
      'A private or loopback host must be listed in OUTBOUND_ALLOW_HOSTS.',
  })
  @IsString({ message: "baseUrl must be text, or null for OpenAI's own API." })
  @OmittableOrNull()
  baseUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    example: 'gpt-4.1-mini',
    description: 'Left out: the saved one; null or empty: gpt-4.1-mini.',
  })
  @IsString({ message: 'model must be text, or null for the default model.' })
  @OmittableOrNull()
  model?: string | null;

  @ApiPropertyOptional({
    type: String,
    description: 'Stored encrypted and never returned. Left out: the saved key is kept; an empty string removes it.',
  })
  @IsString({ message: 'apiKey must be text (an empty string removes the saved key).' })
  @IsOmittable()
  apiKey?: string;

  @ApiPropertyOptional(RESOURCE_NAME_DOC)
  @IsString({ message: 'resourceName must be text.' })
  @IsOmittable()
  resourceName?: string;

  @ApiPropertyOptional(API_VERSION_DOC)
  @IsString({ message: 'apiVersion must be text, or null for the default version.' })
  @OmittableOrNull()
  apiVersion?: string | null;
}

/** POST /api/settings/ai/test: the fields of PUT, every one optional; left out, the saved value is tried. */
export class AiConnectionTestDto implements Partial<AiSettingsUpdate> {
  @ApiPropertyOptional({ enum: PROVIDERS, description: 'Left out: the saved provider.' })
  @IsIn(PROVIDERS, { message: PROVIDER_MESSAGE })
  @IsOmittable()
  provider?: AiProviderChoice;

  @ApiPropertyOptional({ type: String, nullable: true, description: "As in PUT /api/settings/ai; null or empty: OpenAI's own API." })
  @IsString({ message: "baseUrl must be text, or null for OpenAI's own API." })
  @OmittableOrNull()
  baseUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'As in PUT /api/settings/ai; null or empty: gpt-4.1-mini.' })
  @IsString({ message: 'model must be text, or null for the default model.' })
  @OmittableOrNull()
  model?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Left out: the saved key; an empty string: no key.' })
  @IsString({ message: 'apiKey must be text.' })
  @IsOmittable()
  apiKey?: string;

  @ApiPropertyOptional({ enum: AI_PRESETS, description: 'As in PUT /api/settings/ai.' })
  @IsIn(AI_PRESETS, { message: PRESET_MESSAGE })
  @IsOmittable()
  preset?: AiPreset;

  @ApiPropertyOptional(RESOURCE_NAME_DOC)
  @IsString({ message: 'resourceName must be text.' })
  @IsOmittable()
  resourceName?: string;

  @ApiPropertyOptional(API_VERSION_DOC)
  @IsString({ message: 'apiVersion must be text, or null for the default version.' })
  @OmittableOrNull()
  apiVersion?: string | null;
}
