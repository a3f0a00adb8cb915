import { Module } from '@nestjs/common';
import { EventsModule } from '../events/index.js';
import { SourcesModule } from '../sources/index.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

/** The Settings screen's API; the AI settings themselves live in src/platform/ai (the global AiModule). */
@Module({ imports: [SourcesModule, EventsModule], controllers: [SettingsController], providers: [SettingsService] })
export class SettingsModule {}
