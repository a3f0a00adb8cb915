// The words a template can use. Every generator fills one Slots object from its input, so the same
// playbook, headline and pitch templates serve trending items, briefs, themes and websites.

import { phraseNumber } from '../noun-phrase.js';
import type { StoryForm, SubjectKind } from '../text-analysis.js';

export type Slots = {
  /** The most specific name in the input: "Apple", "Lewis Hamilton", "remote work". */
  subject: string;
  /** The subject as running text writes it: "the US Navy", "the four-day week", "remote workers". */
  theSubject: string;
  /** The subject as a modifier ("the Apple story", "a four-day week quiz"); null when none reads well. */
  subjectLabel: string | null;
  subjectKind: SubjectKind;
  /** What the story is about, as a noun phrase: "free keyboard repair programme". */
  topic: string;
  /** The topic as running text writes it: "the free keyboard repair programme". */
  theTopic: string;
  /** Whether the topic is a thing (something people can try, test or share) or a name. */
  topicKind: SubjectKind;
  /** How the input is written: news, a question to the crowd, a first-person post, or a recurring theme. */
  form: StoryForm | 'evergreen';
  /** Who it concerns, plural, with region: "UK smartphone owners". */
  audience: string;
  /** The people of the region: "Britons", "Americans", "UK and US adults". */
  people: string;
  /** A place named by the input, else the region's name. */
  place: string;
  /** "the UK and the US" */
  region: string;
  /** A figure from the input ("£7.50", "25,000"), or null. */
  number: string | null;
  /** The brand a campaign is for; "your brand" when the input has none. */
  brand: string;
  /** A spokesperson by role: "our head of research". */
  expert: string;
  /** One real public data source that fits. */
  dataSource: string;
  /** Where the conversation happens: "r/technology", "X", "the BBC". */
  platform: string;
  /** The media beat: "consumer technology". */
  beat: string;
  /**
   * The real comment count of the thread the input is (a Reddit post), or null: a theme, a brief or a
   * news story has no thread, and how many comments "we read" is never made up.
   */
  comments: number | null;
  /** A small list size for headlines (5..12), seeded from the input: the length of the piece's own list. */
  count: number;
  /** A survey sample size, written out: "2,000". */
  sample: string;
};

/** A template that may only fit some inputs (a short subject, a news story, a figure). */
export type SlotTemplate = {
  needs?: 'number';
  fits?: (slots: Slots) => boolean;
  render: (slots: Slots) => string;
};

/** The templates whose needs the slots meet. */
export function usableTemplates<T extends SlotTemplate>(templates: readonly T[], slots: Slots): T[] {
  return templates.filter((template) => (template.needs !== 'number' || slots.number !== null) && (template.fits?.(slots) ?? true));
}

/** Fewer replies than this say little about how people feel: no community report is built on them. */
export const READABLE_THREAD_REPLIES = 50;

/** A thread with enough real replies to read for a community report. */
export function hasReadableThread(slots: Pick<Slots, 'comments'>): boolean {
  return (slots.comments ?? 0) >= READABLE_THREAD_REPLIES;
}

/**
 * The replies a community report reads, from the thread's real count: "the 100 most upvoted replies"
 * of a long thread, "all 64 replies" of a short one; never more than the thread has.
 */
export function repliesRead(comments: number): string {
  return comments > 100 ? 'the 100 most upvoted replies' : `all ${comments} replies`;
}

/** "the superdome story" when the subject has a short form, else "the story around the US Navy's plan". */
export function storyOf(slots: Slots, noun = 'story'): string {
  return slots.subjectLabel ? `the ${withNoun(slots, noun)}` : `the ${noun} around ${slots.theSubject}`;
}

/** The subject's short form before a noun, without saying the noun twice ("workplace loneliness experiment" + "experiment"). */
export function withNoun(slots: Slots, noun: string): string {
  const label = slots.subjectLabel ?? slots.subject;
  return label.toLowerCase().endsWith(noun.toLowerCase()) ? label : `${label} ${noun}`;
}

/** "them" for a plural thing ("remote workers"), "it" for anything else. */
export function pronounOf(phrase: string, kind: SubjectKind): string {
  return kind === 'thing' && phraseNumber(phrase) === 'plural' ? 'them' : 'it';
}

/** The topic once the subject has been named in the same sentence: "it" (or "them") when both are one thing. */
export function topicAgain(slots: Slots): string {
  return slots.theTopic !== slots.theSubject ? slots.theTopic : pronounOf(slots.subject, slots.subjectKind);
}

/** The subject once the topic has been named in the same sentence: "it" (or "them") when both are one thing. */
export function subjectAgain(slots: Slots): string {
  return slots.theTopic !== slots.theSubject ? slots.theSubject : pronounOf(slots.subject, slots.subjectKind);
}

/** A news line about a named thing or a thing: the kind of story an explainer or a reaction fits. */
export function isNewsStory(slots: Slots): boolean {
  return slots.form === 'news' && (slots.subjectKind === 'name' || slots.subjectKind === 'thing');
}

/** "apple" → "Apple"; leaves the rest of the text alone. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "Apple" stays, "The" becomes "the": lowers the first letter unless the first word is a name. */
export function lowerFirst(text: string, names: readonly string[] = []): string {
  const firstWord = text.split(/\s+/)[0] ?? '';
  const isName = /[A-Z].*[A-Z]|\d/.test(firstWord) || names.some((name) => name.split(/\s+/)[0] === firstWord);
  return text.length === 0 || isName ? text : text[0]!.toLowerCase() + text.slice(1);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** A short joining word ("of", "the", "and") that Title Case leaves in lower case mid-title. */
export function isSmallWord(word: string): boolean {
  return SMALL_WORDS.has(word.toLowerCase());
}

/** Title Case for campaign names: every word capitalised except short joining words mid-title. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (/[/#\d]|[a-z][A-Z]/.test(word)) return word; // r/pics, #NoSpendJanuary, GPT-5, iPhone
      return index > 0 && isSmallWord(word) ? word.toLowerCase() : capitalize(word);
    })
    .join(' ');
}
