// The public face of the events module: what other modules may use (.dependency-cruiser.cjs).
export { CalendarSyncService } from './calendar-sync.service.js';
export { EventsModule } from './events.module.js';
