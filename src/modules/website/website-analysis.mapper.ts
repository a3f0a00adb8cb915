import type { WebsiteAnalysis as WebsiteAnalysisContract } from '../../contracts/website.contract.js';
import type { WebsiteAnalysis } from './website-analysis.entity.js';
import { brandFromDomain, brandFromTitle } from './site-brand.js';

/** The stored analysis as the API answers it (SPEC section 3 "Website analysis"; language stays inside). */
export function toWebsiteAnalysisContract(analysis: WebsiteAnalysis): WebsiteAnalysisContract {
  return {
    id: analysis.id,
    url: analysis.url,
    title: analysis.title,
    description: analysis.description,
    // Rows from before the brand column: the title's name part or the domain, as the analyzer would.
    brand: analysis.brand ?? brandFromTitle(analysis.title, analysis.url) ?? brandFromDomain(analysis.url),
    businessType: analysis.businessType,
    targetAudience: analysis.targetAudience,
    keyMessages: analysis.keyMessages,
    createdAt: analysis.createdAt.toISOString(),
  };
}
