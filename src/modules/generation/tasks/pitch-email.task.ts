import { z } from 'zod';
import type { PitchEmail } from '../../../contracts/campaigns.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { containsEmailAddress, placeholderProblems, publicationListField, textField, textListField } from './answer-fields.js';
import { brandSafetyPromptLines, playfulProblems } from './brand-safety-rules.js';
import { avoidProblems, clientRules, type ClientBrief } from './client-brief.js';
import { contactRoleProblem } from './contact-role.js';
import type { StoryPlan } from './story-plan.js';
import { storyPromptLines } from './story-prompt.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

/**
 * The journalist a pitch is addressed to (issue 30), as the directory knows them from public bylines.
 * `recentArticle` is a real article of theirs closest to the story (null when none is stored on its
 * subject); `wroteThisStory`: that article is the story itself.
 */
export type PitchJournalist = {
  name: string;
  title: string | null;
  outlet: string;
  recentArticle: { title: string; url: string | null } | null;
  wroteThisStory: boolean;
};

export type PitchEmailInput = {
  angle: { angle: string; headline: string | null; format: string | null };
  /** The angle's story plan; null for angles stored before plans existed (the generator then makes one from the item). */
  plan: StoryPlan | null;
  item: AiTrendingItem;
  /** Absent: a pitch to whoever reads it ("Hi,"), as before journalists were known. */
  journalist?: PitchJournalist | null;
};

/** How a pitch greets a person: by the first word of their name, as one writes to a reporter. */
export function firstNameOf(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}

/** The prompt lines that address the pitch to a known journalist and tie it to their real article. */
function journalistLines(journalist: PitchJournalist | null | undefined): string[] {
  if (!journalist) return [];
  const who = `${journalist.name}${journalist.title ? `, ${journalist.title},` : ''} at ${journalist.outlet}`;
  const article = journalist.recentArticle;
  return [
    `Address it to ${who} (their name is given here, so use it): greet them as "Hi ${firstNameOf(journalist.name)},".`,
    article === null
      ? 'No article of theirs on this subject is known: do not mention any article of theirs.'
      : journalist.wroteThisStory
        ? `They wrote the story itself, "${article.title}": open by referring to that piece by this exact title and offer what would move it on (a follow-up), without retelling it to them.`
        : `Open with one sentence that refers to their recent article "${article.title}" by this exact title and says why this story follows from it; never mention or invent any other article of theirs.`,
  ];
}

/** Subject lines are cut off in inboxes past this; the spec asks for fewer characters than this. */
export const PITCH_SUBJECT_LIMIT = 60;
/** A journalist reads a pitch in the time it takes to scroll once. */
export const PITCH_WORD_LIMIT = 200;

/** Claims of work a brand has not done: a pitch may offer data it will gather, never an analysis that does not exist. */
const CLAIMED_WORK =
  /\b(?:our (?:new |latest |own )?(?:analysis|research|survey|study|report|index|findings|data shows?)|(?:full|detailed) methodology|we (?:surveyed|analysed|analyzed|polled|studied|found that))\b/i;

/** The number of words in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * True when a sentence of the angle (its own words, quotations of the item taken out) stands in the
 * body: the angle is an internal note, the pitch is written to a journalist.
 */
export function pastesAngle(angle: string, body: string): boolean {
  const own = angle.replace(/'[^']*'|‘[^’]*’|"[^"]*"|“[^”]*”/g, ' ');
  const flatBody = body.replace(/\s+/g, ' ');
  return own
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .some((sentence) => sentence.split(' ').length >= 10 && flatBody.includes(sentence));
}

/**
 * The words a pitch must use to offer the plan's spokesperson: the role without its article and its
 * trailing qualifier, so "a diplomatic historian at a university" is offered as "a diplomatic
 * historian we work with" rather than pasted whole ("Our diplomatic historian at a university").
 */
export function spokespersonRole(spokesperson: string): string {
  return spokesperson
    .toLowerCase()
    .replace(/^(?:a|an|our|the)\s+/, '')
    .replace(
      /,?\s+(?:at|from|with|who|we|in|for|on|based|specialis\w*|specializ\w*|working|focus\w*|experienced|of (?:a|an|the|our))\b.*$/,
      '',
    )
    .trim();
}

/** The name of the client's spokesperson a plan names ("Jane Doe, Head of Research" → "Jane Doe"), or null. */
function clientSpokespersonOf(client: ClientBrief | undefined, spokesperson: string): string | null {
  const lower = spokesperson.toLowerCase();
  return client?.spokespeople.find((person) => lower.includes(person.name.toLowerCase()))?.name ?? null;
}

