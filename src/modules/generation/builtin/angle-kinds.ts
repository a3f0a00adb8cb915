// The kinds of angle the built-in generator writes on a trending item: the ten PR categories for
// ordinary news (the playful ones, LIGHT_ONLY_CATEGORIES, only on news recognised as light), and only
// respectful kinds (explainer, measured comment, data context, service information, support, holding
// back) for sensitive news. Each kind says what the brand does, how a
// headline reads, what the spokesperson can tell a journalist and what the brand can honestly offer.
import type { PrCategoryId } from '../../../contracts/ideas.contract.js';
import { CATEGORY_HEADLINE_PATTERNS } from './knowledge/headline-patterns.js';
import { capitalize, hasReadableThread, repliesRead, type Slots } from './knowledge/slots.js';
import type { SensitivityKind } from '../../../contracts/trending.contract.js';
import type { AiTrendingItem } from '../tasks/trending-item.input.js';
import type { ItemPlan } from './item-plan.js';
import { escapeRegExp } from '../../../common/text/escape-reg-exp.js';

export type AngleContext = ItemPlan & {
  source: AiTrendingItem['source'];
  comments: number | null;
  sensitivity: SensitivityKind[];
  /** The subject as running text: "Apple", "the four-day week", or the quoted title when it names nothing. */
  subject: string;
  topic: string;
  audience: string;
  spokesperson: string;
  dataSource: string;
  slots: Slots;
};

/** What the kinds read of an item and its plan. */
export function angleContext(item: AiTrendingItem, plan: ItemPlan): AngleContext {
  const { slots } = plan.story;
  return {
    ...plan,
    source: item.source,
    comments: item.engagement.comments,
    sensitivity: item.sensitivity,
    subject: slots.theSubject,
    topic: slots.theTopic,
    audience: plan.base.audience,
    spokesperson: plan.base.spokesperson,
    dataSource: plan.base.dataSource,
    slots,
  };
}

export type AngleKind = {
  key: string;
  /**
   * How a pitch labels the offer to a desk, before the subject ("Explainer: the Cameron Peak Fire.").
   * Never the internal tactic: "hold back" is advice to the brand, not words for a journalist.
   */
  pitchLabel: string;
  /** The format shown on the angle card. */
  format: string;
  /** The plan's tactic. */
  tactic: string;
  /** The PR category whose headline patterns fit, for ordinary news. */
  category?: PrCategoryId;
  /** Whether the kind suits this item. */
  fits(context: AngleContext): boolean;
  /** What the brand does, as a clause that can follow "Apple: " or "With Apple in the news, ". */
  clause(context: AngleContext): string;
  /** Respectful kinds write their own headlines; the PR categories use the category patterns. */
  headlines?(context: AngleContext): string[];
  /** What the spokesperson can tell a journalist: two short points. */
  talkingPoints(context: AngleContext): [string, string];
  /** What the brand offers a journalist, honestly: data it has or will gather, saying which. */
  offer(context: AngleContext): string;
  /** A headline that reads well for any item, when no pattern fits without inventing a figure. */
  fallbackHeadline?(context: AngleContext): string;
  /** Why desks would take it, for kinds whose reason does not come from the item's platform. */
  why?: string;
};

const roleOf = (spokesperson: string) => spokesperson.replace(/^(?:a|an|our)\s+/i, '').replace(/\s+we work with$/i, '');
const pullData = (c: AngleContext) =>
  `We have no data of our own on this yet; we can pull the latest ${c.dataSource} figures for your piece.`;
const willGather = (what: string) =>
  `${capitalize(what)} is not done yet; once it is, you would see the outcome first, with how we got it.`;
const isNews = (c: AngleContext) => c.story.slots.form === 'news';
const named = (c: AngleContext) => c.story.slots.subjectKind !== 'none';
const priceTalk = (c: AngleContext) =>
  c.figures.some((figure) => /[£$€]/.test(figure.value)) ||
  ['price', 'prices', 'cost', 'costs', 'bill', 'bills', 'rent', 'fees', 'inflation'].some((word) => c.story.analysis.words.has(word));

