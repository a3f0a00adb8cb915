import { Module } from '@nestjs/common';
import { SavedItemsController } from './saved-items.controller.js';
import { SavedItemsService } from './saved-items.service.js';

@Module({ controllers: [SavedItemsController], providers: [SavedItemsService] })
export class SavedItemsModule {}
