// What the built-in generator may say about one trending item, and nothing more. Blind-graded, its
// template angles ("Epstein: our head of public policy explains the facts behind it for voters") were
// discarded by editors 9 times in 10: they named the wrong subject, invented expertise and fitted any
// story. An offline draft now says only what it verified:
// - the story as the item states it: its own headline, quoted, with its outlet (never a subject
//   guessed from heading words);
// - an expert, an audience and a practical point only when the story is a kind it knows
//   (knowledge/news-frames.ts), with the data source of the story's market for that kind;
// - on grave news, the advice to hold back and, where the frame knows them, where people get help.
// A story it does not know gets one honest line rather than three filler ones.
import { HOLD_BACK_FORMAT, OFFLINE_UNPITCHED_FORMATS } from '../../../contracts/generation.contract.js';
import { canonicalJson } from '../../../platform/ai/generation-cache.js';
import { isGrave, reportsPeopleAtRisk } from '../../brand-safety/index.js';
import type { StoryPlan } from '../tasks/story-plan.js';
import { clientDataLabel, spokespersonLabel } from '../tasks/client-brief.js';
import type { AiTrendingItem } from '../tasks/trending-item.input.js';
import { BEATS, type Beat } from './knowledge/beats.js';
import { frameOf, type NewsFrame } from './knowledge/news-frames.js';
import { SeededRandom } from './seeded-random.js';
import { curlSingleQuotes, listed, publicationsFor, shortTitle } from './slot-builder.js';
import { capitalize } from './knowledge/slots.js';
import { countsOf, TREND_STANDING } from './item-plan.js';

/** The kinds of angle an offline draft writes. */
export type DraftKind = 'comment' | 'data' | 'guide' | 'hold-back' | 'help' | 'reactive';

/** The format each kind is shown as; the pitch reads the kind back from it. */
export const DRAFT_FORMATS: Readonly<Record<DraftKind, string>> = {
  comment: 'Expert Commentary',
  data: 'Data Context',
  guide: 'Practical Guide',
  'hold-back': HOLD_BACK_FORMAT,
  help: OFFLINE_UNPITCHED_FORMATS[0]!,
  reactive: OFFLINE_UNPITCHED_FORMATS[1]!,
};

export type DraftAngle = { kind: DraftKind; angle: string; headline: string; format: string; plan: StoryPlan };

export type ItemDraft = {
  item: AiTrendingItem;
  frame: NewsFrame | null;
  grave: boolean;
  /** The story as the item tells it, quoted with its source: `BBC News reports: "…"`. */
  report: string;
  /** The item's own address, for the reader to check the report; null when it has none. */
  link: string | null;
  /** The outlet or platform the item came from: "BBC News", "r/technology", "X". */
  source: string;
  outlets: string[];
  /** The data source of the frame for the market, or null. */
  dataSource: string | null;
  help: string | null;
  /** The expert when no frame fits: the beat's own spokesperson role. */
  fallbackExpert: string;
  beat: Beat;
  /**
   * The client's spokesperson for this story, as templates name them ("Jane Doe (Head of Research,
   * Acme)"); null without a client or when it names nobody. Stands in for every role the tables offer.
   */
  clientExpert: string | null;
  /** The client's own data that fits the story ("Acme's order data from 60,000 UK households"), or null. */
  clientData: string | null;
};

