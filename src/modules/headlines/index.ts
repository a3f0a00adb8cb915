// The public face of the headlines module: what other modules may use (.dependency-cruiser.cjs).
// The Headline Analyzer's endpoints; its scoring is the headline-analysis module.
export { HeadlinesModule } from './headlines.module.js';
export { HeadlinesService } from './headlines.service.js';
