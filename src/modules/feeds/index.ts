// The public face of the feeds module: what other modules may use (.dependency-cruiser.cjs).
export { FeedsModule } from './feeds.module.js';
export { FeedsService, type ActiveFeed, type FeedReadResult } from './feeds.service.js';
