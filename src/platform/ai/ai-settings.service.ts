import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AI_PRESET_FIELDS, type AiConnectionTest, type AiServerPreset, type AiSettingsView } from '../../contracts/settings.contract.js';
import { SECRET_BOX } from '../crypto/crypto.module.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { ChangeFeed } from '../database/change-feed.js';
import { createGuardedWebFetch, type WebFetch } from '../http/guarded-web-fetch.js';
import { AI_BUILTIN, type AiBuiltin } from './ai-builtin.js';
import { AiInvalidAnswerError, AiTimeoutError, AiUpstreamError } from './ai-errors.js';
import type { AiProvider } from './ai-provider.js';
import { createOpenAiProvider } from './ai-provider-factory.js';
import { AiProviderSwitch } from './ai-provider-switch.js';
import {
  applyAiSettingsChange,
  DEFAULT_AI_SETTINGS,
  formPreset,
  keyHint,
  presetOfBaseUrl,
  type AiSettingsChange,
  type AiSettingsValues,
} from './ai-settings-rules.js';
import { AiSettingsRepository, type AiSettingRow } from './ai-settings.repository.js';

/** The connection test waits at most this long (or AI_TIMEOUT_MS when that is shorter). */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

export const AI_SETTINGS_FROM_ENVIRONMENT_MESSAGE =
  "The AI provider is set by the server's environment (AI_PROVIDER / OPENAI_API_KEY / OPENAI_BASE_URL). " +
  'Change it there, or unset those variables to choose it in Settings.';

/**
 * The AI provider chosen in the Settings screen (DESIGN section 3 and issue 19). When AI_PROVIDER,
 * OPENAI_API_KEY or OPENAI_BASE_URL is set, the environment decides and the saved settings are
 * ignored and cannot be changed. Otherwise the one row of ai_setting decides (none saved: the
 * built-in generator). A save stores the row and announces it on the change feed; every instance,
 * the one that saved included, then reads the row again and swaps the engine's provider, so the next
 * generation anywhere uses it, without a restart. Each instance also reads the row at start-up and
 * after its change feed reconnects (a notification may have been missed meanwhile).
 *
 * A base URL typed in the screen is user input: the SDK reaches it through the outbound guard
 * (private, loopback and metadata addresses refused unless listed in OUTBOUND_ALLOW_HOSTS). The
 * environment's OPENAI_BASE_URL is the operator's and stays trusted. The key is stored AES-256-GCM
 * encrypted (SecretBox), never logged and never answered: only whether one is set and its last four characters.
 */
