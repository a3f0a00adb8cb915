// The structure of a pitch e-mail: a subject under 60 characters, then the hook, why now, what we offer
// (data, a spokesperson by role, assets) and one call to action. Contacts are desk roles; the sign-off
// uses placeholders, so nothing in a pitch is an invented name or address.
import { capitalize, type Slots } from './slots.js';

type Template = (slots: Slots) => string;

/** Subject lines, most specific first; the generator keeps the first that fits under 60 characters. */
export const PITCH_SUBJECTS: readonly Template[] = [
  (s) => `Story idea: ${s.theSubject} and ${s.audience}`,
  (s) => `New data on ${s.theSubject} for your ${s.beat} coverage`,
  (s) => `${capitalize(s.theSubject)}: data and expert comment`,
  (s) => `Expert comment on ${s.theSubject}`,
  (s) => `Story idea: ${s.theTopic}`,
  (s) => `Story idea for your ${s.beat} pages`,
];

export const PITCH_GREETINGS: readonly string[] = ['Hi,', 'Hello,', 'Hi there,'];

/** Opening lines of the "why now" paragraph, given the conversation it rides on. */
export const PITCH_WHY_NOW: readonly ((slots: Slots, conversation: string) => string)[] = [
  (s, conversation) => `Why now: ${conversation}, and the follow-up coverage of ${s.theSubject} is still being written.`,
  (s, conversation) => `Why now: ${conversation}. ${s.audience} are asking what it means for them, and nobody has answered with data yet.`,
];

/** What a brand can offer beyond the story itself. */
export const PITCH_OFFERS = {
  data: (s: Slots) => `Data: our analysis, benchmarked against ${s.dataSource}, with the full methodology`,
  spokesperson: (s: Slots) => `Spokesperson: ${s.expert}, available for interview, broadcast and written comment`,
  assets: (format: string) => `Assets: charts, a summary table and images for your ${format.toLowerCase()} piece, cleared for use`,
} as const;

export const PITCH_CALLS_TO_ACTION: readonly Template[] = [
  (s) => `Would this work for your ${s.beat} coverage this week? I can send the full data and line up an interview the same day.`,
  (s) => `Could I send you the full findings under embargo? Happy to offer it to you first for your ${s.beat} pages.`,
  () => 'Shall I send you the data pack and set up a call with our spokesperson this week?',
];

export const PITCH_SIGN_OFF = 'Best regards,\n[Your name]\n[Your organisation]';