/** Where people talk and joke with each other, rather than read or search. */
const SOCIAL_SOURCES: ReadonlySet<AiTrendingItem['source']> = new Set(['reddit', 'x_trending', 'bluesky', 'mastodon']);

/** Kinds for ordinary news, one per PR category of the spec. */
export const CATEGORY_KINDS: Readonly<Record<PrCategoryId, AngleKind>> = {
  1: {
    key: 'expert-commentary',
    pitchLabel: 'Expert view',
    format: 'Expert Commentary',
    tactic: 'Expert commentary',
    category: 1,
    fallbackHeadline: (c) => `${capitalize(c.subject)}: what the evidence says`,
    fits: named,
    clause: (c) =>
      `${c.spokesperson} sets out what is known, what is claimed and what ${c.audience} should make of it, anchored on one checkable fact from ${c.dataSource}`,
    talkingPoints: (c) => [
      `what the coverage of ${c.subject} gets right and what it misses`,
      `what it means in practice for ${c.audience}`,
    ],
    offer: pullData,
  },
  2: {
    key: 'cost-index',
    pitchLabel: 'Prices',
    format: 'Data Index',
    tactic: 'Price comparison',
    category: 2,
    fallbackHeadline: (c) => `What ${c.topic} really costs across ${c.slots.region}`,
    fits: (c) => c.light && named(c) && priceTalk(c),
    clause: (c) =>
      `a like-for-like price comparison of ${c.topic} across ${c.slots.count} places in ${c.slots.region}, benchmarked against ${c.dataSource}, gives every regional outlet its own line`,
    talkingPoints: (c) => [`where ${c.audience} pay most and least`, `what is behind the gap, in plain terms`],
    offer: () => willGather('the price comparison'),
  },
  3: {
    key: 'puzzle',
    pitchLabel: 'Puzzle',
    format: 'Visual Puzzle',
    tactic: 'Shareable puzzle',
    category: 3,
    fallbackHeadline: (c) => `Can you solve the ${c.slots.subjectLabel ?? 'story'} puzzle?`,
    fits: (c) => c.light,
    clause: (c) =>
      `a visual puzzle built on the story, tested for solve time before launch, gives ${c.audience} something to share and publishers something to embed`,
    talkingPoints: () => ['how the puzzle was made and tested', 'why people enjoy solving this kind of puzzle'],
    offer: () => 'We can send the puzzle image, the answer reveal and embed code before launch.',
  },
  4: {
    key: 'evergreen-refresh',
    pitchLabel: 'Refresher',
    format: 'Evergreen Guide',
    tactic: 'Evergreen guide refresh',
    category: 4,
    fallbackHeadline: (c) => `${capitalize(c.subject)}: a guide for ${c.audience}`,
    fits: () => true,
    clause: (c) =>
      `a refreshed guide to ${c.topic}, updated with the latest ${c.dataSource} figures, catches the search interest while it peaks`,
    talkingPoints: (c) => [
      `the questions ${c.audience} ask most about ${c.topic}`,
      'what has changed since the last time this was in the news',
    ],
    offer: pullData,
  },
  5: {
    key: 'reactive-comment',
    pitchLabel: 'Reaction',
    format: 'Reactive Comment',
    tactic: 'Reactive comment',
    category: 5,
    fallbackHeadline: (c) => `What ${c.subject} means for ${c.audience}`,
    fits: (c) => isNews(c) && named(c),
    clause: (c) =>
      `a same-day comment from ${c.spokesperson} on what it means for ${c.audience}, sent to ${c.beat.label} desks within hours`,
    talkingPoints: (c) => [`what happens next with ${c.subject}`, `what ${c.audience} can do about it today`],
    offer: (c) => `${capitalize(c.spokesperson)} is available for interview or a written comment today. ${pullData(c)}`,
  },
  6: {
    key: 'experiment',
    pitchLabel: 'Experiment',
    format: 'Experiment',
    tactic: 'Small experiment',
    category: 6,
    fallbackHeadline: (c) => `We put ${c.topic} to the test`,
    fits: (c) => c.light && c.story.slots.topicKind === 'thing',
    clause: (c) =>
      `a small, documented test of ${c.topic} with a panel of ${c.audience}, run over a fortnight and published with its method, gives desks a result nobody else has`,
    talkingPoints: () => ['what the test measures and why', 'what the results mean for readers'],
    offer: () => willGather('the test'),
  },
  7: {
    key: 'social-remix',
    pitchLabel: 'Social',
    format: 'Short-form Video',
    tactic: 'Short-form video series',
    category: 7,
    fallbackHeadline: (c) => `${capitalize(c.subject)}, explained in under a minute`,
    fits: () => true,
    clause: (c) =>
      `a short video series that answers the questions ${c.audience} are asking on ${c.platform}, fronted by ${c.spokesperson}`,
    talkingPoints: (c) => [`the three questions people ask most about ${c.topic}`, 'the answers, in under a minute each'],
    offer: () => 'We can share the videos and a transcript, cleared for embedding.',
  },
  8: {
    key: 'community-deep-dive',
    pitchLabel: 'Community',
    format: 'Community Report',
    tactic: 'Community deep-dive',
    category: 8,
    fallbackHeadline: (c) => `What ${c.platform} says about ${c.subject}`,
    fits: (c) => c.source === 'reddit' && hasReadableThread(c.slots),
    clause: (c) =>
      `${repliesRead(c.comments!)} in the ${c.platform} thread, read and grouped by theme, become a short report on what ${c.audience} really think, with commentary from ${c.spokesperson}`,
    talkingPoints: () => ['the themes that came up most in the thread', 'what they say about how people feel right now'],
    offer: () => willGather('the review of the thread'),
  },
  9: {
    key: 'meme-lens',
    pitchLabel: 'Culture',
    format: 'Social Visual',
    tactic: 'Light-hearted visual',
    category: 9,
    fallbackHeadline: (c) => `${capitalize(c.subject)}: the lighter side`,
    // A meme needs a moment people are already joking about: a social conversation, or a story that
    // says it went viral. "Every Tom Brady meme, ranked" on a Wikipedia page read was filler.
    fits: (c) => c.light && (SOCIAL_SOURCES.has(c.source) || c.story.analysis.words.has('viral') || c.story.analysis.words.has('meme')),
    clause: (c) => `a light-hearted visual take on the moment that still makes one useful point for ${c.audience}`,
    talkingPoints: () => ['the useful point behind the joke', 'why this moment caught on'],
    offer: () => 'We can send the visual and a short note on the point it makes.',
  },
  10: {
    key: 'ugc',
    pitchLabel: 'Readers',
    format: 'Reader Stories',
    tactic: 'Open call for stories',
    category: 10,
    fallbackHeadline: (c) => `Your stories of ${c.topic}: the ones that stood out`,
    // People share their experience of a thing (a commute, a product, a holiday), not of a person or
    // a name ("share their take on Thomas Edward Patrick Brady Jr").
    fits: (c) => c.light && c.story.slots.topicKind === 'thing' && c.story.slots.subjectKind !== 'person',
    clause: (c) => `an open call for ${c.audience} to share their own experience of ${c.topic}, curated into a gallery outlets can embed`,
    talkingPoints: () => ['the stories that stood out', 'what they have in common'],
    offer: () => willGather('the open call'),
  },
};

