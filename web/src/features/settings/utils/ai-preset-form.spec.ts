import { describe, expect, it } from '@jest/globals';
import type { AiSettingsView } from '@contracts/settings.contract';
import { presetFields, presetFormValues, presetUpdate } from './ai-preset-form';

const SAVED_AZURE: AiSettingsView = {
  provider: 'openai',
  preset: 'azure',
  serverPreset: 'azure',
  baseUrl: 'https://contoso-ai.openai.azure.com',
  model: 'prod-mini',
  apiVersion: '2025-04-01-preview',
  keySet: true,
  keyHint: 'abcd',
  fromEnvironment: false,
};

describe(presetFields.name, () => {
  it('should ask each preset only for the fields it needs', () => {
    expect(presetFields('builtin')).toEqual([]);
    expect(presetFields('openai')).toEqual(['model', 'apiKey']);
    expect(presetFields('azure')).toEqual(['resourceName', 'model', 'apiVersion', 'apiKey']);
    expect(presetFields('ollama')).toEqual(['baseUrl', 'model']);
    expect(presetFields('lmstudio')).toEqual(['baseUrl', 'model']);
    expect(presetFields('llamacpp')).toEqual(['baseUrl', 'model']);
    expect(presetFields('vllm')).toEqual(['baseUrl', 'model', 'apiKey']);
    expect(presetFields('custom')).toEqual(['baseUrl', 'model', 'apiKey']);
  });
});

describe(presetFormValues.name, () => {
  describe('when the saved settings are for the preset', () => {
    it('should reopen on them, the Azure resource name read from its endpoint', () => {
      expect(presetFormValues('azure', SAVED_AZURE)).toEqual({
        preset: 'azure',
        baseUrl: SAVED_AZURE.baseUrl,
        resourceName: 'contoso-ai',
        model: 'prod-mini',
        apiVersion: '2025-04-01-preview',
        apiKey: '',
      });
    });
  });

  describe('when another preset is picked', () => {
    it('should start from its defaults', () => {
      expect(presetFormValues('ollama', SAVED_AZURE)).toMatchObject({ baseUrl: 'http://localhost:11434/v1', model: '' });
      expect(presetFormValues('vllm', SAVED_AZURE).baseUrl).toBe('http://localhost:8000/v1');
    });
  });
});

describe(presetUpdate.name, () => {
  it('should send only the preset’s fields, leaving out an empty key', () => {
    const ollama = { ...presetFormValues('ollama', SAVED_AZURE), model: ' llama3.1:8b ', apiKey: 'typed-elsewhere' };
    expect(presetUpdate(ollama)).toEqual({ preset: 'ollama', baseUrl: 'http://localhost:11434/v1', model: 'llama3.1:8b' });
    expect(presetUpdate(presetFormValues('azure', SAVED_AZURE))).toEqual({
      preset: 'azure',
      resourceName: 'contoso-ai',
      model: 'prod-mini',
      apiVersion: '2025-04-01-preview',
    });
    expect(presetUpdate({ ...presetFormValues('builtin', SAVED_AZURE) })).toEqual({ preset: 'builtin' });
  });

  it('should send an Azure endpoint typed whole as the base URL', () => {
    const values = { ...presetFormValues('azure', SAVED_AZURE), resourceName: 'https://ai.contoso.example/' };
    expect(presetUpdate(values)).toMatchObject({ baseUrl: 'https://ai.contoso.example/' });
    expect(presetUpdate(values)).not.toHaveProperty('resourceName');
  });
});
