import { AppException } from '../../common/errors/app.exception.js';
import { DEFAULT_AZURE_API_VERSION } from '../../contracts/settings.contract.js';
import { DEFAULT_OPENAI_MODEL } from './ai-provider-factory.js';
import { applyAiSettingsChange, DEFAULT_AI_SETTINGS, keyHint, type AiSettingsValues } from './ai-settings-rules.js';

const SAVED: AiSettingsValues = {
  provider: 'openai',
  serverPreset: 'custom',
  baseUrl: 'http://ollama.internal:11434/v1',
  model: 'llama3.1:8b',
  apiKey: 'sk-saved-key-1234',
  apiVersion: null,
};

const SAVED_AZURE: AiSettingsValues = {
  provider: 'openai',
  serverPreset: 'azure',
  baseUrl: 'https://contoso-ai.openai.azure.com',
  model: 'gpt-4o-mini-prod',
  apiKey: 'azure-key-0000000000',
  apiVersion: '2025-04-01-preview',
};

function refusal(change: Parameters<typeof applyAiSettingsChange>[1], current: AiSettingsValues = DEFAULT_AI_SETTINGS): AppException {
  try {
    applyAiSettingsChange(current, change);
  } catch (error) {
    return error as AppException;
  }
  throw new Error('the change was accepted');
}

describe(applyAiSettingsChange.name, () => {
  describe('when a field is left out', () => {
    it('should keep what is saved', () => {
      expect(applyAiSettingsChange(SAVED, { provider: 'openai' })).toEqual(SAVED);
    });
  });

  describe('when the built-in provider is chosen', () => {
    it('should keep the base URL, model and key for switching back', () => {
      const builtin = applyAiSettingsChange(SAVED, { provider: 'builtin' });
      expect(builtin).toEqual({ ...SAVED, provider: 'builtin' });
      expect(applyAiSettingsChange(builtin, { provider: 'openai' })).toEqual(SAVED);
    });
  });

  describe('when a field is cleared', () => {
    it('should mean OpenAI’s own API, the default model, no key', () => {
      expect(applyAiSettingsChange(SAVED, { baseUrl: null, model: '', apiKey: 'sk-other-key' })).toMatchObject({
        baseUrl: null,
        model: DEFAULT_OPENAI_MODEL,
      });
      expect(applyAiSettingsChange(SAVED, { provider: 'builtin', baseUrl: ' ', model: null, apiKey: '' })).toEqual({
        provider: 'builtin',
        serverPreset: 'openai',
        apiVersion: null,
        baseUrl: null,
        model: DEFAULT_OPENAI_MODEL,
        apiKey: null,
      });
    });
  });

  describe('when values come with spaces around them', () => {
    it('should trim them', () => {
      expect(
        applyAiSettingsChange(DEFAULT_AI_SETTINGS, {
          provider: 'openai',
          baseUrl: ' https://api.example/v1 ',
          model: ' m ',
          apiKey: ' sk-k ',
        }),
      ).toEqual({
        provider: 'openai',
        serverPreset: 'custom',
        apiVersion: null,
        baseUrl: 'https://api.example/v1',
        model: 'm',
        apiKey: 'sk-k',
      });
    });
  });

  describe('when openai would have neither a key nor a base URL', () => {
    it('should refuse, but accept a local server without a key', () => {
      expect(refusal({ provider: 'openai' }).message).toContain('needs an API key (apiKey), or a base URL (baseUrl)');
      expect(refusal({ apiKey: '', baseUrl: null }, SAVED).code).toBe('invalid-input');
      expect(applyAiSettingsChange(SAVED, { apiKey: '' })).toMatchObject({ apiKey: null, baseUrl: SAVED.baseUrl });
    });
  });

  it.each([
    [{ provider: 'anthropic' }, 'provider must be "builtin" or "openai".'],
    [{ baseUrl: 'ftp://files.example/v1' }, 'baseUrl must be an absolute http(s) address'],
    [{ baseUrl: '/v1' }, 'baseUrl must be an absolute http(s) address'],
    [{ baseUrl: 'localhost:11434/v1' }, 'baseUrl must be an absolute http(s) address'],
    [{ baseUrl: 'https://user:secret@api.example/v1' }, 'baseUrl must not carry a user name or password'],
    [{ baseUrl: `https://api.example/${'v'.repeat(500)}` }, 'baseUrl must be at most 500 characters.'],
    [{ model: 'm'.repeat(101) }, 'model must be at most 100 characters.'],
    [{ model: 'gpt\n4' }, 'model must be a model name on one line.'],
    [{ apiKey: 'sk key' }, 'apiKey must be printable characters without spaces.'],
    [{ apiKey: 'sk-ключ' }, 'apiKey must be printable characters without spaces.'],
    [{ apiKey: 'k'.repeat(501) }, 'apiKey must be at most 500 characters.'],
  ])('should refuse %o as invalid input naming the field', (change, message) => {
    const error = refusal(change, SAVED);
    expect(error).toBeInstanceOf(AppException);
    expect(error.code).toBe('invalid-input');
    expect(error.message).toContain(message);
  });
});

