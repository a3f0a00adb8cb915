import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AiEngine } from './ai-engine.js';
import type { AiProvider } from './ai-provider.js';
import { createAiProvider } from './ai-provider-factory.js';
import { GenerationCache } from './generation-cache.entity.js';
import { GenerationCacheRepository } from './generation-cache.repository.js';

/** Injection token of the one AiEngine of an instance. */
export const AI_ENGINE = Symbol('AI_ENGINE');

/** The AI engine with the configured provider and the PostgreSQL answer cache. */
@Module({})
export class AiModule {
  /** @param builtin builds the offline provider, used when no model server is configured */
  static withBuiltin(builtin: () => AiProvider): DynamicModule {
    return {
      module: AiModule,
      imports: [MikroOrmModule.forFeature([GenerationCache])],
      providers: [
        {
          provide: AI_ENGINE,
          inject: [APP_CONFIG, EntityManager],
          useFactory: (config: AppConfig, em: EntityManager) => {
            const logger = new Logger('AiEngine');
            return new AiEngine({
              provider: createAiProvider(
                {
                  provider: config.ai.provider,
                  openaiApiKey: config.ai.openaiApiKey ?? undefined,
                  openaiBaseUrl: config.ai.openaiBaseUrl ?? undefined,
                  openaiModel: config.ai.openaiModel,
                  timeoutMs: config.ai.timeoutMs,
                  maxConcurrency: config.ai.maxConcurrency,
                },
                builtin,
              ),
              cache: new GenerationCacheRepository(em),
              onCacheError: (error, operation) =>
                logger.warn(`Generation cache ${operation} failed: ${error instanceof Error ? error.message : String(error)}`),
            });
          },
        },
      ],
      exports: [AI_ENGINE],
    };
  }
}
