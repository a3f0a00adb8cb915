import type { PrCategoryId } from '../../../../contracts/ideas.contract.js';
import type { PrAnglesInput } from '../../tasks/pr-angles.task.js';
import { PR_ANGLES_MAX, PR_ANGLES_MIN } from '../../tasks/pr-angles.task.js';
import type { StoryPlan } from '../../tasks/story-plan.js';
import { unfilledPlaceholder } from '../../../../common/text/unfilled-placeholder.js';
import { angleContext, CATEGORY_KINDS, categoryPatterns, RESPECTFUL_KINDS, type AngleContext, type AngleKind } from '../angle-kinds.js';
import { finishHeadline, writeHeadline } from '../headline-writer.js';
import { planItem, TREND_STANDING } from '../item-plan.js';
import { capitalize } from '../knowledge/slots.js';
import { shortTitle } from '../slot-builder.js';
import type { SeededRandom } from '../seeded-random.js';

/** The task's limit on an angle. */
const MAX_ANGLE = 500;

/**
 * The built-in answer of the pr-angles task. Ordinary news gets the best-fitting PR categories;
 * sensitive news only respectful kinds, with the advice to hold back where it applies. Every angle opens
 * on something only this item has, and no two open alike.
 */
export function generatePrAngles(input: PrAnglesInput) {
  const plan = planItem(input);
  const context = angleContext(input, plan);
  const { random } = plan.story;
  const kinds = chooseKinds(context, plan.story.categories, random);
  const openers = random.shuffle(OPENERS.filter((opener) => opener.fits(context)));
  const taken = new Set<string>();
  const reasons = new Set<string>();

  const angles = kinds.map((kind, index) => {
    const opener = openers[index % openers.length]!;
    const body = `${opener.render(context)}${kind.clause(context)}.`;
    // The same reason on two angles reads as filler: each is given once.
    const why = whyNow(context, kind, random, reasons);
    const angle = body.length + why.length + 1 <= MAX_ANGLE ? `${body} ${why}` : cut(body);
    const storyPlan: StoryPlan = { ...plan.base, tactic: kind.tactic };
    return { angle: capitalize(angle), headline: headlineFor(kind, context, random, taken), format: kind.format, plan: storyPlan };
  });
  return { angles };
}

/** Respectful kinds that suit any news, to make up the number on news that is not light. */
const PLAIN_KEYS = ['explainer', 'data-context'];

/** Respectful kinds, in order, for sensitive news; otherwise the ranked categories that fit. */
function chooseKinds(context: AngleContext, ranked: readonly PrCategoryId[], random: SeededRandom): AngleKind[] {
  if (context.sensitive) {
    const fitting = RESPECTFUL_KINDS.filter((kind) => kind.fits(context));
    // Holding back is the last word, so it stays in even when the list is cut.
    const holdBack = fitting.filter((kind) => kind.key === 'hold-back');
    const others = fitting.filter((kind) => kind.key !== 'hold-back');
    return [...others.slice(0, PR_ANGLES_MAX - holdBack.length), ...holdBack];
  }
  const fitting = ranked.map((id) => CATEGORY_KINDS[id]).filter((kind) => kind.fits(context));
  // News that is not light may leave too few categories once the playful ones are out: an explainer
  // and the figures in context fit any story.
  const plain =
    fitting.length >= PR_ANGLES_MIN ? [] : RESPECTFUL_KINDS.filter((kind) => PLAIN_KEYS.includes(kind.key) && kind.fits(context));
  return [...fitting, ...plain].slice(0, Math.max(PR_ANGLES_MIN, random.int(PR_ANGLES_MIN, PR_ANGLES_MAX)));
}

type Opener = { fits(context: AngleContext): boolean; render(context: AngleContext): string };

/** How an angle starts: always on words of this item (its subject, title, figure), so no two items read alike. */
const OPENERS: readonly Opener[] = [
  { fits: named, render: (c) => `${capitalize(c.subject)}: ` },
  { fits: (c) => named(c) && c.slots.form === 'news', render: (c) => `With ${c.subject} in the news, ` },
  { fits: () => true, render: (c) => `'${title(c)}' (${c.platform}): ` },
  {
    fits: (c) => c.slots.subjectLabel !== null && c.slots.form === 'news' && !c.sensitive,
    render: (c) => `Behind the ${c.slots.subjectLabel} headlines, `,
  },
  { fits: (c) => named(c) && !c.sensitive, render: (c) => `Talk of ${c.subject} on ${c.platform}: ` },
  { fits: named, render: (c) => `On ${c.subject}, ` },
  { fits: () => true, render: (c) => `On '${title(c)}', ` },
  { fits: named, render: (c) => `For readers following ${c.subject}, ` },
  { fits: (c) => c.counts !== null, render: (c) => `${capitalize(c.counts!)} on '${title(c)}': ` },
  { fits: () => true, render: (c) => `After '${title(c)}', ` },
  { fits: () => true, render: (c) => `Following '${title(c)}', ` },
];

