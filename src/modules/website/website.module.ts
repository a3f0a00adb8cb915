import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { WebsiteAnalysis } from './website-analysis.entity.js';
import { WebsiteController } from './website.controller.js';
import { WebsiteService } from './website.service.js';

@Module({ imports: [MikroOrmModule.forFeature([WebsiteAnalysis])], controllers: [WebsiteController], providers: [WebsiteService] })
export class WebsiteModule {}