/** Reads what the draft may say about an item; the same item always reads the same way. */
export function readItemDraft(item: AiTrendingItem): ItemDraft {
  const random = new SeededRandom(`offline-draft|${canonicalJson(item)}`);
  const found = frameOf(item.title);
  // A frame for ordinary news never speaks for a story of harm: a knife attack at a concert is not a
  // music story. Only grave frames (weather, attacks, hardship, outbreaks) apply to grave news, and a
  // grave frame makes the story grave even where the word lists found nothing.
  const frame = found && isGrave(item.sensitivity) && !found.grave ? null : found;
  const grave = isGrave(item.sensitivity) || frame?.grave === true;
  // Without a frame the beat would be a guess from words (a council's cable crackdown read as
  // marketing): such a story goes to the news desks.
  const beat = frame ? BEATS[frame.beat] : BEATS.general;
  // The outlet that ran the story is not pitched its own story.
  const ran = item.source === 'news' && item.publication ? sourceOf(item).toLowerCase() : null;
  const outlets = publicationsFor(beat, [item.targetMarket], random, 5)
    .filter((outlet) => ran === null || !(ran.includes(outlet.toLowerCase()) || outlet.toLowerCase().includes(ran)))
    .slice(0, 3);
  return {
    item,
    frame,
    grave,
    report: reportOf(item),
    link: item.sourceUrl === null ? null : withoutTracking(item.sourceUrl),
    source: sourceOf(item),
    outlets,
    // The market's own source, else an international one; never another country's.
    dataSource: frame?.data ? (frame.data.sources[item.targetMarket] ?? frame.data.sources.global ?? null) : null,
    help: frame?.help?.[item.targetMarket] ?? null,
    // A story the tables do not know has no verified expert (and its beat is a guess): the draft names
    // no field and no role.
    fallbackExpert: 'a spokesperson with first-hand expertise in the subject',
    beat,
    clientExpert: item.client?.spokesperson ? spokespersonLabel(item.client.spokesperson, item.client.name) : null,
    clientData: item.client?.asset ? clientDataLabel(item.client.name, item.client.asset) : null,
  };
}

/** Who speaks: the client's own spokesperson when there is one, else the role the frame knows. */
function expertOf(draft: ItemDraft, frame: NewsFrame): string {
  return draft.clientExpert ?? frame.expert;
}

/** The outlet or platform an item came from, as a reader names it. */
function sourceOf(item: AiTrendingItem): string {
  if (item.source === 'reddit' && item.subreddit) return `r/${item.subreddit}`;
  // "BBC News - Home" is BBC News; a feed titled by its section ("Economy news, … | The Hindu") is its outlet.
  if (item.publication) return item.publication.replace(/^.*\s\|\s+/, '').replace(/\s+-\s+.*$/, '');
  const names: Partial<Record<AiTrendingItem['source'], string>> = {
    x_trending: 'X',
    google_trends: 'Google Trends',
    bluesky: 'Bluesky',
    hackernews: 'Hacker News',
    wikipedia: 'Wikipedia',
    mastodon: 'Mastodon',
    reddit: 'Reddit',
  };
  return names[item.source] ?? 'the news';
}

/** The item's headline as quoted text: post tags off, long titles cut at a word with an ellipsis. */
export function quotedHeadline(item: AiTrendingItem, max = 140): string {
  return curlSingleQuotes(shortTitle(item.title.replace(/^\s*(?:\[[^\]]{1,20}\]\s*)+/, ''), max))
    .replace(/\.\.\.$/, '…')
    .replace(/(?<!\.)\.$/, '');
}

/** The story as its source tells it: a news report, a post with its real counts, or a trend. */
function reportOf(item: AiTrendingItem, room = 220): string {
  const headline = quotedHeadline(item, Math.max(40, Math.min(140, room - 60)));
  const source = sourceOf(item);
  const standing = TREND_STANDING[item.source];
  const counts = countsOf(item);
  if (standing) return `"${headline}" ${standing}${counts ? `, with ${counts}` : ''}`;
  if (item.source === 'reddit') return `A ${source} post, "${headline}"${counts ? `, has ${counts}` : ''}`;
  return `${source} reports: "${headline}"`;
}

/** Frames whose stories are policy: told in party terms, they still have a practical effect to explain. */
const POLICY_FRAMES: ReadonlySet<string> = new Set([
  'interest-rates',
  'inflation-prices',
  'energy-bills',
  'rent-housing',
  'tax-budget',
  'strike',
  'transport-disruption',
  'health-service',
  'schools-exams',
  'trade-tariffs',
  'workplace',
  'climate-energy-transition',
]);