@Injectable()
export class AiSettingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AiSettings');
  private readonly guardedFetch: WebFetch;
  private readonly builtinProvider: AiProvider;
  /** The version of the ai_setting row the switch holds the provider of; 0 before any row. */
  private appliedVersion = 0;
  /** Reloads run one after the other, so the last one started is the last one applied. */
  private reloads: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly settings: AiSettingsRepository,
    @Inject(SECRET_BOX) private readonly secretBox: SecretBox,
    private readonly changes: ChangeFeed,
    private readonly providerSwitch: AiProviderSwitch,
    @Inject(AI_BUILTIN) private readonly builtin: AiBuiltin,
  ) {
    this.guardedFetch = createGuardedWebFetch({ allowHosts: config.outboundAllowHosts });
    this.builtinProvider = providerSwitch.current.name === 'builtin' ? providerSwitch.current : builtin.create();
    if (!config.ai.fromEnvironment) {
      changes.subscribe((topic) => {
        if (topic === 'ai-settings' || topic === 'all') this.scheduleReload();
      });
    }
  }

  /** The saved settings take effect before the server listens. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.ai.fromEnvironment) {
      this.scheduleReload();
      await this.reloads;
    }
  }

  /** What the Settings screen shows: the provider in force and where it comes from; never the key. */
  async view(): Promise<AiSettingsView> {
    if (this.config.ai.fromEnvironment) {
      return this.toView(this.environmentValues(), true);
    }
    return this.toView(this.valuesOf(await this.settings.find()), false);
  }

  /**
   * Saves a change (fields left out keep what is saved) and puts it in force on every instance.
   * @throws AppException `conflict` when the environment sets the provider, `invalid-input` naming the field of a bad value (nothing is saved then)
   */
  async update(change: AiSettingsChange): Promise<AiSettingsView> {
    if (this.config.ai.fromEnvironment) throw new AppException('conflict', AI_SETTINGS_FROM_ENVIRONMENT_MESSAGE);
    const next = applyAiSettingsChange(this.valuesOf(await this.settings.find()), change);
    const row = await this.settings.save({
      provider: next.provider,
      preset: next.serverPreset,
      baseUrl: next.baseUrl,
      model: next.model,
      apiVersion: next.apiVersion,
      encryptedApiKey: next.apiKey === null ? null : this.secretBox.encrypt(next.apiKey),
    });
    await this.changes.publish(this.em, 'ai-settings');
    this.apply(row);
    return this.toView(next, false);
  }

  /**
   * One real call to the provider the change describes (fields left out: the saved ones; no change:
   * the settings in force), without saving anything: the smallest structured-output request for an
   * OpenAI-compatible server, one generation for the built-in generator.
   * @throws AppException with a message in the user's words: `invalid-input` for what the user can fix
   * in the form (a rejected key, an unknown model, an address to allow-list), `upstream-failed` when the
   * server could not be reached, took too long or answered wrongly; `conflict` for a change while the
   * environment sets the provider
   */
  async testConnection(change: AiSettingsChange = {}): Promise<AiConnectionTest> {
    let values: AiSettingsValues;
    const fromEnvironment = this.config.ai.fromEnvironment;
    if (fromEnvironment) {
      if (Object.values(change).some((value) => value !== undefined)) {
        throw new AppException('conflict', AI_SETTINGS_FROM_ENVIRONMENT_MESSAGE);
      }
      values = this.environmentValues();
    } else {
      values = applyAiSettingsChange(this.valuesOf(await this.settings.find()), change);
    }
    const started = performance.now();
    if (values.provider === 'builtin') {
      try {
        await this.builtin.probe(this.builtinProvider);
      } catch (error) {
        throw new AppException('upstream-failed', 'The built-in generator failed to answer a test request.', { cause: error });
      }
      return { ok: true, model: this.builtinProvider.model, latencyMs: elapsed(started) };
    }
    const provider = createOpenAiProvider({
      openaiApiKey: values.apiKey ?? undefined,
      openaiBaseUrl: values.baseUrl ?? undefined,
      openaiModel: values.model,
      azure: azureOf(values),
      timeoutMs: this.config.ai.timeoutMs,
      maxConcurrency: 1,
      fetch: fromEnvironment ? undefined : this.guardedFetch,
      configuredIn: fromEnvironment ? 'environment' : 'settings',
    });
    try {
      await provider.probe(Math.min(this.config.ai.timeoutMs, CONNECTION_TEST_TIMEOUT_MS));
    } catch (error) {
      throw describeTestFailure(error, provider.host, values.model, values.serverPreset === 'azure');
    }
    return { ok: true, model: values.model, latencyMs: elapsed(started) };
  }

  private scheduleReload(): void {
    this.reloads = this.reloads.then(
      () => this.reload(),
      () => this.reload(),
    );
    this.reloads.catch((error: unknown) =>
      this.logger.error(`The saved AI settings could not be read: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** Reads the saved row and puts its provider in force; outside any request (start-up, a change announced), so in a context of its own. */
  @CreateRequestContext()
  private async reload(): Promise<void> {
    this.apply(await this.settings.find());
  }

  /** Puts the row's provider in force unless the switch already holds this version or a newer one. */
  private apply(row: AiSettingRow | null): void {
    if (row === null || row.version <= this.appliedVersion) return;
    this.appliedVersion = row.version;
    const values = this.valuesOf(row);
    this.providerSwitch.replace(this.providerOf(values));
    this.logger.log(
      values.provider === 'openai'
        ? `AI provider set in Settings: ${AI_PRESET_FIELDS[values.serverPreset].label}, model ${values.model} at ${values.baseUrl === null ? 'OpenAI' : hostOf(values.baseUrl)}`
        : 'AI provider set in Settings: the built-in generator',
    );
  }

  private providerOf(values: AiSettingsValues): AiProvider {
    if (values.provider === 'builtin') return this.builtinProvider;
    return createOpenAiProvider({
      // A key that could not be decrypted is sent as none: the server's 401 then says to enter it again.
      openaiApiKey: values.apiKey ?? 'no-key',
      openaiBaseUrl: values.baseUrl ?? undefined,
      openaiModel: values.model,
      azure: azureOf(values),
      timeoutMs: this.config.ai.timeoutMs,
      maxConcurrency: this.config.ai.maxConcurrency,
      fetch: this.guardedFetch,
      configuredIn: 'settings',
    });
  }

  /** The saved settings with the key in clear; none saved: the defaults. */
  private valuesOf(row: AiSettingRow | null): AiSettingsValues {
    if (row === null) return DEFAULT_AI_SETTINGS;
    let apiKey: string | null = null;
    if (row.encryptedApiKey !== null) {
      try {
        apiKey = this.secretBox.decrypt(row.encryptedApiKey);
      } catch {
        this.logger.warn('The saved AI API key cannot be decrypted (was APP_SECRET_KEY changed?); enter it again in Settings.');
      }
    }
    const serverPreset =
      row.preset !== null && Object.hasOwn(AI_PRESET_FIELDS, row.preset) ? (row.preset as AiServerPreset) : presetOfBaseUrl(row.baseUrl);
    return {
      provider: row.provider === 'openai' ? 'openai' : 'builtin',
      serverPreset,
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey,
      apiVersion: serverPreset === 'azure' ? row.apiVersion : null,
    };
  }

  /** The environment speaks OpenAI's wire format only (Azure through its v1 URL): `openai` or `custom`. */
  private environmentValues(): AiSettingsValues {
    const { provider, openaiBaseUrl, openaiModel, openaiApiKey } = this.config.ai;
    return {
      provider,
      serverPreset: presetOfBaseUrl(openaiBaseUrl),
      baseUrl: openaiBaseUrl,
      model: openaiModel,
      apiKey: openaiApiKey,
      apiVersion: null,
    };
  }

  /**
   * The contract's shape. The base URL and model are the OpenAI-compatible server's, shown also while
   * the built-in provider is chosen: they are kept then, and the form must show what switching back uses.
   */
  private toView(values: AiSettingsValues, fromEnvironment: boolean): AiSettingsView {
    return {
      provider: values.provider,
      preset: formPreset(values),
      serverPreset: values.serverPreset,
      baseUrl: values.baseUrl,
      model: values.model,
      apiVersion: values.apiVersion,
      keySet: values.apiKey !== null,
      keyHint: keyHint(values.apiKey),
      fromEnvironment,
    };
  }
}

/** Azure OpenAI's client options: the base URL is the resource's endpoint, the model its deployment. */
function azureOf(values: AiSettingsValues): { apiVersion: string } | undefined {
  return values.serverPreset === 'azure' && values.apiVersion !== null ? { apiVersion: values.apiVersion } : undefined;
}

/** A failed connection test in the words of the person who typed the settings. */
function describeTestFailure(error: unknown, host: string, model: string, azure: boolean): unknown {
  if (error instanceof AiUpstreamError) {
    if (error.reason === 'refused') return new AppException('invalid-input', `${sentence(error.detail)}`, { cause: error });
    if (error.reason === 'unreachable') return new AppException('upstream-failed', `${sentence(error.detail)}`, { cause: error });
    const status = error.upstreamStatus;
    if (status === 401 || status === 403) {
      return new AppException('invalid-input', `The server rejected the API key (HTTP ${status}).`, { cause: error });
    }
    if (status === 404) {
      return new AppException(
        'invalid-input',
        azure
          ? `The Azure resource at ${host} has no deployment "${model}" for this API version (HTTP 404).`
          : `The server at ${host} does not know the model "${model}", or the base URL is not an OpenAI-compatible API (HTTP 404).`,
        { cause: error },
      );
    }
    if (status === 429) {
      return new AppException('upstream-failed', `The server at ${host} refused the call: rate limit or quota exceeded (HTTP 429).`, {
        cause: error,
      });
    }
    if (status !== null && status >= 500) {
      return new AppException('upstream-failed', `The server at ${host} failed (HTTP ${status}). Try again later.`, { cause: error });
    }
    return new AppException('upstream-failed', `The server at ${host} answered HTTP ${status}: ${error.detail}.`, { cause: error });
  }
  if (error instanceof AiTimeoutError) {
    return new AppException('upstream-failed', `${host} did not answer within ${error.timeoutMs / 1000} seconds.`, { cause: error });
  }
  if (error instanceof AiInvalidAnswerError) {
    return new AppException(
      'upstream-failed',
      `The server at ${host} answered, but not with the JSON Trendjack asks for: the model must support structured outputs (a JSON schema response format).`,
      { cause: error },
    );
  }
  return error;
}

function sentence(detail: string): string {
  const text = detail.charAt(0).toUpperCase() + detail.slice(1);
  return text.endsWith('.') ? text : `${text}.`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
