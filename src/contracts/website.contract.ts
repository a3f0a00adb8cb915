// Website analyzer.

export type WebsiteAnalysis = {
  id: number;
  url: string;
  title: string | null;
  description: string | null;
  /**
   * The name the site goes by (og:site_name, JSON-LD, title or domain; never "Home" or a phone
   * number). Added to the spec's fields rather than kept inside generation: the analyzer is the only
   * place that sees og:site_name and JSON-LD, the user can check it on screen, and ideas name it.
   */
  brand: string;
  businessType: string;
  targetAudience: string;
  keyMessages: string[];
  createdAt: string;
};

export type WebsiteCampaignIdea = {
  title: string;
  description: string;
  prCategory: string;
  timeline: string;
  difficulty: string;
  storyDelivery: string;
  dataSources: string;
  newsHook: string;
  implementationSteps: string[];
  targetPublications: string[];
  requiredAssets: string;
};
