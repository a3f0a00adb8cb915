/** Where a trending item opens in Trendjack: the dashboard, which shows it (the link alerts carry too). */
export function trendjackItemPath(trendingItemId: number): string {
  return `/?item=${trendingItemId}`;
}
