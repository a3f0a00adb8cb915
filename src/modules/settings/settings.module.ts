import { Module } from '@nestjs/common';
import { SourcesModule } from '../sources/index.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

@Module({ imports: [SourcesModule], controllers: [SettingsController], providers: [SettingsService] })
export class SettingsModule {}
