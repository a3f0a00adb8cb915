import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { RedditSettingsView } from '../../contracts/settings.contract.js';
import type { RedditCredentials } from '../../contracts/trending.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { SECRET_BOX } from '../../platform/crypto/crypto.module.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE, RedditConnector } from './connectors/reddit.connector.js';
import { SourceFetchError } from './connectors/source-fetch-error.js';
import { SourceCredentialRepository } from './source-credential.repository.js';

const REDDIT_PROVIDER = 'reddit';

export const REDDIT_CREDENTIALS_FROM_ENVIRONMENT_MESSAGE =
  "Reddit credentials are set by the server's environment (REDDIT_CLIENT_ID / REDDIT_CLIENT_SECRET). " +
  'Change them there, or unset those variables to manage them in Settings.';

export const REDDIT_CREDENTIALS_NONE_MESSAGE = 'No Reddit credentials are saved yet. Add your Reddit App ID and App Secret first.';

/**
 * Reddit app credentials: REDDIT_CLIENT_ID/SECRET when both are set (the environment wins, as for the
 * AI provider, and the Settings screen shows them read-only), else the pair saved from the UI (secret
 * encrypted at rest).
 */
@Injectable()
export class RedditCredentialsService {
  private readonly logger = new Logger(RedditCredentialsService.name);

  constructor(
    private readonly credentials: SourceCredentialRepository,
    private readonly reddit: RedditConnector,
    @Inject(SECRET_BOX) private readonly secretBox: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the pair with Reddit (by requesting a token), then stores it. A wrong pair is invalid input and
   * changes nothing; Reddit being unreachable is an upstream failure.
   */
  async save(appId: string, appSecret: string): Promise<void> {
    if (this.fromEnvironment) {
      throw new AppException('conflict', REDDIT_CREDENTIALS_FROM_ENVIRONMENT_MESSAGE, { details: { success: false } });
    }
    if (appId.trim() === '' || appSecret.trim() === '') {
      throw new AppException('invalid-input', REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE, { details: { success: false } });
    }
    await this.verify({ appId, appSecret }, { success: false });
    await this.credentials.save(REDDIT_PROVIDER, appId.trim(), this.secretBox.encrypt(appSecret.trim()));
    this.logger.log(`Reddit credentials saved for app ${appId.trim()}`);
  }

  /** The pair to fetch with: from the environment, else saved, else null. */
  async current(): Promise<RedditCredentials | null> {
    const { clientId, clientSecret } = this.config.reddit;
    if (clientId && clientSecret) return { appId: clientId, appSecret: clientSecret };
    const saved = await this.credentials.findByProvider(REDDIT_PROVIDER);
    if (saved) {
      try {
        return { appId: saved.appId, appSecret: this.secretBox.decrypt(saved.encryptedSecret) };
      } catch {
        this.logger.warn('The saved Reddit secret cannot be decrypted (was APP_SECRET_KEY changed?); save the credentials again.');
      }
    }
    return null;
  }

  /** Whether a pair is saved or set in the environment (no decryption: the status page asks often). */
  async isConfigured(): Promise<boolean> {
    return this.fromEnvironment || (await this.credentials.exists(REDDIT_PROVIDER));
  }

  /** What the Settings screen shows; never the pair. */
  async status(): Promise<RedditSettingsView> {
    return { credentialsSet: await this.isConfigured(), fromEnvironment: this.fromEnvironment };
  }

  /**
   * Asks Reddit for a token with the pair in force (the environment's, else the saved one).
   * @throws AppException `invalid-input` when there is no pair or Reddit rejects it, `upstream-failed` when Reddit could not say
   */
  async test(): Promise<void> {
    const credentials = await this.current();
    if (!credentials) throw new AppException('invalid-input', REDDIT_CREDENTIALS_NONE_MESSAGE);
    await this.verify(credentials);
  }

  /**
   * Removes the saved pair (nothing happens when none is saved).
   * @throws AppException `conflict` when the environment sets the pair: removing the saved one would change nothing
   */
  async remove(): Promise<RedditSettingsView> {
    if (this.fromEnvironment) throw new AppException('conflict', REDDIT_CREDENTIALS_FROM_ENVIRONMENT_MESSAGE);
    if (await this.credentials.remove(REDDIT_PROVIDER)) this.logger.log('Saved Reddit credentials removed');
    return this.status();
  }

  /** REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET are both set. */
  private get fromEnvironment(): boolean {
    const { clientId, clientSecret } = this.config.reddit;
    return clientId !== null && clientSecret !== null;
  }

  /** Requests a token with the pair; a rejected pair is invalid input, Reddit failing to answer an upstream failure. */
  private async verify(credentials: RedditCredentials, details?: Record<string, unknown>): Promise<void> {
    try {
      await this.reddit.verifyCredentials(credentials.appId, credentials.appSecret);
    } catch (error) {
      if (error instanceof SourceFetchError) {
        const code = error.code === 'credentials_rejected' || error.code === 'credentials_missing' ? 'invalid-input' : 'upstream-failed';
        throw new AppException(code, error.message, { cause: error, details });
      }
      throw error;
    }
  }
}
