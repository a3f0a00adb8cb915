import { PITCH_SUBJECT_LIMIT, type PitchEmailInput } from '../../tasks/pitch-email.task.js';
import { angleContext, CATEGORY_KINDS, RESPECTFUL_KINDS, type AngleContext, type AngleKind } from '../angle-kinds.js';
import { planItem } from '../item-plan.js';
import { capitalize } from '../knowledge/slots.js';

const SIGN_OFF = 'Best regards,\n[Your name]\n[Your organisation]';

/**
 * The built-in answer of the pitch-email task: written to the journalist from the angle's story plan
 * (same spokesperson, data source and outlets as the angle), with the item's own fact and source, what
 * the spokesperson can say and what the brand can honestly offer. Never the angle's internal wording.
 */
export function generatePitchEmail(input: PitchEmailInput) {
  const itemPlan = planItem(input.item);
  const plan = input.plan ?? { ...itemPlan.base, tactic: input.angle.format ?? 'Expert commentary' };
  const context: AngleContext = {
    ...angleContext(input.item, itemPlan),
    spokesperson: plan.spokesperson,
    audience: plan.audience,
    dataSource: plan.dataSource,
  };
  const kind = kindOf(plan.tactic, input.angle.format, context);
  const [first, second] = kind.talkingPoints(context);
  const ours = plan.spokesperson;

  const body = [
    'Hi,',
    // The desk's label for the offer and the subject (so no two pitches open alike), the hook, then the fact.
    `${kind.pitchLabel}: ${context.subject}. ${hookOf(kind, context, ours)} ${itemPlan.fact}`,
    `${capitalize(ours)} can talk about:\n- ${first}\n- ${second}`,
    kind.offer(context),
    callToAction(kind, context),
    SIGN_OFF,
  ].join('\n\n');

  return {
    subject: subjectOf(kind, input.angle.headline, context),
    body,
    targetPublications: plan.outlets,
    keyContacts: itemPlan.contacts,
  };
}

/** The kind an angle was written as, found by its plan's tactic (or format for old angles). */
function kindOf(tactic: string, format: string | null, context: AngleContext): AngleKind {
  const all = [...RESPECTFUL_KINDS, ...Object.values(CATEGORY_KINDS)];
  const found = all.find((kind) => kind.tactic === tactic) ?? all.find((kind) => kind.format === format);
  if (found && (!context.sensitive || RESPECTFUL_KINDS.includes(found))) return found;
  return context.sensitive ? RESPECTFUL_KINDS[0]! : CATEGORY_KINDS[1];
}

/** The second sentence: what we bring, in the journalist's terms. */
function hookOf(kind: AngleKind, context: AngleContext, role: string): string {
  switch (kind.key) {
    case 'hold-back':
      return `We are not issuing a statement, but ${role} can give factual background if it helps your reporting.`;
    case 'service-information':
      return context.sensitivity.includes('suicide-self-harm')
        ? `If you are covering it, ${role} can help with guidance on supporting people who are struggling, in line with the Samaritans media guidelines.`
        : `For readers who are affected, ${role} can set out practical, checked advice.`;
    case 'data-context':
      return `${capitalize(role)} can put it in context with ${context.dataSource} figures.`;
    case 'explainer':
    case 'measured-comment':
      return `${capitalize(role)} can explain what it means for ${context.audience}, sticking to the facts.`;
    default:
      return `We are planning ${indefinite(kind.tactic.toLowerCase())} for ${context.audience}, fronted by ${role}.`;
  }
}

function callToAction(kind: AngleKind, context: AngleContext): string {
  if (kind.key === 'hold-back') return 'Just reply if background would help.';
  if (context.sensitive) return `Would background from us help your ${context.beat.label} coverage?`;
  return `Would this work for your ${context.beat.label} coverage? I can set up an interview today.`;
}

/** The subject line: the news line in under 60 characters. */
function subjectOf(kind: AngleKind, headline: string | null, context: AngleContext): string {
  const subject = capitalize(context.subject);
  const candidates = [
    ...(context.sensitive ? [] : headline ? [headline] : []),
    `${subject}: ${kind.key === 'data-context' ? 'the figures in context' : kind.key === 'hold-back' ? 'background only' : 'expert comment available'}`,
    `${subject}: ${kind.tactic.toLowerCase()}`,
    `Comment on ${context.slots.subjectLabel ?? 'the story'}`,
  ];
  const fitting = candidates.find((candidate) => candidate.length < PITCH_SUBJECT_LIMIT);
  if (fitting) return fitting;
  const cut = candidates[0]!.slice(0, PITCH_SUBJECT_LIMIT - 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s'-]+$/, '');
}

function indefinite(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}
