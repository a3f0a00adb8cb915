// The public face of the trending module: what other modules may use (.dependency-cruiser.cjs).
export type { NormalizedItem } from './normalized-item.js';
export type { StoredItem } from './trending-item.mapper.js';
export { GENERAL_TOPIC } from './topic-classifier.js';
export { TrendingModule } from './trending.module.js';
export { TrendingService } from './trending.service.js';
