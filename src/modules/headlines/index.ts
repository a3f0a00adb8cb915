// The public face of the headlines module: what other modules may use (.dependency-cruiser.cjs).
export { analyzeHeadlineCached, meanMetric } from './headline-analysis.js';
export { addedClickbaitFormulas } from './headline-clickbait.js';
export { garblingProblems, nameGarblingCheck, rewriteGarblingCheck } from './headline-garbling.js';
