// The public face of the headline-analysis module: what other modules may use (.dependency-cruiser.cjs).
// A plain library (no Nest module): the Headline Analyzer's deterministic scoring.
export { analyzeEmotions } from './emotion-analysis.js';
export { alternativesWorthOffering, analyzeHeadlineCached, meanMetric } from './headline-analysis.js';
export { addedClickbaitFormulas } from './headline-clickbait.js';
export { garblingProblems, nameGarblingCheck, rewriteGarblingCheck } from './headline-garbling.js';