/** The angles an offline draft can stand behind, at most three; fewer when it knows less. */
export function draftAngles(draft: ItemDraft): DraftAngle[] {
  const { frame, grave } = draft;
  const partisan = draft.item.sensitivity.includes('partisan-politics');
  // A frame for ordinary news may carry a policy story told in party terms (a budget), never a death,
  // an illness or an attack; those, and sensitive stories no frame knows, get the hold-back advice.
  const policyStory = frame !== null && POLICY_FRAMES.has(frame.key);
  if (grave || (draft.item.sensitivity.length > 0 && !(policyStory && partisan && draft.item.sensitivity.length === 1))) {
    return sensitiveAngles(draft);
  }
  // A story the tables do not know: the draft cannot say what the client's spokesperson would add, even
  // in their field (graded blind, "comment on what it means, from the client's work on housing" was
  // discarded as filler), so it offers the reactive line and leaves the comment to them.
  if (!frame) return [reactiveAngle(draft)];
  // A client's people speak only in their own fields: its head of trail safety offered on a sports
  // ticketing story was discarded as the wrong voice. With none of them in the story's field, the draft
  // offers the reactive line rather than a comment from the wrong person (or an invented role).
  const client = draft.item.client;
  if (client && client.spokespeople.length > 0 && client.expertiseFound.length === 0) return [reactiveAngle(draft)];
  const neutral = partisan ? ' Keep it factual and party-neutral.' : '';
  const angles: DraftAngle[] = [
    angleOf(
      draft,
      'comment',
      `${draft.report}. Offer comment from ${expertOf(draft, frame)} on ${frame.explains}, for ${frame.audience}. Pitch it to ${listed(draft.outlets.slice(0, 3)) || 'national news desks'} while the story is running.${neutral}`,
      frame.headlines.comment,
      expertOf(draft, frame),
    ),
  ];
  if (draft.dataSource && frame.data && frame.headlines.data) {
    angles.push(
      angleOf(
        draft,
        'data',
        `Set the story against ${draft.dataSource}, showing ${frame.data.shows}. A short chart with one line of comment from ${expertOf(draft, frame)} gives ${draft.outlets[1] ?? draft.outlets[0] ?? 'a news desk'} a follow-up the first reports lack.`,
        frame.headlines.data,
        expertOf(draft, frame),
      ),
    );
  }
  if (frame.guide && frame.headlines.guide && !partisan) {
    angles.push(
      angleOf(
        draft,
        'guide',
        `Publish a short guide, "${frame.guide.title}", covering ${frame.guide.covers}, checked by ${expertOf(draft, frame)}, and offer it to ${draft.outlets[2] ?? draft.outlets[0] ?? 'a consumer desk'} as reader service.`,
        frame.headlines.guide,
        expertOf(draft, frame),
      ),
    );
  }
  if (draft.clientData) angles.splice(1, 0, clientDataAngle(draft, expertOf(draft, frame)));
  return angles.slice(0, 3);
}

/** A follow-up with the client's own data that fits the story: figures no other outlet has. */
function clientDataAngle(draft: ItemDraft, expert: string): DraftAngle {
  return angleOf(
    draft,
    'data',
    `Pull the figures on this story from ${draft.clientData}: a short chart with one line of comment from ${expert} gives ${draft.outlets[1] ?? draft.outlets[0] ?? 'a news desk'} a follow-up no one else has.`,
    `${shortTitle(quotedHeadline(draft.item), 80)}: what ${draft.item.client!.name}'s own figures show`,
    expert,
    draft.clientData!,
  );
}

/**
 * Sensitive news: the advice to hold back first, in the words its kind needs, with a holding line for
 * when a journalist asks; then, where the frame knows them for the market, where people get help and,
 * for hardship, the figures an organisation working on it can offer.
 */
function sensitiveAngles(draft: ItemDraft): DraftAngle[] {
  const { frame } = draft;
  const hold = holdBackOf(draft);
  const angles = [angleOf(draft, 'hold-back', `${draft.report}. ${hold.advice}`, hold.ifAsked, 'no spokesperson: hold back')];
  if (frame?.grave && draft.help) {
    angles.push(
      angleOf(
        draft,
        'help',
        `Only if your organisation serves ${frame.audience}: share where to get help (${draft.help}) on your own channels, with no brand message.`,
        frame.headlines.comment,
        expertOf(draft, frame),
      ),
    );
  }
  if (frame?.key === 'homelessness' && draft.dataSource && frame.data && frame.headlines.data) {
    angles.push(
      angleOf(
        draft,
        'data',
        `With a direct connection to the issue only: ${expertOf(draft, frame)} sets the report against ${draft.dataSource}, showing ${frame.data.shows}, and explains ${frame.explains}.`,
        frame.headlines.data,
        expertOf(draft, frame),
      ),
    );
  }
  return angles;
}

