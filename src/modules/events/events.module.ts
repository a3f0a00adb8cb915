import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CampaignsModule } from '../campaigns/index.js';
import { CalendarEvent } from './calendar-event.entity.js';
import { CalendarEventRepository } from './calendar-event.repository.js';
import { CalendarSyncState } from './calendar-sync-state.entity.js';
import { CalendarSyncStateRepository } from './calendar-sync-state.repository.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import { EventsController } from './events.controller.js';
import { EventsService } from './events.service.js';

/** The newsjacking calendar: daily sync of key dates, filtered list, campaigns drafted from an event. */
@Module({
  imports: [MikroOrmModule.forFeature([CalendarEvent, CalendarSyncState]), CampaignsModule],
  controllers: [EventsController],
  providers: [CalendarEventRepository, CalendarSyncStateRepository, CalendarSyncService, EventsService],
  exports: [CalendarSyncService],
})
export class EventsModule {}
