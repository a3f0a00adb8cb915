import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SettingsStatus } from '../../contracts/settings.contract.js';
import { AiService } from '../../platform/ai/ai.service.js';
import { RedditCredentialsService } from '../sources/reddit-credentials.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redditCredentials: RedditCredentialsService,
    private readonly ai: AiService,
  ) {}

  @Get('status')
  @ApiOperation({ summary: 'What is configured (AI provider and model, news, Reddit); never a secret' })
  async status(): Promise<SettingsStatus> {
    return {
      aiProvider: this.ai.generator.provider,
      aiModel: this.ai.generator.provider === 'openai' ? this.ai.generator.model : 'builtin',
      newsConfigured: this.config.news.apiKey !== null || this.config.news.rssUrls.length > 0,
      redditCredentialsSaved: await this.redditCredentials.isConfigured(),
    };
  }
}