/** A count of dead in one event: "55 dead", "at least 16 killed", "dozens dead". */
const MANY_DEAD =
  /\b(?:\d[\d,]*|dozens|scores|hundreds|thousands)\s+(?:people\s+)?(?:are\s+|were\s+|have\s+been\s+)?(?:dead|killed|deaths|died)\b/i;

/** What holding back means for this kind of story, and the one line to give if a journalist asks. */
function holdBackOf(draft: ItemDraft): { advice: string; ifAsked: string } {
  const kinds = new Set<string>(draft.item.sensitivity);
  const peopleAtRisk = reportsPeopleAtRisk(draft.item.title, draft.item.content);
  // War and disaster stories are not all about casualties: a missile programme or a summit speech
  // harmed nobody, and saying so reads as if the draft had not read the story.
  // Many dead in one event ("55 dead in Hong Kong fire") is harm, not one person's death.
  const manyDead = MANY_DEAD.test(`${draft.item.title} ${(draft.item.content ?? '').slice(0, 300)}`);
  const harm =
    ['violence', 'abuse', 'suicide-self-harm'].some((kind) => kinds.has(kind)) ||
    draft.frame?.key === 'attack' ||
    (kinds.has('death') && manyDead) ||
    (peopleAtRisk && (kinds.has('war-terror') || kinds.has('disaster')));
  if (!harm && draft.frame?.key === 'outbreak') {
    return {
      advice:
        'Hold back: this is a public-health story, not a PR moment. Unless your organisation works in health or with the people at risk, issue no comment; if it does, point people to the official advice.',
      ifAsked: 'If asked: "Please follow the official health advice."',
    };
  }
  if (!harm && (kinds.has('war-terror') || kinds.has('disaster'))) {
    return {
      advice: kinds.has('war-terror')
        ? 'Hold back: this is a story of conflict and security, where brand comment reads as opportunism. Unless your organisation is directly involved, stay out of it.'
        : 'Hold back: unless your organisation is directly involved or has practical help to offer, stay out of it.',
      ifAsked: 'If asked: "We have no comment on this."',
    };
  }
  if (harm) {
    const pause = peopleAtRisk ? ', and check that no scheduled social posts or ads run beside the coverage over the next 48 hours' : '';
    const samaritans = kinds.has('suicide-self-harm')
      ? ' Anything you do publish follows the Samaritans media guidelines and gives help details.'
      : '';
    return {
      advice: `Hold back: people have ${manyDead ? 'died' : 'been harmed'}. Unless your organisation is directly involved, issue no comment${pause}.${samaritans}`,
      ifAsked: 'If asked: "Our thoughts are with everyone affected."',
    };
  }
  if (draft.frame?.key === 'homelessness' || kinds.has('hardship')) {
    return {
      advice:
        'Hold back unless your organisation works on this issue: no promotional content on it, and no comment for profile. Where you do have a role, state facts as reported and point people to help.',
      ifAsked: 'If asked, point to the organisations helping people affected',
    };
  }
  if (kinds.has('death')) {
    return {
      advice:
        'Hold back: a death is not a PR moment. Only if there was a real connection to your organisation, post a short, sincere tribute with nothing promotional in it.',
      ifAsked: 'If asked: "We are saddened by the news."',
    };
  }
  if (kinds.has('serious-illness')) {
    return {
      advice:
        'Hold back: this is about someone’s health. Make no comment on their condition; if you work in this field, offer factual background on the illness only when a health desk asks.',
      ifAsked: 'If asked: "We wish them a full recovery."',
    };
  }
  if (!kinds.has('partisan-politics')) {
    // A grave frame the word lists did not name (a storm that cut power to thousands) is no politics.
    return {
      advice: 'Hold back: unless your organisation is directly involved or has practical help to offer, stay out of it.',
      ifAsked: 'If asked: "We have no comment on this."',
    };
  }
  return {
    advice:
      'Stay out of the politics: no brand comment on parties or campaigns. If a decided policy changes things for your customers, explain its practical effect, party-neutral.',
    ifAsked: 'If asked: "We do not comment on party politics."',
  };
}

