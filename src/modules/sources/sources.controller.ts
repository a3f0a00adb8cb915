import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { FetchContentResponse, SetRedditCredentialsResponse } from '../../contracts/trending.contract.js';
import { FetchConfigurationDto } from './dto/fetch-configuration.dto.js';
import { RedditCredentialsDto } from './dto/reddit-credentials.dto.js';
import { FetchContentService } from './fetch-content.service.js';
import { RedditCredentialsService } from './reddit-credentials.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

@ApiTags('sources')
@Controller()
export class SourcesController {
  constructor(
    private readonly fetchContent: FetchContentService,
    private readonly credentials: RedditCredentialsService,
  ) {}

  @Post('fetch-content')
  @Access('member')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Fetch the enabled sources now',
    description: 'Per-source warnings and errors; 502 with data.errors when every enabled source failed.',
  })
  fetch(@Body() configuration: FetchConfigurationDto): Promise<FetchContentResponse & { success: boolean }> {
    return this.fetchContent.fetch(configuration, 'user');
  }

  @Post('set-reddit-credentials')
  @Access('admin')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a Reddit app ID and secret with Reddit, then store them encrypted' })
  async setRedditCredentials(@Body() body: RedditCredentialsDto): Promise<SetRedditCredentialsResponse> {
    await this.credentials.save(body.appId, body.appSecret);
    return { success: true, message: 'Your Reddit API credentials were checked with Reddit and saved.' };
  }
}
