import { Global, Module } from '@nestjs/common';
import { DEFAULT_THEME } from '../../contracts/ideas.contract.js';
import { aiTaskProbe } from '../../platform/ai/ai-builtin.js';
import { AiModule } from '../../platform/ai/ai.module.js';
import { createBuiltinProvider } from './builtin/builtin-generators.js';
import { GenerationService } from './generation.service.js';
import { themeHeadlinesTask } from './tasks/theme-headlines.task.js';

/** Every generator of the product (tasks, built-in generators, brand safety) over the AI engine. */
@Global()
@Module({
  // The Settings screen's connection test of the built-in generator writes one theme's headlines.
  imports: [AiModule.withBuiltin({ create: createBuiltinProvider, probe: aiTaskProbe(themeHeadlinesTask, { theme: DEFAULT_THEME }) })],
  providers: [GenerationService],
  exports: [GenerationService],
})
export class GenerationModule {}
