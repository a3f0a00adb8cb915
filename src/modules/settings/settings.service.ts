import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SettingsStatus } from '../../contracts/settings.contract.js';
import { GenerationService } from '../generation/index.js';
import { RedditCredentialsService } from '../sources/index.js';

/** What the instance is configured with, for the settings page; never a secret. */
@Injectable()
export class SettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redditCredentials: RedditCredentialsService,
    private readonly generation: GenerationService,
  ) {}

  /** Which AI provider and model answer, whether news has a source, whether Reddit credentials exist. */
  async status(): Promise<SettingsStatus> {
    const { generator } = this.generation;
    return {
      aiProvider: generator.provider,
      aiModel: generator.provider === 'openai' ? generator.model : 'builtin',
      newsConfigured: this.config.news.apiKey !== null || this.config.news.rssUrls.length > 0,
      redditCredentialsSaved: await this.redditCredentials.isConfigured(),
    };
  }
}
