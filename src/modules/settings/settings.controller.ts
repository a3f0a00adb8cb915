import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SettingsStatus } from '../../contracts/settings.contract.js';
import { GenerationService } from '../generation/index.js';
import { RedditCredentialsService } from '../sources/index.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redditCredentials: RedditCredentialsService,
    private readonly generation: GenerationService,
  ) {}

  @Get('status')
  @ApiOperation({ summary: 'What is configured (AI provider and model, news, Reddit); never a secret' })
  async status(): Promise<SettingsStatus> {
    return {
      aiProvider: this.generation.generator.provider,
      aiModel: this.generation.generator.provider === 'openai' ? this.generation.generator.model : 'builtin',
      newsConfigured: this.config.news.apiKey !== null || this.config.news.rssUrls.length > 0,
      redditCredentialsSaved: await this.redditCredentials.isConfigured(),
    };
  }
}
