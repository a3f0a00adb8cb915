import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SavedItem } from './saved-item.entity.js';
import { SavedItemsController } from './saved-items.controller.js';
import { SavedItemsService } from './saved-items.service.js';

@Module({ imports: [MikroOrmModule.forFeature([SavedItem])], controllers: [SavedItemsController], providers: [SavedItemsService] })
export class SavedItemsModule {}