describe('applyAiSettingsChange with a preset', () => {
  describe('when a local server preset is chosen without a base URL', () => {
    it('should use the preset’s default address and no key', () => {
      expect(applyAiSettingsChange(SAVED, { preset: 'ollama', model: 'qwen2.5:7b-instruct' })).toEqual({
        provider: 'openai',
        serverPreset: 'ollama',
        baseUrl: 'http://localhost:11434/v1',
        model: 'qwen2.5:7b-instruct',
        apiKey: null,
        apiVersion: null,
      });
      expect(applyAiSettingsChange(DEFAULT_AI_SETTINGS, { preset: 'vllm', model: 'Qwen/Qwen2.5-7B-Instruct' })).toMatchObject({
        baseUrl: 'http://localhost:8000/v1',
      });
      expect(applyAiSettingsChange(DEFAULT_AI_SETTINGS, { preset: 'lmstudio', model: 'm' }).baseUrl).toBe('http://localhost:1234/v1');
      expect(applyAiSettingsChange(DEFAULT_AI_SETTINGS, { preset: 'llamacpp', model: 'm' }).baseUrl).toBe('http://localhost:8080/v1');
    });
  });

  describe('when the preset changes and the key is left out', () => {
    it('should not carry the saved key to the other server', () => {
      expect(applyAiSettingsChange(SAVED, { preset: 'vllm', model: 'm' }).apiKey).toBeNull();
      expect(refusal({ preset: 'openai' }, SAVED).message).toBe('apiKey is required for OpenAI.');
    });
  });

  describe('when the saved preset is chosen again with fields left out', () => {
    it('should keep the saved values', () => {
      expect(applyAiSettingsChange(SAVED_AZURE, { preset: 'azure' })).toEqual(SAVED_AZURE);
      expect(applyAiSettingsChange(SAVED_AZURE, { preset: 'builtin' })).toEqual({ ...SAVED_AZURE, provider: 'builtin' });
      expect(applyAiSettingsChange({ ...SAVED_AZURE, provider: 'builtin' }, { provider: 'openai' })).toEqual(SAVED_AZURE);
    });
  });

  describe('when Azure OpenAI is chosen by resource name', () => {
    it('should build the endpoint and default the api-version', () => {
      expect(
        applyAiSettingsChange(DEFAULT_AI_SETTINGS, { preset: 'azure', resourceName: ' Contoso-AI ', model: 'prod-mini', apiKey: 'az-key' }),
      ).toEqual({
        provider: 'openai',
        serverPreset: 'azure',
        baseUrl: 'https://contoso-ai.openai.azure.com',
        model: 'prod-mini',
        apiKey: 'az-key',
        apiVersion: DEFAULT_AZURE_API_VERSION,
      });
    });
  });

  describe('when OpenAI itself is chosen', () => {
    it('should call OpenAI’s API with the default model', () => {
      expect(applyAiSettingsChange(SAVED, { preset: 'openai', apiKey: 'sk-new' })).toEqual({
        provider: 'openai',
        serverPreset: 'openai',
        baseUrl: null,
        model: DEFAULT_OPENAI_MODEL,
        apiKey: 'sk-new',
        apiVersion: null,
      });
    });
  });

  describe('when a preset-less change moves the base URL', () => {
    it('should no longer claim the saved preset', () => {
      const ollama = applyAiSettingsChange(DEFAULT_AI_SETTINGS, { preset: 'ollama', model: 'm' });
      expect(applyAiSettingsChange(ollama, { provider: 'openai', model: 'n' }).serverPreset).toBe('ollama');
      expect(applyAiSettingsChange(ollama, { provider: 'openai', baseUrl: 'http://gpu.internal:8000/v1' }).serverPreset).toBe('custom');
    });
  });

  it.each([
    [{ preset: 'bedrock' }, 'preset must be one of'],
    [{ preset: 'ollama', provider: 'builtin', model: 'm' }, 'provider must be "openai" (or left out) with preset "ollama".'],
    [{ preset: 'ollama' }, 'model is required for Ollama'],
    [{ preset: 'vllm', model: ' ' }, 'model is required for vLLM'],
    [{ preset: 'ollama', model: 'm', apiKey: 'sk-x' }, 'apiKey is not used with Ollama'],
    [{ preset: 'lmstudio', model: 'm', resourceName: 'x' }, 'resourceName is used only with preset "azure"'],
    [{ preset: 'custom', model: 'm' }, 'baseUrl is required for Other OpenAI-compatible server'],
    [{ preset: 'custom', model: 'm', baseUrl: 'ftp://x/v1' }, 'baseUrl must be an absolute http(s) address'],
    [{ preset: 'openai', apiKey: 'sk-x', baseUrl: 'http://x/v1' }, 'baseUrl is not used with the OpenAI preset'],
    [{ preset: 'azure', model: 'd', apiKey: 'k' }, 'resourceName is required for Azure OpenAI'],
    [{ preset: 'azure', resourceName: 'contoso', apiKey: 'k' }, 'model is required for Azure OpenAI: the deployment name.'],
    [{ preset: 'azure', resourceName: 'contoso', model: 'd' }, 'apiKey is required for Azure OpenAI.'],
    [
      { preset: 'azure', resourceName: 'contoso.openai.azure.com', model: 'd', apiKey: 'k' },
      'resourceName must be the Azure resource name only',
    ],
    [
      { preset: 'azure', resourceName: 'contoso', model: 'd', apiKey: 'k', apiVersion: 'latest' },
      'apiVersion must be an Azure OpenAI API version',
    ],
    [{ preset: 'azure', resourceName: 'contoso', baseUrl: 'https://x/', model: 'd', apiKey: 'k' }, 'not both'],
    [{ provider: 'openai', apiVersion: '2024-10-21' }, 'apiVersion is used only with preset "azure".'],
  ])('should refuse %o as invalid input naming the field', (change, message) => {
    const error = refusal(change, DEFAULT_AI_SETTINGS);
    expect(error.code).toBe('invalid-input');
    expect(error.message).toContain(message);
  });
});

describe(keyHint.name, () => {
  it('should give the last 4 characters of a key, and nothing of a short one', () => {
    expect(keyHint('sk-proj-abcdefgh1234')).toBe('1234');
    expect(keyHint('abcdefgh')).toBe('efgh');
    expect(keyHint('abcdefg')).toBeNull();
    expect(keyHint(null)).toBeNull();
  });
});
