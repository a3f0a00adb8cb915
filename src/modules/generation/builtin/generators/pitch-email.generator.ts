import { firstNameOf, PITCH_SUBJECT_LIMIT, type PitchEmailInput, type PitchJournalist } from '../../tasks/pitch-email.task.js';
import { countsOf, TREND_STANDING } from '../item-plan.js';
import { capitalize } from '../knowledge/slots.js';
import { listed } from '../slot-builder.js';
import { draftKindOf, quotedHeadline, readItemDraft, type DraftKind, type ItemDraft } from '../offline-draft.js';

const SIGN_OFF = 'Best regards,\n[Your name]\n[Your organisation]';

/**
 * The built-in answer of the pitch-email task: one checkable fact (the item's own report, with its
 * outlet and link) and one concrete offer (the angle's expert on the phone today or a written comment
 * within two hours, and the public figures we can pull), written to the journalist. Angles that hold
 * back, point to help or react to a story the tables do not know get no pitch (`pitchRefusal` in the
 * contract): the angles service refuses them before this is asked.
 */
export function generatePitchEmail(input: PitchEmailInput) {
  const draft = readItemDraft(input.item);
  const kind = draftKindOf(input.angle.format) ?? (draft.frame && !draft.grave ? 'comment' : 'reactive');
  const expert = input.plan?.spokesperson ?? draft.frame?.expert ?? draft.fallbackExpert;
  const audience = input.plan?.audience ?? draft.frame?.audience ?? 'your readers';

  const journalist = input.journalist ?? null;
  const body = [
    journalist ? `Hi ${firstNameOf(journalist.name)},` : 'Hi,',
    ...openingOf(journalist, draft, kind),
    offerOf(draft, kind, expert, audience),
    ...[dataOffer(draft, kind, input.plan?.dataSource ?? null)].filter((line): line is string => line !== null),
    draft.grave ? 'If background would help your reporting, just reply.' : 'Would that help with a follow-up? I can set it up today.',
    SIGN_OFF,
  ].join('\n\n');

  return {
    subject: subjectOf(input.angle.headline, draft),
    body,
    targetPublications: input.plan?.outlets ?? draft.outlets,
    keyContacts: [draft.grave ? 'News desk' : capitalize(`${draft.beat.label} editor`), 'News desk'].filter(
      (contact, index, all) => all.indexOf(contact) === index,
    ),
  };
}

/**
 * The first paragraph: the checkable fact, led by the journalist's own real article when the pitch
 * is addressed to one (its title as stored, never another). To the story's own author the fact is
 * their piece, so it is not retold to them.
 */
function openingOf(journalist: PitchJournalist | null, draft: ItemDraft, kind: DraftKind): string[] {
  const fact = `${FACT_LEADS[kind] ?? ''}${factOf(draft)}`;
  const article = journalist?.recentArticle ?? null;
  if (!journalist || !article) return [fact];
  if (journalist.wroteThisStory) {
    return [`I read your piece "${article.title}" and have something that could take it further.`];
  }
  // One sentence from their piece to the news, as a person writes it; a post or a trend keeps its own fact line.
  if (draft.item.source === 'news') {
    const link = draft.link ? ` (${draft.link})` : '';
    return [
      `I read your recent piece, "${article.title}", and thought of you when ${draft.source} reported "${quotedHeadline(draft.item)}"${link}.`,
    ];
  }
  return [`I read your recent piece, "${article.title}", and thought this might help with a follow-up.`, fact];
}

/**
 * The checkable fact: who reported what, with the link where the item has one. Worded apart from the
 * angle's opening (the angle is the team's note, this is written to the journalist).
 */
function factOf(draft: ItemDraft): string {
  const { item } = draft;
  const headline = `"${quotedHeadline(item)}"`;
  const link = draft.link ? ` (${draft.link})` : '';
  const counts = countsOf(item);
  const standing = TREND_STANDING[item.source];
  if (standing) return `${counts ? `${capitalize(counts)}: ` : ''}${headline} ${standing}${link}.`;
  if (item.source === 'reddit') return `${headline} ${counts ? `has ${counts}` : 'is being discussed'} on ${draft.source}${link}.`;
  return `${headline}, ${draft.source} reported${link}.`;
}

/** How the fact is introduced, per kind, so the pitches of one story's angles never open alike. */
const FACT_LEADS: Partial<Record<DraftKind, string>> = {
  data: 'For a follow-up with figures: ',
  guide: 'For your readers: ',
};

/** What we offer, concretely: who, on what, and by when. */
function offerOf(draft: ItemDraft, kind: DraftKind, expert: string, audience: string): string {
  const who = capitalize(expert.replace(/^(?:a|an)\s+/i, 'Our '));
  const found = draft.item.client?.expertiseFound ?? [];
  const point =
    draft.frame?.explains ??
    (found.length > 0
      ? `what the story means, from their work on ${listed(found)}`
      : 'what the story means for your readers and what happens next');
  return `${who} can explain ${point}, for ${audience}. They are free for a phone interview today, or can send a written comment of around 150 words within two hours of your reply.`;
}

/** The figures we can pull: the client's own when the angle uses them, else the public ones named with what they show; null when the draft knows none. */
function dataOffer(draft: ItemDraft, kind: DraftKind, planData: string | null): string | null {
  if (draft.clientData && planData === draft.clientData) {
    return `${kind === 'data' ? 'We can send' : 'If useful, we can add'} figures from ${draft.clientData}, pulled for your piece.`;
  }
  if (!draft.dataSource || !draft.frame?.data) return null;
  const lead = kind === 'data' ? 'We can also send a short table' : 'If useful, we can add a short table';
  return `${lead} from ${draft.dataSource}, showing ${draft.frame.data.shows}.`;
}

/** The subject line: the angle's headline, else the report's own, under 60 characters. */
function subjectOf(headline: string | null, draft: ItemDraft): string {
  const candidates = [headline, `Comment: ${quotedHeadline(draft.item)}`].filter((text): text is string => !!text);
  const fitting = candidates.find((candidate) => candidate.length < PITCH_SUBJECT_LIMIT);
  if (fitting) return fitting;
  const cut = candidates[candidates.length - 1]!.slice(0, PITCH_SUBJECT_LIMIT - 2);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s'-]+$/, '')}…`;
}
