// The public face of the journalists module: what other modules may use (.dependency-cruiser.cjs).
export { parseByline, type BylinePerson, type ParsedByline } from './byline.js';
export { BylinesService } from './bylines.service.js';
export { JournalistsModule } from './journalists.module.js';
export { JournalistsService, type PitchRecipient } from './journalists.service.js';
