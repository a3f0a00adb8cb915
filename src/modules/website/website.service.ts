import { Inject, Injectable } from '@nestjs/common';
import type { ClientInput } from '../../contracts/clients.contract.js';
import type { Generated } from '../../contracts/generation.contract.js';
import type { WebsiteAnalysis as WebsiteAnalysisContract, WebsiteCampaignIdea } from '../../contracts/website.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ClientsService } from '../clients/index.js';
import { avoidedTopicsIn, countryCodesOfMarket, GenerationService, siteMarketOf, websiteIdeasInput } from '../generation/index.js';
import { guardedFetchHtml } from '../../platform/http/guarded-fetch.js';
import { WebsiteAnalysis } from './website-analysis.entity.js';
import { toWebsiteAnalysisContract } from './website-analysis.mapper.js';
import { WebsiteAnalysisRepository } from './website-analysis.repository.js';
import { readWebsite } from './website-extraction.js';
import { clientDraftOf } from './client-draft.js';

/** How many previous analyses the screen lists. */
export const WEBSITE_ANALYSIS_LIST_LIMIT = 100;

/** Website analyses (fetch, extract, store) and the campaign ideas generated from them. */
@Injectable()
export class WebsiteService {
  constructor(
    private readonly analyses: WebsiteAnalysisRepository,
    private readonly generation: GenerationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clients: ClientsService,
  ) {}

  /**
   * Fetches the page through the guarded client (the only way a user-supplied URL leaves the server),
   * reads it into a profile and stores it. The stored url is the page actually read, after redirects.
   * @throws OutboundRefusedError (400) for a blank, invalid or refused address or answer
   * @throws OutboundUpstreamError (502) when the site cannot deliver the page
   */
  async analyze(rawUrl: string): Promise<WebsiteAnalysisContract> {
    const page = await guardedFetchHtml(rawUrl, { allowHosts: this.config.outboundAllowHosts });
    const { profile, content } = readWebsite(page.html, page.finalUrl);
    const analysis = new WebsiteAnalysis(profile.url, profile.businessType, profile.targetAudience);
    analysis.title = profile.title;
    analysis.description = profile.description;
    analysis.brand = profile.brand;
    analysis.keyMessages = profile.keyMessages;
    analysis.language = profile.language;
    analysis.mainText = content.mainText;
    analysis.sections = content.sections;
    await this.analyses.save(analysis);
    return toWebsiteAnalysisContract(analysis);
  }

  /** Previous analyses, newest first. */
  async list(): Promise<WebsiteAnalysisContract[]> {
    return (await this.analyses.listNewest(WEBSITE_ANALYSIS_LIST_LIMIT)).map(toWebsiteAnalysisContract);
  }

  /**
   * 1-5 campaign ideas grounded in one stored analysis (its business type, audience and key
   * messages). Ideas are answered, not stored: the spec lists no place that reads them back.
   * @throws AppException `not-found` for an unknown analysis; AI errors (502/504)
   */
  async generateIdeas(analysisId: number, clientId?: number): Promise<Generated<WebsiteCampaignIdea>[]> {
    const analysis = await this.findOrThrow(analysisId);
    const client = await this.clients.generationBrief(clientId);
    const { output, generator } = await this.generation.websiteIdeas(
      websiteIdeasInput(toWebsiteAnalysisContract(analysis), { mainText: analysis.mainText, sections: analysis.sections }, client),
    );
    // The model is told the client's topics to avoid; an idea that still names one is left out rather than shown.
    const ideas = client
      ? output.filter(
          (idea) =>
            avoidedTopicsIn(client, [idea.title, idea.description, idea.newsHook, idea.dataSources, ...idea.implementationSteps]).length ===
            0,
        )
      : output;
    return ideas.map((idea) => ({ ...idea, generatedBy: generator }));
  }

  /**
   * An unsaved client profile filled from one stored analysis, for the user to complete and save. Its
   * markets are the site's market as the website ideas read it (country domain, path, audience, page),
   * so the draft and the ideas agree on where the business trades. No model is asked.
   * @throws AppException `not-found` for an unknown analysis
   */
  async clientDraft(analysisId: number): Promise<ClientInput> {
    const analysis = await this.findOrThrow(analysisId);
    const contract = toWebsiteAnalysisContract(analysis);
    const site = websiteIdeasInput(contract, { mainText: analysis.mainText, sections: analysis.sections });
    return clientDraftOf(contract, countryCodesOfMarket(siteMarketOf(site, analysis.mainText ?? '')));
  }

  private async findOrThrow(analysisId: number): Promise<WebsiteAnalysis> {
    const analysis = await this.analyses.findById(analysisId);
    if (!analysis) {
      throw new AppException('not-found', `Website analysis ${analysisId} does not exist.`);
    }
    return analysis;
  }
}
