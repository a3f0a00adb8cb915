import { Injectable } from '@nestjs/common';
import type { ThemeHeadline, ThemeKey } from '../../contracts/ideas.contract.js';
import { AiService } from '../../platform/ai/ai.service.js';

/** The theme-based headline generator. */
@Injectable()
export class ThemeHeadlinesService {
  constructor(private readonly ai: AiService) {}

  /** Ten numbered headlines, each with its PR category name and hook. @throws AI errors (502/504) */
  async generate(theme: ThemeKey): Promise<{ headlines: ThemeHeadline[] }> {
    const { output } = await this.ai.themeHeadlines({ theme });
    return { headlines: output };
  }
}
