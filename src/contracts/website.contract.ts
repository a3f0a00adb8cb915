// Website analyzer.

export type WebsiteAnalysis = {
  id: number;
  url: string;
  title: string | null;
  description: string | null;
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
