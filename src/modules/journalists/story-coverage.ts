// Who wrote recently on what a story is about. The trending topics are broad (eight and General), so
// "an article on Finance & Business" says little about a reporter's beat: an article counts when it
// shares its topic (not General) or at least two telling words of its title with the story, and the
// reason names the word they share most ("3 articles on "energy" in 30 days").
import { STORY_MONTHS, STORY_STOP_WORDS } from '../../common/text/function-words.js';

/** A recent article with a byline, as the coverage rule reads it. */
export type CoverageArticle = { journalistId: number; title: string; topicId: number | null };

/** A story as the coverage rule reads it. */
export type CoverageStory = { title: string; topicId: number | null; topicName: string | null };

export type JournalistCoverage = { journalistId: number; count: number; subject: string };

/** Title words shared with the story for an article of another topic to count as on its subject. */
const SHARED_WORDS_NEEDED = 2;

/**
 * Each journalist's articles on the story's subject, most first. `subject` is what they wrote on in
 * words: the word of the story's title their articles share most, in quotes, or the topic's name when
 * they only share the topic. `generalTopicId`: the catch-all topic, which is no beat.
 */
export function storyCoverage(
  story: CoverageStory,
  articles: readonly CoverageArticle[],
  generalTopicId: number | null,
): JournalistCoverage[] {
  const storyWords = tellingWords(story.title);
  const sameTopic = (article: CoverageArticle) =>
    story.topicId !== null && story.topicId !== generalTopicId && article.topicId === story.topicId;
  const byJournalist = new Map<number, { count: number; wordCounts: Map<string, number> }>();
  for (const article of articles) {
    const shared = [...new Set(tellingWords(article.title))].filter((word) => storyWords.includes(word));
    if (shared.length < SHARED_WORDS_NEEDED && !sameTopic(article)) continue;
    const entry = byJournalist.get(article.journalistId) ?? { count: 0, wordCounts: new Map<string, number>() };
    entry.count += 1;
    for (const word of shared) entry.wordCounts.set(word, (entry.wordCounts.get(word) ?? 0) + 1);
    byJournalist.set(article.journalistId, entry);
  }
  return [...byJournalist.entries()]
    .map(([journalistId, { count, wordCounts }]) => {
      // The word shared by most of their articles; on a tie, the one the story's title names first.
      const [word] = [...wordCounts.entries()].sort((a, b) => b[1] - a[1] || storyWords.indexOf(a[0]) - storyWords.indexOf(b[0]))[0] ?? [];
      return { journalistId, count, subject: word ? `“${word}”` : (story.topicName ?? 'this topic') };
    })
    .sort((a, b) => b.count - a.count || a.journalistId - b.journalistId);
}

/**
 * Of a journalist's articles (newest first), the one closest to the story: most title words shared,
 * the story's topic (not the catch-all) counting as one; on a tie the newest. Null when none shares
 * anything with it: a pitch then refers to no article rather than to one on another subject.
 */
export function closestArticle<Article extends { title: string; topicId: number | null }>(
  story: CoverageStory,
  articles: readonly Article[],
  generalTopicId: number | null,
): Article | null {
  const storyWords = tellingWords(story.title);
  let best: { article: Article; score: number } | null = null;
  for (const article of articles) {
    const shared = new Set(tellingWords(article.title).filter((word) => storyWords.includes(word))).size;
    const score = shared + (story.topicId !== null && story.topicId !== generalTopicId && article.topicId === story.topicId ? 1 : 0);
    if (score > 0 && (best === null || score > best.score)) best = { article, score };
  }
  return best?.article ?? null;
}

/** The words of a title that tell stories apart: lower case, accents folded, no function words, months or numbers. */
export function tellingWords(title: string): string[] {
  return (
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3 && /\p{L}/u.test(word) && !STORY_STOP_WORDS.has(word) && !STORY_MONTHS.has(word))
      // "bills" and "bill", "prices" and "price" are one subject.
      .map((word) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
  );
}
