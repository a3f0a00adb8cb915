// The public face of the brand-safety module: what other modules may use (.dependency-cruiser.cjs).
export { isLightItem, lightEvidence, type LightHints } from './light-news.js';
export { classifySensitivity, isGrave, isSensitive, itemSensitivity, reportsPeopleAtRisk, sensitivityEvidence } from './sensitivity.js';
