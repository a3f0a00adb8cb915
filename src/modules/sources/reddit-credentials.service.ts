import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { RedditCredentials } from '../../contracts/trending.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { SECRET_BOX } from '../../platform/crypto/crypto.module.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE, RedditConnector } from './connectors/reddit.connector.js';
import { SourceFetchError } from './connectors/source-fetch-error.js';
import { SourceCredentialRepository } from './source-credential.repository.js';

const REDDIT_PROVIDER = 'reddit';

/**
 * Reddit app credentials: saved from the UI (secret encrypted at rest) or REDDIT_CLIENT_ID/SECRET.
 * Saved ones win, so a team can replace a stale environment pair from the browser.
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
    if (appId.trim() === '' || appSecret.trim() === '') {
      throw new AppException('invalid-input', REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE, { details: { success: false } });
    }
    try {
      await this.reddit.verifyCredentials(appId, appSecret);
    } catch (error) {
      if (error instanceof SourceFetchError) {
        const code = error.code === 'credentials_rejected' || error.code === 'credentials_missing' ? 'invalid-input' : 'upstream-failed';
        throw new AppException(code, error.message, { cause: error, details: { success: false } });
      }
      throw error;
    }
    await this.credentials.save(REDDIT_PROVIDER, appId.trim(), this.secretBox.encrypt(appSecret.trim()));
    this.logger.log(`Reddit credentials saved for app ${appId.trim()}`);
  }

  /** The pair to fetch with: saved, else from the environment, else null. */
  async current(): Promise<RedditCredentials | null> {
    const saved = await this.credentials.findByProvider(REDDIT_PROVIDER);
    if (saved) {
      try {
        return { appId: saved.appId, appSecret: this.secretBox.decrypt(saved.encryptedSecret) };
      } catch {
        this.logger.warn('The saved Reddit secret cannot be decrypted (was APP_SECRET_KEY changed?); save the credentials again.');
      }
    }
    const { clientId, clientSecret } = this.config.reddit;
    return clientId && clientSecret ? { appId: clientId, appSecret: clientSecret } : null;
  }

  /** Whether a pair is saved or set in the environment (no decryption: the status page asks often). */
  async isConfigured(): Promise<boolean> {
    const { clientId, clientSecret } = this.config.reddit;
    return (clientId !== null && clientSecret !== null) || (await this.credentials.exists(REDDIT_PROVIDER));
  }
}
