// The journalists API (issue 30): a directory built only from the public bylines of the feeds the team
// reads, who covers a story, media lists. What the team adds (e-mail, notes, do-not-contact) is never fetched.

/** A journalist with no byline for this long is "stale": reporters change beats and leave. */
export const STALE_AFTER_DAYS = 90;
/** Journalists per page of GET /api/journalists. */
export const JOURNALISTS_PAGE_SIZE = 20;
/** Articles GET /api/journalists/:id lists, newest first. */
export const RECENT_ARTICLES_LIMIT = 10;
/** A pitch to someone who already got this many drafted pitches from the team in PITCH_WARNING_DAYS carries a warning. */
export const PITCH_WARNING_COUNT = 3;
export const PITCH_WARNING_DAYS = 7;
/** How far back "recently covered its topic" looks for Who covers this. */
export const COVERAGE_WINDOW_DAYS = 30;

export const JOURNALIST_LIMITS = { emailChars: 254, notesChars: 2000, queryChars: 100, listNameChars: 100, memberNoteChars: 500 } as const;

/** A topic a journalist wrote on and how many of their articles are about it. */
export type JournalistBeat = { topic: string; count: number };

export type Journalist = {
  id: number;
  name: string;
  outlet: string;
  /** What their latest byline called them ("Energy correspondent"); null when it said nothing. */
  title: string | null;
  /** Most written-on first. */
  beats: JournalistBeat[];
  articleCount: number;
  /** ISO time of their newest article; null before any is stored. */
  lastBylineAt: string | null;
  /** No byline for STALE_AFTER_DAYS days. */
  stale: boolean;
  doNotContact: boolean;
  email: string | null;
  notes: string | null;
};

export type JournalistArticle = { title: string; url: string | null; publishedAt: string };

export type JournalistDetail = Journalist & { recentArticles: JournalistArticle[] };

export type JournalistPage = { items: Journalist[]; total: number };

/** PUT /api/journalists/:id: what the team adds; a field left out stays as it is, null clears it. */
export type JournalistUpdate = { email?: string | null; notes?: string | null; doNotContact?: boolean };

/** One answer of GET /api/trending/:id/journalists, best fit first. */
export type StoryJournalist = {
  journalist: Journalist;
  /** In words: "wrote this story", "5 articles on Business in 30 days". */
  reason: string;
  /** 0–100: 100 for the story's own authors. */
  score: number;
};

export type MediaList = {
  id: number;
  name: string;
  clientId: number | null;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};

export type MediaListMember = { journalist: Journalist; note: string | null; addedAt: string };

export type MediaListDetail = MediaList & { members: MediaListMember[] };

/** POST /api/media-lists and PUT /api/media-lists/:id. */
export type MediaListInput = { name: string; clientId?: number | null };

export type MediaListMemberInput = { journalistId: number; note?: string | null };
