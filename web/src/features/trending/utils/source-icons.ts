import type { ItemSource } from '@contracts/trending.contract';
import { AtSign, BookOpen, Cloud, Flame, Hash, type LucideIcon, MessageSquare, Newspaper, Search } from 'lucide-react';

/** Each source's icon and colour: one choice for the Data Sources card and the trending rows. */
export const SOURCE_ICONS: Readonly<Record<ItemSource, { icon: LucideIcon; colour: string }>> = {
  reddit: { icon: MessageSquare, colour: 'text-orange-600' },
  x_trending: { icon: AtSign, colour: 'text-slate-900' },
  news: { icon: Newspaper, colour: 'text-blue-700' },
  google_trends: { icon: Search, colour: 'text-blue-600' },
  bluesky: { icon: Cloud, colour: 'text-sky-500' },
  hackernews: { icon: Flame, colour: 'text-orange-500' },
  wikipedia: { icon: BookOpen, colour: 'text-slate-700' },
  mastodon: { icon: Hash, colour: 'text-violet-600' },
};
