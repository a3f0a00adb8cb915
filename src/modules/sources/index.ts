// The public face of the sources module: what other modules may use (.dependency-cruiser.cjs).
export { RedditCredentialsService } from './reddit-credentials.service.js';
export { SourcesModule } from './sources.module.js';
export { SourceHealthService } from './source-health.service.js';
export { FETCHED_ITEMS_QUEUE, type FetchedItemsJob } from './fetched-items.job.js';
export { ScheduledRefreshService } from './scheduled-refresh.service.js';
