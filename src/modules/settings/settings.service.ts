import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type {
  AiConnectionTest,
  AiSettingsUpdate,
  AiSettingsView,
  RedditConnectionTest,
  RedditSettingsView,
  SettingsStatus,
  SettingsView,
} from '../../contracts/settings.contract.js';
import { AiSettingsService } from '../../platform/ai/ai-settings.service.js';
import { CalendarSyncService } from '../events/index.js';
import { GenerationService } from '../generation/index.js';
import { RedditCredentialsService, ScheduledRefreshService, SourceHealthService } from '../sources/index.js';
import type { RefreshInterval, RefreshSettingsView } from '../../contracts/refresh-settings.contract.js';

/** What the instance is configured with and how its sources do, for the Settings screen; never a secret. */
@Injectable()
export class SettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redditCredentials: RedditCredentialsService,
    private readonly generation: GenerationService,
    private readonly aiSettings: AiSettingsService,
    private readonly sourceHealth: SourceHealthService,
    private readonly calendar: CalendarSyncService,
    private readonly refresh: ScheduledRefreshService,
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

  /** Everything the Settings screen shows. */
  async view(): Promise<SettingsView> {
    // One after the other: they share the request's EntityManager.
    const ai = await this.aiSettings.view();
    const reddit = await this.redditCredentials.status();
    const sources = await this.sourceHealth.health();
    const calendar = await this.calendar.status();
    return { ai, reddit, sources, calendar };
  }

  updateAi(update: AiSettingsUpdate): Promise<AiSettingsView> {
    return this.aiSettings.update(update);
  }

  testAi(change: Partial<AiSettingsUpdate>): Promise<AiConnectionTest> {
    return this.aiSettings.testConnection(change);
  }

  async testReddit(): Promise<RedditConnectionTest> {
    await this.redditCredentials.test();
    return { ok: true };
  }

  removeReddit(): Promise<RedditSettingsView> {
    return this.redditCredentials.remove();
  }

  refreshView(): Promise<RefreshSettingsView> {
    return this.refresh.view();
  }

  updateRefresh(intervalMinutes: RefreshInterval): Promise<RefreshSettingsView> {
    return this.refresh.update(intervalMinutes);
  }
}
