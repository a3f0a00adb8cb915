import { AppException } from '../../common/errors/app.exception.js';
import { DEFAULT_OPENAI_MODEL } from './ai-provider-factory.js';
import { applyAiSettingsChange, DEFAULT_AI_SETTINGS, keyHint, type AiSettingsValues } from './ai-settings-rules.js';

const SAVED: AiSettingsValues = {
  provider: 'openai',
  baseUrl: 'http://ollama.internal:11434/v1',
  model: 'llama3.1:8b',
  apiKey: 'sk-saved-key-1234',
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

describe(keyHint.name, () => {
  it('should give the last 4 characters of a key, and nothing of a short one', () => {
    expect(keyHint('sk-proj-abcdefgh1234')).toBe('1234');
    expect(keyHint('abcdefgh')).toBe('efgh');
    expect(keyHint('abcdefg')).toBeNull();
    expect(keyHint(null)).toBeNull();
  });
});
