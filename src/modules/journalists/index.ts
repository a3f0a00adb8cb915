// The public face of the journalists module: what other modules may use (.dependency-cruiser.cjs).
export { parseByline, type BylinePerson, type ParsedByline } from './byline.js';
