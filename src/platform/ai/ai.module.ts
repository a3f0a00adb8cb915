import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AI_BUILTIN, type AiBuiltin } from './ai-builtin.js';
import { AiEngine } from './ai-engine.js';
import { createAiProvider } from './ai-provider-factory.js';
import { AiProviderSwitch } from './ai-provider-switch.js';
import { AiSetting } from './ai-setting.entity.js';
import { AiSettingsRepository } from './ai-settings.repository.js';
import { AiSettingsService } from './ai-settings.service.js';
import { GenerationCache } from './generation-cache.entity.js';
import { GenerationCacheRepository } from './generation-cache.repository.js';

/** Injection token of the one AiEngine of an instance. */
export const AI_ENGINE = Symbol('AI_ENGINE');

/**
 * The AI engine with the PostgreSQL answer cache, and the AI settings that choose its provider: the
 * environment's (AI_PROVIDER, OPENAI_*), else the ones saved in the Settings screen, swapped in
 * while the app runs. Global: the settings feature module reaches AiSettingsService from here.
 */
@Module({})
export class AiModule {
  /** @param builtin the offline provider (used when no model server is configured) and its probe, from the product */
  static withBuiltin(builtin: AiBuiltin): DynamicModule {
    return {
      global: true,
      module: AiModule,
      imports: [MikroOrmModule.forFeature([GenerationCache, AiSetting])],
      providers: [
        { provide: AI_BUILTIN, useValue: builtin },
        {
          // The environment's provider; without AI_PROVIDER/OPENAI_* the built-in one until the saved settings are read.
          provide: AiProviderSwitch,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            new AiProviderSwitch(
              createAiProvider(
                {
                  provider: config.ai.provider,
                  openaiApiKey: config.ai.openaiApiKey ?? undefined,
                  openaiBaseUrl: config.ai.openaiBaseUrl ?? undefined,
                  openaiModel: config.ai.openaiModel,
                  timeoutMs: config.ai.timeoutMs,
                  maxConcurrency: config.ai.maxConcurrency,
                },
                builtin.create,
              ),
            ),
        },
        AiSettingsRepository,
        AiSettingsService,
        {
          provide: AI_ENGINE,
          inject: [AiProviderSwitch, EntityManager],
          useFactory: (providerSwitch: AiProviderSwitch, em: EntityManager) => {
            const logger = new Logger('AiEngine');
            return new AiEngine({
              provider: () => providerSwitch.current,
              cache: new GenerationCacheRepository(em),
              onCacheError: (error, operation) =>
                logger.warn(`Generation cache ${operation} failed: ${error instanceof Error ? error.message : String(error)}`),
            });
          },
        },
      ],
      exports: [AI_ENGINE, AiSettingsService],
    };
  }
}
