import type { LucideIcon } from 'lucide-react';
import {
  Bookmark,
  Briefcase,
  CalendarDays,
  Globe,
  Heading,
  Lightbulb,
  ListChecks,
  Megaphone,
  Newspaper,
  Star,
  TrendingUp,
  Users,
} from 'lucide-react';

export type NavLinkItem = { to: string; label: string; icon: LucideIcon };

/** SPEC section 2: the ordered links; the Saved Items heading groups the saved ones. */
export const MAIN_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Trending Topics', icon: TrendingUp },
  { to: '/idea-forge', label: 'IdeaForge Generator', icon: Lightbulb },
  { to: '/campaign-ideas', label: 'Campaign Ideas', icon: Megaphone },
  { to: '/website-analyzer', label: 'Website Analyzer', icon: Globe },
  { to: '/newsjacking-calendar', label: 'Newsjacking Calendar', icon: CalendarDays },
  { to: '/headline-analyzer', label: 'Headline Analyzer', icon: Heading },
  // Issue 27: after the spec's links, so their order stays as the spec lists it.
  { to: '/clients', label: 'Clients', icon: Briefcase },
  // Issue 30: who to pitch, after who the team pitches for.
  { to: '/journalists', label: 'Journalists', icon: Users },
  { to: '/media-lists', label: 'Media Lists', icon: ListChecks },
];

export const SAVED_LINKS: readonly NavLinkItem[] = [
  { to: '/saved-angles', label: 'Saved Angles', icon: Bookmark },
  { to: '/favorite-topics', label: 'Favorite Topics', icon: Star },
  // Issue 29: the News Scraper (your own feeds) had a route but no link; it sits after the spec's saved links.
  { to: '/news-scraper', label: 'News Scraper', icon: Newspaper },
];

/** The mobile bottom bar shows the most used screens. */
export const BOTTOM_NAV_LINKS: readonly NavLinkItem[] = [MAIN_LINKS[0], MAIN_LINKS[1], MAIN_LINKS[4], MAIN_LINKS[5], SAVED_LINKS[0]];