function named(context: AngleContext): boolean {
  return context.slots.subjectKind !== 'none';
}

/**
 * The item's title as an angle quotes it: no closing full stop, and a cut title keeps its ellipsis, so
 * 'An earthquake strikes Hualien, Taiwan, killing at least 10…' never reads as the whole story.
 */
function title(context: AngleContext): string {
  return shortTitle(context.quotedTitle, 60)
    .replace(/\.\.\.$/, '…')
    .replace(/(?<!\.)\.$/, '');
}

/** Why desks would take it, from the item's own facts: its outlet, its real counts, its trend. */
function whyNow(context: AngleContext, kind: AngleKind, random: SeededRandom, given: Set<string>): string {
  const reason = reasonFor(context, kind, random);
  const fresh = reason.find((candidate) => !given.has(candidate)) ?? '';
  given.add(fresh);
  return fresh;
}

/** Reasons desks would take it, best first. */
function reasonFor(context: AngleContext, kind: AngleKind, random: SeededRandom): string[] {
  if (kind.why !== undefined || kind.key === 'hold-back') return kind.why ? [kind.why] : [];
  if (context.source === 'x_trending') {
    return random.shuffle([
      'It is trending on X now, so the window is hours, not days.',
      `The trend is live on X${context.counts ? ` (${context.counts})` : ''}: move today.`,
    ]);
  }
  if (context.source === 'reddit') {
    return context.counts
      ? random.shuffle([
          `The ${context.platform} post has ${context.counts}, so the interest is proven.`,
          `With ${context.counts} on ${context.platform}, readers already care.`,
        ])
      : [`It is climbing on ${context.platform} now.`];
  }
  const standing = TREND_STANDING[context.source];
  if (standing) {
    // A trend list shows demand, not coverage: nobody there is "running" the story.
    const evidence = `it ${standing}${context.counts ? `, with ${context.counts}` : ''}`;
    return random.shuffle([`People are looking for it now: ${evidence}.`, `${capitalize(evidence)}, so the window is hours, not days.`]);
  }
  return random.shuffle([
    `${context.platform} is already running it, so follow-ups need a fresh line.`,
    `It is live on ${context.platform}, and desks want a new angle for the follow-up.`,
  ]);
}

function headlineFor(kind: AngleKind, context: AngleContext, random: SeededRandom, taken: Set<string>): string {
  for (const candidate of kind.headlines?.(context) ?? []) {
    const headline = finishHeadline(candidate);
    if (headline.length <= 120 && !taken.has(headline.toLowerCase())) {
      taken.add(headline.toLowerCase());
      return headline;
    }
  }
  // Pattern lists still hold "X in 10"-style slots for campaigns that will produce a figure; an angle on
  // today's news never prints one, so such headlines are skipped.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const headline = writeHeadline(categoryPatterns(kind), context.slots, random, taken);
    if (!unfilledPlaceholder(headline) && !claimsUnknownFigure(headline, context)) return headline;
  }
  const fallback = finishHeadline(
    kind.fallbackHeadline?.(context) ?? `${capitalize(context.subject)}: what ${context.audience} need to know`,
  );
  taken.add(fallback.toLowerCase());
  return fallback;
}

/**
 * A headline that states a figure the item does not have ("We read 600 comments", "Thousands join"):
 * a campaign may earn such a headline later, but an angle on today's item must not promise one.
 */
function claimsUnknownFigure(headline: string, context: AngleContext): boolean {
  if (/\b(?:thousands|hundreds|millions)\b/i.test(headline)) return true;
  const known = new Set(
    `${context.quotedTitle} ${context.counts ?? ''} ${context.figures.map((figure) => figure.text).join(' ')}`.match(/\d[\d,.]*\d|\d/g) ??
      [],
  );
  return (headline.match(/\d[\d,.]*\d|\d/g) ?? []).some((number) => !known.has(number));
}

/** A text cut at its last full sentence (or word) under the limit. */
function cut(text: string): string {
  if (text.length <= MAX_ANGLE) return text;
  const slice = text.slice(0, MAX_ANGLE - 1);
  const end = slice.lastIndexOf('. ');
  return end > MAX_ANGLE / 2 ? slice.slice(0, end + 1) : `${slice.slice(0, slice.lastIndexOf(' ')).replace(/[,;:\s]+$/, '')}.`;
}