export const pitchEmailTask = defineAiTask({
  name: 'pitch-email',
  answerSchema: z
    .strictObject({
      subject: textField(PITCH_SUBJECT_LIMIT - 1, 10),
      body: textField(2000, 200),
      targetPublications: publicationListField(),
      keyContacts: textListField(80, 1, 6),
    })
    .transform((answer): Omit<PitchEmail, 'generatedBy'> => answer),
  prompt: (input: PitchEmailInput) =>
    taskPrompt(
      [
        `Write a pitch e-mail to a journalist for this PR angle${input.item.client ? ` from ${input.item.client.name}` : ''}, built on the trending item it came from and following the story plan`,
        `(same spokesperson${input.item.client ? '' : ' role'}, same data source, same outlets).`,
        ...(input.item.client ? clientRules(input.item.client) : []),
        `"subject": under ${PITCH_SUBJECT_LIMIT} characters, with the news line.`,
        `"body": plain text under ${PITCH_WORD_LIMIT} words, written as one person writes to another: a greeting; the hook in the first two`,
        'sentences, woven around one verifiable fact from the item and its source (outlet, subreddit or X, and its real counts when it has any),',
        'with no labels such as "The fact:" and no remark on what the item lacks; what the spokesperson',
        input.item.client?.spokespeople.length
          ? '(by the full name and title the plan gives, in natural words: "Jane Doe, our head of research")'
          : '(named by the plan\'s role, in natural words: "an economist we work with")',
        'can say; one concrete offer (an interview today, a written comment by a time, or figures from the',
        "plan's data source that we can pull, saying so), never a list of what we do not have; a short sign-off with the fields [Your name]",
        'and [Your organisation].',
        'If the angle advises holding back, or the story is about people harmed and the brand has no direct role, offer factual background',
        'only and say so; never pitch the brand for coverage of a death, an attack or a disaster.',
        'Write to the journalist, not to the brand: never paste the angle text or any internal instruction, and never claim an analysis,',
        'survey, index or methodology that does not exist yet.',
        '"targetPublications": the plan\'s outlets (3 to 6 real ones).',
        '"keyContacts": 2 to 4 roles at those outlets (for example "Technology editor", "News desk"); never a person\'s name or address.',
        ...journalistLines(input.journalist),
        ...brandSafetyPromptLines(input.item.sensitivity, input.item.light),
      ],
      input.journalist ? { angle: input.angle, plan: input.plan, journalist: input.journalist } : { angle: input.angle, plan: input.plan },
      { market: input.item.targetMarket, story: storyPromptLines(input.item) },
    ),
  crossCheck: (input, pitch) => {
    const problems: string[] = [];
    pitch.keyContacts.forEach((contact, index) => {
      const problem = contactRoleProblem(contact);
      if (problem) problems.push(`keyContacts.${index}: ${problem}`);
    });
    if (containsEmailAddress(pitch.body)) problems.push('body: must not contain e-mail addresses');
    if (wordCount(pitch.body) > PITCH_WORD_LIMIT) problems.push(`body: ${wordCount(pitch.body)} words; keep it under ${PITCH_WORD_LIMIT}`);
    const claimed = CLAIMED_WORK.exec(pitch.body)?.[0];
    if (claimed) problems.push(`body: "${claimed}" claims work that does not exist; offer data you will gather and say so`);
    if (pastesAngle(input.angle.angle, pitch.body)) problems.push('body: pastes the internal angle text; write to the journalist');
    const journalist = input.journalist;
    if (journalist) {
      if (!pitch.body.includes(firstNameOf(journalist.name))) problems.push(`body: must greet ${journalist.name} by name`);
      const article = journalist.recentArticle;
      if (article && !pitch.body.includes(article.title)) {
        problems.push(`body: must refer to their article by its exact title "${article.title}"`);
      }
    }
    const clientPerson = input.plan ? clientSpokespersonOf(input.item.client, input.plan.spokesperson) : null;
    if (clientPerson) {
      if (!pitch.body.includes(clientPerson)) problems.push(`body: must offer the plan's spokesperson by name (${clientPerson})`);
    } else if (input.plan) {
      const role = spokespersonRole(input.plan.spokesperson);
      if (!pitch.body.toLowerCase().includes(role)) problems.push(`body: must offer the plan's spokesperson (${input.plan.spokesperson})`);
    }
    problems.push(
      ...avoidProblems(input.item.client, [
        ['subject', pitch.subject],
        ['body', pitch.body],
      ]),
    );
    problems.push(
      ...playfulProblems(input.item.sensitivity, [
        ['subject', pitch.subject],
        ['body', pitch.body],
      ]),
      ...placeholderProblems([
        ['subject', pitch.subject],
        ['body', pitch.body],
      ]),
    );
    return problems;
  },
});
