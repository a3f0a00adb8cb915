import { Global, Logger, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AiEngine } from './ai-engine.js';
import { createAiProvider } from './ai-provider-factory.js';
import { AI_ENGINE, AiService } from './ai.service.js';
import { GenerationCacheRepository } from './generation-cache.repository.js';

/** The AI engine with the configured provider and the PostgreSQL answer cache. */
@Global()
@Module({
  providers: [
    {
      provide: AI_ENGINE,
      inject: [APP_CONFIG, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager) => {
        const logger = new Logger('AiEngine');
        return new AiEngine({
          provider: createAiProvider({
            provider: config.ai.provider,
            openaiApiKey: config.ai.openaiApiKey ?? undefined,
            openaiBaseUrl: config.ai.openaiBaseUrl ?? undefined,
            openaiModel: config.ai.openaiModel,
            timeoutMs: config.ai.timeoutMs,
            maxConcurrency: config.ai.maxConcurrency,
          }),
          cache: new GenerationCacheRepository(em),
          onCacheError: (error, operation) =>
            logger.warn(`Generation cache ${operation} failed: ${error instanceof Error ? error.message : String(error)}`),
        });
      },
    },
    AiService,
  ],
  exports: [AiService],
})
export class AiModule {}
