import type { PrAnglesInput } from '../../tasks/pr-angles.task.js';
import { draftAngles, readItemDraft } from '../offline-draft.js';

/**
 * The built-in answer of the pr-angles task: at most three angles, each built only from what the
 * item and the knowledge tables verify (see offline-draft.ts). Grave news gets the advice to hold
 * back first; a story of a kind the tables do not know gets one honest line.
 */
export function generatePrAngles(input: PrAnglesInput) {
  const angles = draftAngles(readItemDraft(input)).map(({ angle, headline, format, plan }) => ({ angle, headline, format, plan }));
  return { angles };
}
