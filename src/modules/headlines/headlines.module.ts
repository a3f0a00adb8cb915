import { Module } from '@nestjs/common';
import { TrendingModule } from '../trending/index.js';
import { HeadlinesController } from './headlines.controller.js';
import { HeadlinesService } from './headlines.service.js';

/** The Headline Analyzer's two endpoints; the AI engine comes from the global AiModule, the angle's item from TrendingModule. */
@Module({ imports: [TrendingModule], controllers: [HeadlinesController], providers: [HeadlinesService] })
export class HeadlinesModule {}
