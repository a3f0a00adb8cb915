import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import type {
  AiConnectionTest,
  AiSettingsView,
  RedditConnectionTest,
  RedditSettingsView,
  SettingsStatus,
  SettingsView,
} from '../../contracts/settings.contract.js';
import type { RefreshSettingsView } from '../../contracts/refresh-settings.contract.js';
import { AiConnectionTestDto, AiSettingsUpdateDto } from './dto/ai-settings.dto.js';
import { RefreshSettingsUpdateDto } from './dto/refresh-settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Access('admin')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Access('member')
  @ApiOperation({
    summary: 'The Settings screen: AI provider, Reddit credentials, source health, calendar sync; never a secret',
    description:
      'ai.keySet and ai.keyHint (its last 4 characters) are all that is said of an API key. fromEnvironment is true when the ' +
      'server environment sets the AI provider (AI_PROVIDER, OPENAI_API_KEY, OPENAI_BASE_URL) or the Reddit pair (REDDIT_CLIENT_ID and ' +
      'REDDIT_CLIENT_SECRET): they win over saved ones and cannot be changed here.',
  })
  view(): Promise<SettingsView> {
    return this.settings.view();
  }

  @Get('status')
  @Access('member')
  @ApiOperation({ summary: 'What is configured (AI provider and model, news, Reddit); never a secret' })
  status(): Promise<SettingsStatus> {
    return this.settings.status();
  }

  @Put('ai')
  @ApiOperation({
    summary:
      'Choose the AI provider: built-in, or a preset (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio, llama.cpp, any OpenAI-compatible URL)',
    description:
      'Stored in PostgreSQL (the key encrypted) and in force at once on every instance. Each preset takes only its fields (see preset); ' +
      'without preset, as before: fields left out keep the saved value; ' +
      'apiKey "" removes the key. 400 naming the field for a bad value (nothing is saved); 409 when the server environment sets the provider.',
  })
  updateAi(@Body() update: AiSettingsUpdateDto): Promise<AiSettingsView> {
    return this.settings.updateAi(update);
  }

  @Get('refresh')
  // Reading a setting is a member's right like GET /api/settings (access.ts); changing it is an admin's.
  @Access('member')
  @ApiOperation({
    summary: 'The automatic refresh: { intervalMinutes: 0 | 15 | 30 | 60, refreshCron }',
    description:
      'intervalMinutes is the saved choice (0: off). refreshCron is REFRESH_CRON when the server sets it: it then decides and the ' +
      'saved choice is not in force. Each refresh re-runs the last fetch configuration a person used (README, "Story timeline").',
  })
  refreshView(): Promise<RefreshSettingsView> {
    return this.settings.refreshView();
  }

  @Put('refresh')
  @ApiOperation({
    summary: 'Refresh content automatically every 15, 30 or 60 minutes, or not (0)',
    description:
      'Stored in PostgreSQL and scheduled on the job queue at once, for every instance. 400 naming intervalMinutes for any other ' +
      'value; 409 while REFRESH_CRON is set on the server.',
  })
  updateRefresh(@Body() update: RefreshSettingsUpdateDto): Promise<RefreshSettingsView> {
    return this.settings.updateRefresh(update.intervalMinutes);
  }

  @Post('ai/test')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Test connection: one real call to the AI provider, with the saved settings or the ones in the body (nothing is saved)',
    description:
      'Answers { ok, model, latencyMs }. 400 when the fix is in the form (the server rejected the API key, an unknown model, a private ' +
      'address to list in OUTBOUND_ALLOW_HOSTS), 502 when the server could not be reached, took too long or answered wrongly.',
  })
  testAi(@Body() change?: AiConnectionTestDto): Promise<AiConnectionTest> {
    return this.settings.testAi(change ?? {});
  }

  @Post('reddit/test')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask Reddit for a token with the credentials in force (the environment’s, else the saved ones)',
    description: '400 when none are set or Reddit rejects them, 502 when Reddit could not be reached.',
  })
  testReddit(): Promise<RedditConnectionTest> {
    return this.settings.testReddit();
  }

  @Delete('reddit')
  @ApiOperation({
    summary: 'Remove the saved Reddit credentials',
    description:
      '409 when REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET are set in the server environment. Replace them with POST /api/set-reddit-credentials.',
  })
  removeReddit(): Promise<RedditSettingsView> {
    return this.settings.removeReddit();
  }
}
