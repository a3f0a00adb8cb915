import type { PrAnglesInput } from '../../tasks/pr-angles.task.js';
import { PR_ANGLES_MAX, PR_ANGLES_MIN } from '../../tasks/pr-angles.task.js';
import { CATEGORY_HEADLINE_PATTERNS } from '../knowledge/headline-patterns.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { capitalize } from '../knowledge/slots.js';
import { writeHeadline } from '../headline-writer.js';
import { readItemStory, type ItemStory } from '../item-story.js';

/** The task's limit on an angle. */
const MAX_ANGLE = 500;

/** The built-in answer of the pr-angles task: one angle per best-fitting PR category. */
export function generatePrAngles(input: PrAnglesInput) {
  const story = readItemStory(input, 'pr-angles');
  const { random, slots } = story;
  const count = random.int(PR_ANGLES_MIN, PR_ANGLES_MAX);
  const headlines = new Set<string>();
  const details = specificDetails(story);

  // Each detail goes to one angle only: the same sentence on two angles reads as filler.
  const angles = story.categories.slice(0, count).map((categoryId, index) => {
    const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
    const detail = details[index];
    const base = capitalize(random.pick(playbook.angles)(slots));
    const angle = detail && base.length + detail.length < MAX_ANGLE ? `${base} ${detail}` : cutAtSentence(base, MAX_ANGLE);
    return {
      angle,
      headline: writeHeadline(CATEGORY_HEADLINE_PATTERNS[categoryId], slots, random, headlines),
      format: random.pick(playbook.formats),
    };
  });
  return { angles };
}

/**
 * Sentences that tie an angle to what only this item has: its figures, names and conversation. The
 * first figure always comes first, so the story's own number is in its first angle.
 */
function specificDetails(story: ItemStory): string[] {
  const { analysis, slots } = story;
  const [firstNumber, ...otherNumbers] = analysis.numbers;
  const details: string[] = otherNumbers
    .slice(0, 1)
    .map((number) => `Set the ${number} figure against ${slots.dataSource} so desks get context, not repetition.`);
  const names = [...analysis.people, ...analysis.organisations, ...analysis.otherNames].filter(
    (name) => !slots.subject.includes(name) && !slots.topic.includes(name),
  );
  for (const name of names.slice(0, 2)) {
    details.push(`Mention ${name} only as already reported, never as a partner or endorser.`);
  }
  if (slots.place !== slots.region) details.push(`Give ${slots.place} outlets a local version.`);
  details.push(`Why now: ${story.conversation}.`);
  const shuffled = story.random.shuffle(details);
  return firstNumber ? [`Lead with the ${firstNumber} figure from the original story and put it in context.`, ...shuffled] : shuffled;
}

/** A text cut to fit at its last full sentence (or word) under the limit. */
function cutAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf('. ');
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:\s]+$/, '')}.`;
}
