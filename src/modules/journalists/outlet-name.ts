// A journalist is a name at an outlet, and feeds name their outlet inside a section title: "World news
// | The Guardian", "NYT > World News", "Reuters: Top News", "BBC News - Home", "msnbc.com Latest
// Headlines". The directory keeps the outlet part so one reporter's articles from two sections of one
// paper count as one person's; a title that is only a section ("Politics", "Breaking National Political
// & World News |") gives way to the article's site ("politico.com").

/** Words of a section title; a part made only of these is the section, not the outlet. */
const SECTION_WORDS = new Set(
  `news world top latest home front page stories story headlines breaking us uk politics political national business money
  technology tech science health sport sports culture arts opinion environment economy international local europe asia africa
  americas middle east rss feed channel edition all and the of & hp hero lifestyle travel media education society global
  development climate crisis entertainment markets finance insights analysis main`.split(/\s+/),
);

/** Words a title ends with after the outlet's name ("msnbc.com Latest Headlines"); "News" stays, it is part of many names. */
const TRAILING_SECTION_WORDS = new Set([
  'latest',
  'headlines',
  'top',
  'stories',
  'home',
  'rss',
  'feed',
  'channel',
  'front',
  'page',
  'hero',
  'hp',
]);

/** The outlet a feed's title names ("World news | The Guardian" → "The Guardian"), else the article's site, else the title. */
export function outletName(publication: string, articleUrl: string | null = null): string {
  const parts = publication
    .split(/\s*(?:\||–|—|>|::)\s*|\s+-\s+|:\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const outlet = parts.find((part) =>
    part
      .toLowerCase()
      .split(/\s+/)
      .some((word) => !SECTION_WORDS.has(word)),
  );
  if (outlet) {
    const words = outlet.split(/\s+/);
    while (words.length > 1 && TRAILING_SECTION_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
    return words.join(' ').slice(0, 200);
  }
  return siteOf(articleUrl) ?? publication.trim().slice(0, 200);
}

function siteOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^(?:www|rss|feeds?)\./, '') || null;
  } catch {
    return null;
  }
}
