import type { WebsiteAnalysis } from '@contracts/website.contract';
import { apiRequest } from '@/lib/api-client';
import { WEBSITE_ANALYSES_KEY } from './get-website-analyses';

/** Asks the server to fetch, analyze and store the page at `url`. */
export function analyzeWebsite(url: string): Promise<WebsiteAnalysis> {
  return apiRequest<WebsiteAnalysis>(WEBSITE_ANALYSES_KEY, { method: 'POST', body: { url } });
}
