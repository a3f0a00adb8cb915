import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/index.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClientDraftController } from './client-draft.controller.js';
import { WebsiteAnalysis } from './website-analysis.entity.js';
import { WebsiteAnalysisRepository } from './website-analysis.repository.js';
import { WebsiteController } from './website.controller.js';
import { WebsiteService } from './website.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([WebsiteAnalysis]), ClientsModule],
  controllers: [WebsiteController, ClientDraftController],
  providers: [WebsiteService, WebsiteAnalysisRepository],
})
export class WebsiteModule {}