const HELPLINES = 'Samaritans (116 123, UK and Ireland) and the 988 Suicide & Crisis Lifeline (US)';

function holdBackReason(c: AngleContext): string {
  if (c.sensitivity.includes('suicide-self-harm')) return 'it concerns suicide or self-harm, where brand content can cause real harm';
  if (c.peopleAtRisk || c.sensitivity.includes('death')) {
    return 'it is about loss of life or harm, and brand content risks looking opportunistic';
  }
  if (c.sensitivity.includes('war-terror')) return 'it is set against a war, and brand content risks looking opportunistic';
  if (c.sensitivity.includes('disaster')) return 'it is set against a disaster, and brand content risks looking opportunistic';
  if (c.grave) return 'it concerns violence or abuse, and brand content risks looking opportunistic';
  if (c.sensitivity.includes('partisan-politics')) return 'it is partisan, and taking a side alienates customers on the other one';
  return "it concerns people's health, and commercial messages around it read as exploitation";
}

/**
 * Who an obituary is about: on a death with nothing else sensitive, the title's subject when it is a
 * person ("Vinnie Paul"), or the person the title says died ("… stage regular Anthony Chisholm dies at
 * 77"). Null for any other name: one mentioned in the body may be alive.
 */
function deceasedOf(context: AngleContext): string | null {
  if (context.sensitivity.length !== 1 || context.sensitivity[0] !== 'death') return null;
  const { analysis } = context.story;
  if (analysis.subjectKind === 'person') return analysis.subject;
  const died = (name: string) =>
    new RegExp(`${escapeRegExp(name)}(?:,[^,]{0,60},)?\\s+(?:dies|died|has died|is dead|dead at|passes away|passed away)\\b`, 'i');
  return analysis.people.find((name) => died(name).test(context.quotedTitle)) ?? null;
}