/** " on housing and renters": the client's spokesperson's fields the story names, or nothing. */
function onFields(draft: ItemDraft): string {
  const found = draft.item.client?.expertiseFound ?? [];
  return found.length > 0 ? ` on ${listed(found)}` : '';
}

/** A story no frame knows: one comment, only for those with something to add. */
function reactiveAngle(draft: ItemDraft): DraftAngle {
  const client = draft.item.client;
  if (client && client.spokespeople.length > 0 && client.expertiseFound.length === 0) {
    // Nobody of the client's speaks in the story's field: say so and pass, rather than offer "a short
    // comment" from the wrong person (graded blind: an outdoor retailer's trail-safety head offered on
    // a sports tour cancelled over visas).
    const fields = listed([...new Set(client.spokespeople.flatMap((person) => person.expertise))].slice(0, 4));
    return angleOf(
      draft,
      'reactive',
      `${draft.report}. None of ${client.name}'s spokespeople works in this story's field${fields ? ` (they speak on ${fields})` : ''}: leave this one unless ${client.name} has a direct part in it.`,
      `No angle for ${client.name}: ${shortTitle(quotedHeadline(draft.item), 100)}`,
      draft.clientExpert!,
    );
  }
  return angleOf(
    draft,
    'reactive',
    draft.clientExpert
      ? `${draft.report}. Only if ${draft.clientExpert} has something new to add${onFields(draft)}, offer a short comment to ${listed(draft.outlets.slice(0, 3)) || 'national news desks'} today; if not, leave this one.`
      : `${draft.report}. If you have ${draft.fallbackExpert} with something new to add, offer a short comment to ${listed(draft.outlets.slice(0, 3)) || 'national news desks'} today; if not, leave this one.`,
    `Expert view: ${shortTitle(quotedHeadline(draft.item), 100)}`,
    draft.clientExpert ?? draft.fallbackExpert,
  );
}

/** The task's limit on an angle's text. */
const MAX_ANGLE = 500;

function angleOf(draft: ItemDraft, kind: DraftKind, text: string, headline: string, spokesperson: string, dataSource?: string): DraftAngle {
  const frame = draft.frame;
  const client = draft.item.client;
  // Advice to "your organisation" is advice to the client, by name.
  if (client) text = text.replace(/\byour organisation\b/g, client.name);
  // A long headline shortens the quoted report, never the advice that follows it.
  const shorter =
    text.length <= MAX_ANGLE ? text : text.replace(draft.report, reportOf(draft.item, MAX_ANGLE - (text.length - draft.report.length)));
  const angle = shorter.length <= MAX_ANGLE ? shorter : shorter.slice(0, shorter.lastIndexOf('. ', MAX_ANGLE - 1) + 1);
  const plan: StoryPlan = {
    newsLine: shortTitle(`${draft.report}.`, 300),
    tactic: DRAFT_FORMATS[kind],
    spokesperson,
    audience: frame?.audience ?? 'readers following the story',
    dataSource: dataSource ?? draft.dataSource ?? `${draft.source}'s report`,
    outlets: draft.outlets.length >= 2 ? draft.outlets : [...draft.outlets, 'Reuters', 'Associated Press'].slice(0, 3),
  };
  return { kind, angle: capitalize(angle), headline, format: DRAFT_FORMATS[kind], plan };
}

/** The kind an angle was drafted as, read back from its format; null for angles of other generators. */
export function draftKindOf(format: string | null): DraftKind | null {
  const entry = Object.entries(DRAFT_FORMATS).find(([, label]) => label === format);
  return entry ? (entry[0] as DraftKind) : null;
}

/** A link without the feed's tracking parameters (utm_*, ref=rss): a journalist gets the clean address. */
function withoutTracking(link: string): string {
  try {
    const url = new URL(link);
    for (const name of [...url.searchParams.keys()]) {
      if (/^(?:utm_\w+|ref|cmpid|at_\w+)$/i.test(name)) url.searchParams.delete(name);
    }
    return url.toString();
  } catch {
    return link;
  }
}
