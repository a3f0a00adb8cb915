import type { WebsiteAnalysis as WebsiteAnalysisContract } from '../../contracts/website.contract.js';
import type { WebsiteAnalysis } from './website-analysis.entity.js';

/** The stored analysis as the API answers it (SPEC section 3 "Website analysis"; language stays inside). */
export function toWebsiteAnalysisContract(analysis: WebsiteAnalysis): WebsiteAnalysisContract {
  return {
    id: analysis.id,
    url: analysis.url,
    title: analysis.title,
    description: analysis.description,
    businessType: analysis.businessType,
    targetAudience: analysis.targetAudience,
    keyMessages: analysis.keyMessages,
    createdAt: analysis.createdAt.toISOString(),
  };
}
