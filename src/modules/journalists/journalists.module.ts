import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClientsModule } from '../clients/index.js';
import { TrendingModule } from '../trending/index.js';
import { ArticleByline } from './article-byline.entity.js';
import { BylinesService } from './bylines.service.js';
import { JournalistArticle } from './journalist-article.entity.js';
import { JournalistPitch } from './journalist-pitch.entity.js';
import { Journalist } from './journalist.entity.js';
import { JournalistRepository } from './journalist.repository.js';
import { JournalistsController } from './journalists.controller.js';
import { JournalistsService } from './journalists.service.js';
import { MediaListMember } from './media-list-member.entity.js';
import { MediaList } from './media-list.entity.js';
import { MediaListRepository } from './media-list.repository.js';
import { MediaListsController } from './media-lists.controller.js';
import { MediaListsService } from './media-lists.service.js';

/** Journalists (issue 30): bylines kept from the feeds, the directory, Who covers this, media lists. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Journalist, JournalistArticle, ArticleByline, MediaList, MediaListMember, JournalistPitch]),
    TrendingModule,
    ClientsModule,
  ],
  controllers: [JournalistsController, MediaListsController],
  providers: [BylinesService, JournalistsService, JournalistRepository, MediaListsService, MediaListRepository],
  exports: [BylinesService, JournalistsService],
})
export class JournalistsModule {}
