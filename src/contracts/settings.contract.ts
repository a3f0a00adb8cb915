// GET /api/settings/status: what is configured, never a secret.
export type SettingsStatus = {
  aiProvider: 'builtin' | 'openai';
  aiModel: string;
  newsConfigured: boolean;
  redditCredentialsSaved: boolean;
};