function isDeathOfNamedPerson(context: AngleContext): boolean {
  return deceasedOf(context) !== null;
}

/**
 * Sensitive news where readers may need practical help: where to get it is a service, not a stunt.
 * Help for suicide, abuse and illness always exists; a disaster or a war needs people the story reports
 * hurt, displaced or in danger (not a medal table or a military analysis).
 */
function hasSomeoneToHelp(c: AngleContext, kinds: readonly SensitivityKind[]): boolean {
  return c.sensitivity.some((kind) => kinds.includes(kind) && (kind === 'disaster' || kind === 'war-terror' ? c.peopleAtRisk : true));
}

/** Kinds for sensitive news, in the order they are offered. */
export const RESPECTFUL_KINDS: readonly AngleKind[] = [
  {
    key: 'explainer',
    pitchLabel: 'Explainer',
    why: 'A clear account of the facts is what readers look for first.',
    format: 'Explainer',
    tactic: 'Explainer',
    fits: () => true,
    clause: (c) =>
      `${c.spokesperson} explains the facts behind it for ${c.audience}: what is confirmed, what is not yet known, and where official updates are published`,
    headlines: (c) => [`${capitalize(c.subject)}: what we know so far`, `${capitalize(c.subject)} explained: the confirmed facts`],
    talkingPoints: () => ['what is confirmed so far, and what is not', 'where readers can find official updates'],
    offer: (c) => `${capitalize(c.spokesperson)} is available for factual background, on or off the record.`,
  },
  {
    key: 'service-information',
    pitchLabel: 'Practical advice',
    why: 'People affected need clear, checked advice more than comment.',
    format: 'Service Information',
    tactic: 'Service information',
    // Only where there is help to point to: a disaster, a conflict, an outbreak, harm people can seek
    // help for. A death or one act of violence has no "who to contact" ("Auschwitz: practical advice for
    // those affected" was absurd).
    fits: (c) => hasSomeoneToHelp(c, ['disaster', 'war-terror', 'suicide-self-harm', 'abuse', 'hardship', 'serious-illness']),
    clause: (c) =>
      c.sensitivity.includes('suicide-self-harm')
        ? `point readers to help first: ${HELPLINES}, with no detail of methods, and ${c.spokesperson} on how to support someone who is struggling`
        : `practical guidance for ${c.audience} who are affected: who to contact, what official advice says, and where to get help`,
    headlines: (c) =>
      c.sensitivity.includes('suicide-self-harm')
        ? ['If you are struggling: where to find support today', 'How to support someone who is struggling, and where to find help']
        : [`${capitalize(c.subject)}: practical advice for those affected`, `${capitalize(c.subject)}: where to find official help`],
    talkingPoints: (c) =>
      c.sensitivity.includes('suicide-self-harm')
        ? ['how to start a conversation with someone who is struggling', `where to get help: ${HELPLINES}`]
        : ['what people affected should do first', 'which official sources to trust for updates'],
    offer: (c) => `${capitalize(c.spokesperson)} can give practical, checked guidance for your readers.`,
  },
  {
    key: 'data-context',
    pitchLabel: 'In figures',
    why: 'Context helps desks avoid speculation.',
    format: 'Data Context',
    tactic: 'Data context',
    // One named person's death is no trend in official figures: a tribute takes this place.
    fits: (c) => !isDeathOfNamedPerson(c),
    clause: (c) =>
      `put it in context with ${c.dataSource}: how the official figures have changed over time, with no speculation about causes or blame`,
    headlines: (c) => [
      `${capitalize(c.subject)} in context: what the official figures show`,
      `${capitalize(c.subject)}: the long-term figures behind the news`,
    ],
    talkingPoints: (c) => [`what the ${c.dataSource} figures show over time`, 'what the figures cannot tell us'],
    offer: pullData,
  },
  {
    key: 'measured-comment',
    pitchLabel: 'Comment',
    why: 'Desks need an impartial voice on it.',
    format: 'Expert Commentary',
    tactic: 'Measured expert comment',
    fits: (c) => !c.grave,
    clause: (c) =>
      `${c.spokesperson} offers measured background to ${c.beat.label} desks, sticking to the facts as reported and taking no side`,
    headlines: (c) => [
      `${capitalize(c.subject)}: what it means in practice`,
      `${capitalize(c.subject)}: an impartial guide to what changes`,
    ],
    talkingPoints: (c) => [`what ${c.subject} changes in practice for ${c.audience}`, 'what is still uncertain'],
    offer: (c) => `${capitalize(c.spokesperson)} is available for background comment.`,
  },
  {
    key: 'support',
    pitchLabel: 'Support',
    why: 'Help that is real is news; a statement is not.',
    format: 'Support Statement',
    tactic: 'Support for those affected',
    fits: (c) => hasSomeoneToHelp(c, ['disaster', 'hardship', 'serious-illness', 'war-terror']),
    clause: () =>
      'if the brand can help those affected directly (free services, matched donations, staff time), it announces that plainly, without promotion, and only once the help is in place',
    headlines: (c) => [`Help for those affected by ${c.subject}`, `${capitalize(c.subject)}: how to help those affected`],
    talkingPoints: () => ['what help is available and how to get it', 'how readers can help safely'],
    offer: () => 'We can share the details of the help on offer and who it is for.',
  },
  {
    key: 'tribute',
    pitchLabel: 'Tribute',
    why: 'Only a tribute that names a real connection reads as sincere.',
    format: 'Tribute',
    tactic: 'Tribute',
    // A tribute remembers the person the story is about, named in its title ("Pantera drummer Vinnie Paul
    // dies"). Any other name the text mentions may be alive: "Remembering Abiy Ahmed" on a grenade attack
    // at his rally, or "Remembering Tony" from the Tony Awards.
    fits: isDeathOfNamedPerson,
    clause: () =>
      'only if the brand worked with them or they meant something to its people, a short, sincere tribute from the person who knew them, on its own channels, with no product, offer or logo; with no real connection, say nothing',
    headlines: (c) => [`Remembering ${deceasedOf(c)}`, `${deceasedOf(c)}: a tribute from those who knew them`],
    talkingPoints: () => ['what the connection was, in plain words', 'nothing about products or the brand'],
    offer: () => 'We can share a short tribute from a colleague who knew them, if it helps your piece.',
  },
  {
    key: 'hold-back',
    pitchLabel: 'Background only',
    format: 'Hold Back',
    tactic: 'Hold back',
    fits: (c) => c.grave || c.sensitivity.includes('partisan-politics'),
    clause: (c) =>
      `the advice is to hold back, because ${holdBackReason(c)}. Tie no product or promotion to it; a brand with no direct role says nothing publicly`,
    headlines: (c) => [`Hold back on ${c.subject}: no brand statement`, `Why a brand should stay quiet on ${c.subject}`],
    talkingPoints: () => ['the facts as published so far', 'where readers can find official information'],
    offer: (c) =>
      `${capitalize(c.spokesperson)} is available for factual background only, not for comment on blame or politics, and we are not issuing a statement.`,
  },
];

/** The category's headline patterns, for kinds built on a PR category. */
export function categoryPatterns(kind: AngleKind) {
  return kind.category ? CATEGORY_HEADLINE_PATTERNS[kind.category] : [];
}

export { roleOf };
