import { Injectable } from '@nestjs/common';
import type { ThemeHeadlines, ThemeKey } from '../../contracts/ideas.contract.js';
import { GenerationService } from '../generation/index.js';

/** The theme-based headline generator. */
@Injectable()
export class ThemeHeadlinesService {
  constructor(private readonly generation: GenerationService) {}

  /** Ten numbered headlines, each with its PR category name and hook. @throws AI errors (502/504) */
  async generate(theme: ThemeKey): Promise<ThemeHeadlines> {
    const { output, generator } = await this.generation.themeHeadlines({ theme });
    return { headlines: output, generatedBy: generator };
  }
}
