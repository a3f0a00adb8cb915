// A journalist is a name at an outlet, and feeds name their outlet inside a section title: "World news
// | The Guardian", "NYT > World News", "Reuters: Top News", "BBC News - Home". The directory keeps the
// outlet part so one reporter's articles from two sections of one paper count as one person's.

/** Words of a section title; a part made only of these is the section, not the outlet. */
const SECTION_WORDS = new Set([
  'news',
  'world',
  'top',
  'latest',
  'home',
  'front',
  'page',
  'stories',
  'story',
  'headlines',
  'breaking',
  'us',
  'uk',
  'politics',
  'business',
  'money',
  'technology',
  'tech',
  'science',
  'health',
  'sport',
  'sports',
  'culture',
  'arts',
  'opinion',
  'environment',
  'economy',
  'international',
  'national',
  'local',
  'europe',
  'asia',
  'africa',
  'americas',
  'middle',
  'east',
  'rss',
  'feed',
  'channel',
  'edition',
  'all',
  'and',
  'the',
  'of',
  '&',
  'hp',
  'hero',
  'lifestyle',
  'travel',
  'media',
  'education',
  'society',
  'global',
  'development',
  'climate',
  'crisis',
  'entertainment',
  'markets',
  'finance',
  'insights',
  'analysis',
  'main',
]);

/** The outlet a feed's title names ("World news | The Guardian" → "The Guardian"), or the title as it is. */
export function outletName(publication: string): string {
  const parts = publication
    .split(/\s+(?:\||-|–|—|>|::)\s+|:\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const outlet = parts.find((part) =>
    part
      .toLowerCase()
      .split(/\s+/)
      .some((word) => !SECTION_WORDS.has(word)),
  );
  return (outlet ?? publication).trim().slice(0, 200);
}
