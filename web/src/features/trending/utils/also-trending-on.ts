import { ITEM_SOURCE_LABELS, type ItemSource, type TrendingItem } from '@contracts/trending.contract';

export type AlsoTrendingBadge = { source: ItemSource; label: string; url: string | null; titles: string[] };

/**
 * The "Also trending on" badges of a list row: one per source of the story's other items, besides the
 * row's own, in the order the items are listed (best score first). A badge links to the first of its
 * items that has a link, and names all of them (its tooltip).
 */
export function alsoTrendingBadges(item: TrendingItem): AlsoTrendingBadge[] {
  const badges = new Map<ItemSource, AlsoTrendingBadge>();
  for (const member of item.alsoTrendingOn ?? []) {
    if (member.source === item.source) continue;
    const badge = badges.get(member.source) ?? { source: member.source, label: ITEM_SOURCE_LABELS[member.source], url: null, titles: [] };
    badge.url ??= member.sourceUrl;
    badge.titles.push(member.title);
    badges.set(member.source, badge);
  }
  return [...badges.values()];
}
