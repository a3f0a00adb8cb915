import { PITCH_SUBJECT_LIMIT, type PitchEmailInput } from '../../tasks/pitch-email.task.js';
import {
  PITCH_CALLS_TO_ACTION,
  PITCH_GREETINGS,
  PITCH_OFFERS,
  PITCH_SIGN_OFF,
  PITCH_SUBJECTS,
  PITCH_WHY_NOW,
} from '../knowledge/pitch-structure.js';
import { capitalize } from '../knowledge/slots.js';
import { readItemStory } from '../item-story.js';
import { publicationsFor } from '../slot-builder.js';

/** The built-in answer of the pitch-email task, built on the angle and the item it came from. */
export function generatePitchEmail(input: PitchEmailInput) {
  const story = readItemStory(input.item, `pitch-email|${input.angle.angle}`);
  const { random, slots, beat } = story;

  const headline = input.angle.headline?.trim() || null;
  const subjects = [
    ...(headline ? [headline, `Story idea: ${headline}`] : []),
    ...PITCH_SUBJECTS.map((template) => capitalize(template(slots))),
  ];
  const subject = subjects.find((candidate) => candidate.length < PITCH_SUBJECT_LIMIT) ?? cutSubject(subjects[0]!);

  const format = input.angle.format?.trim() || 'news';
  // The why-now paragraph below says it better than a why-now tail of the angle.
  const angle = capitalize(input.angle.angle.replace(/\s*Why now:.*$/s, '').trim());
  const body = [
    random.pick(PITCH_GREETINGS),
    headline
      ? `I have a story for your ${beat.label} coverage: "${headline}". ${angle}`
      : `I have a story for your ${beat.label} coverage. ${angle}`,
    random.pick(PITCH_WHY_NOW)(slots, capitalize(story.conversation)),
    [
      'What we can offer:',
      `- ${PITCH_OFFERS.data(slots)}`,
      `- ${PITCH_OFFERS.spokesperson(slots)}`,
      `- ${PITCH_OFFERS.assets(format)}`,
    ].join('\n'),
    random.pick(PITCH_CALLS_TO_ACTION)(slots),
    PITCH_SIGN_OFF,
  ].join('\n\n');

  return {
    subject,
    body,
    targetPublications: publicationsFor(beat, story.regions, random, random.int(4, 6)),
    keyContacts: random.sample(beat.contacts, random.int(2, 3)),
  };
}

/** A subject cut at a word boundary to fit, for headlines too long for any inbox. */
function cutSubject(text: string): string {
  const cut = text.slice(0, PITCH_SUBJECT_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return (space > 20 ? cut.slice(0, space) : cut).replace(/[,;:.\s-]+$/, '');
}
