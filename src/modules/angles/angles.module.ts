import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClientsModule } from '../clients/index.js';
import { JournalistsModule } from '../journalists/index.js';
import { TrendingModule } from '../trending/index.js';
import { AnglesController } from './angles.controller.js';
import { AnglesRepository } from './angles.repository.js';
import { AnglesService } from './angles.service.js';
import { PrAngle } from './pr-angle.entity.js';
import { SavedItem } from './saved-item.entity.js';
import { SavedItemsController } from './saved-items.controller.js';
import { SavedItemsService } from './saved-items.service.js';

/**
 * PR angles of trending items, their pitches, and the angles users saved: a saved item is a
 * bookmarked angle and the angle list leaves saved ones out, so both read one pair of tables.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PrAngle, SavedItem]), TrendingModule, ClientsModule, JournalistsModule],
  controllers: [AnglesController, SavedItemsController],
  providers: [AnglesRepository, AnglesService, SavedItemsService],
  exports: [AnglesService],
})
export class AnglesModule {}
