import { Global, Module } from '@nestjs/common';
import { AiModule } from '../../platform/ai/ai.module.js';
import { createBuiltinProvider } from './builtin/builtin-generators.js';
import { GenerationService } from './generation.service.js';

/** Every generator of the product (tasks, built-in generators, brand safety) over the AI engine. */
@Global()
@Module({
  imports: [AiModule.withBuiltin(createBuiltinProvider)],
  providers: [GenerationService],
  exports: [GenerationService],
})
export class GenerationModule {}
