/** A screen's title (its h1) and what it says it is for, under the title. */
export type ScreenHeading = { title: string; subtitle?: string };

/**
 * What each screen is called (SPEC texts), by its address: the screen's own header and the frame
 * painted before the screen can show (issue 29: who is here, or the screen's code, still on its way)
 * both read it here, so the heading a person sees first is the one that stays.
 */
export const SCREEN_HEADINGS = {
  '/': {
    title: 'Trending Topics',
    subtitle: 'Find trending topics and generate PR campaign ideas based on social media and news.',
  },
  '/idea-forge': { title: 'IdeaForge Generator', subtitle: 'Turn a brand brief into newsworthy campaign ideas.' },
  '/campaign-ideas': {
    title: 'Campaign Ideas',
    subtitle: 'Pick a theme and generate data-led headlines with a plan behind each.',
  },
  '/website-analyzer': { title: 'Website Analyzer', subtitle: "Analyze a company's website and turn it into campaign ideas." },
  '/newsjacking-calendar': {
    title: 'Newsjacking Calendar',
    subtitle: 'Plan your PR campaigns around upcoming events and key dates.',
  },
  '/headline-analyzer': { title: 'Headline Analyzer', subtitle: 'Analyze and optimize your headlines for maximum impact.' },
  '/clients': {
    title: 'Clients',
    subtitle: 'Who you pitch for. Choose one under Working for: trends get a fit score, and ideas and pitches are written for them.',
  },
  '/journalists': {
    title: 'Journalists',
    subtitle: 'Who writes about what, from the bylines of the feeds you read. Kept on your server; nothing is scraped.',
  },
  '/media-lists': { title: 'Media Lists', subtitle: 'Named lists of journalists to pitch, optionally for one client, ready to export.' },
  '/saved-angles': { title: 'Saved Angles', subtitle: 'View and manage your saved PR angles.' },
  '/favorite-topics': {
    title: 'Favorite Topics',
    subtitle: 'Watch keywords across every source and get an alert by e-mail, Slack or Teams the moment a matching story breaks.',
  },
  '/news-scraper': {
    title: 'News Scraper',
    subtitle: 'Follow news sites and blogs: their stories arrive with Top Media on every fetch.',
  },
  '/settings': {
    title: 'Settings',
    subtitle: 'Connect an AI provider and Reddit, and see how sources and the calendar are doing.',
  },
  '/error': { title: 'Error' },
} as const satisfies Record<string, ScreenHeading>;

/** Any address no screen answers (the router's catch-all). */
export const NOT_FOUND_HEADING: ScreenHeading = { title: '404 Page Not Found' };

/** The heading of the screen at this address; a trailing slash names the same screen. */
export function screenHeadingFor(pathname: string): ScreenHeading {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(SCREEN_HEADINGS, path) ? SCREEN_HEADINGS[path as keyof typeof SCREEN_HEADINGS] : NOT_FOUND_HEADING;
}
