import { Module } from '@nestjs/common';
import { SourcesModule } from '../sources/index.js';
import { SettingsController } from './settings.controller.js';

@Module({ imports: [SourcesModule], controllers: [SettingsController] })
export class SettingsModule {}
