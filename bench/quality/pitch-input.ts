// How the bench asks for a pitch: one small function, so that when the pitch input gains more than the
// angle and the item (a story plan), only this construction changes.
import type { GeneratedAngle } from '../../src/modules/generation/tasks/pr-angles.task.js';
import type { PitchEmailInput } from '../../src/modules/generation/tasks/pitch-email.task.js';
import type { AiTrendingItem } from '../../src/modules/generation/tasks/trending-item.input.js';

/** The pitch input for one generated angle of an item, as the product builds it: with the angle's story plan. */
export function pitchInputFor(angle: GeneratedAngle, item: AiTrendingItem): PitchEmailInput {
  return { angle, plan: angle.plan, item };
}
