import { z } from 'zod';
import type { PitchEmail } from '../../../contracts/campaigns.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { containsEmailAddress, publicationListField, textField, textListField } from './answer-fields.js';
import { contactRoleProblem } from './contact-role.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type PitchEmailInput = {
  angle: { angle: string; headline: string | null; format: string | null };
  item: AiTrendingItem;
};

/** Subject lines are cut off in inboxes past this; the spec asks for fewer characters than this. */
export const PITCH_SUBJECT_LIMIT = 60;

export const pitchEmailTask = defineAiTask({
  name: 'pitch-email',
  answerSchema: z
    .strictObject({
      subject: textField(PITCH_SUBJECT_LIMIT - 1, 10),
      body: textField(4000, 200),
      targetPublications: publicationListField(),
      keyContacts: textListField(80, 1, 6),
    })
    .transform((answer): PitchEmail => answer),
  prompt: (input: PitchEmailInput) =>
    taskPrompt(
      [
        'Write a pitch e-mail to journalists for this PR angle, built on the trending item it came from.',
        `"subject": under ${PITCH_SUBJECT_LIMIT} characters, specific to the story.`,
        '"body": plain text with, in order: a greeting; the hook (one or two sentences); why now (tie it to the trending',
        'item and its engagement); what we offer (the data, a spokesperson by role, and assets such as charts or images);',
        'a clear call to action; a sign-off with the placeholders [Your name] and [Your organisation].',
        '"targetPublications": 3 to 6 real outlets that cover this subject.',
        '"keyContacts": 2 to 4 roles at those outlets (for example "Technology editor", "Consumer affairs correspondent");',
        'never a person\'s name, never an e-mail address.',
      ],
      input,
    ),
  crossCheck: (_input, pitch) => {
    const problems: string[] = [];
    pitch.keyContacts.forEach((contact, index) => {
      const problem = contactRoleProblem(contact);
      if (problem) problems.push(`keyContacts.${index}: ${problem}`);
    });
    if (containsEmailAddress(pitch.body)) problems.push('body: must not contain e-mail addresses');
    return problems;
  },
});

