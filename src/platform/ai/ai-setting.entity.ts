import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The id of the one row of ai_setting. */
export const AI_SETTING_ROW_ID = 1;

/**
 * The AI provider chosen in the Settings screen: one row, read by every instance (ai-settings.service.ts).
 * Ignored while AI_PROVIDER, OPENAI_API_KEY or OPENAI_BASE_URL is set. The key is AES-256-GCM encrypted
 * (SecretBox, like the Reddit secret) and never returned.
 */
@Entity({ tableName: 'ai_setting' })
export class AiSetting {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = AI_SETTING_ROW_ID;

  /** `builtin` or `openai`. */
  @Property({ type: 'string', length: 20 })
  provider!: string;

  /** The OpenAI-compatible server; null is OpenAI's own API. Kept while the built-in provider is chosen. */
  @Property({ type: 'text', nullable: true })
  baseUrl: string | null = null;

  /**
   * The Settings preset the base URL, model and key were typed for (`openai`, `azure`, `ollama`, `vllm`,
   * `lmstudio`, `llamacpp`, `custom`), so the form reopens on it; kept while builtin is chosen. Null for
   * rows saved before presets (issue 26): read as `openai` without a base URL, else `custom`.
   */
  @Property({ type: 'string', length: 20, nullable: true })
  preset: string | null = null;

  /** Azure OpenAI's deployment name, or the model name for every other server. */
  @Property({ type: 'string', length: 120 })
  model!: string;

  /** Azure OpenAI's api-version; null for every other preset. */
  @Property({ type: 'string', length: 40, nullable: true })
  apiVersion: string | null = null;

  @Property({ type: 'text', nullable: true, hidden: true })
  encryptedApiKey: string | null = null;

  /** Raised by every save: an instance applies a row only when it is newer than the one it runs with. */
  @Property({ type: 'integer' })
  version: number = 1;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
