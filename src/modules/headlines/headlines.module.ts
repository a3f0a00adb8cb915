import { Module } from '@nestjs/common';
import { HeadlinesController } from './headlines.controller.js';
import { HeadlinesService } from './headlines.service.js';

/** The Headline Analyzer's two endpoints; the AI engine comes from the global AiModule. */
@Module({ controllers: [HeadlinesController], providers: [HeadlinesService] })
export class HeadlinesModule {}
