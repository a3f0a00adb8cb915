import type { ThemeHeadlines, ThemeKey } from '@contracts/ideas.contract';
import { apiRequest } from '@/lib/api-client';

/** Ten headlines for a theme (the theme shape of POST /api/generate-campaign-ideas). */
export function generateThemeHeadlines(theme: ThemeKey): Promise<ThemeHeadlines> {
  return apiRequest<ThemeHeadlines>('/api/generate-campaign-ideas', { method: 'POST', body: { theme } });
}
