import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../../common/errors/app.exception.js';
import { createValidationPipe } from '../../../common/validation/validation.pipe.js';
import { BrandBriefDto } from './brand-brief.dto.js';
import { ThemeHeadlinesDto } from './theme-headlines.dto.js';

/** POST /api/generate-campaign-ideas serves two payload shapes on one path (SPEC section 7). */
export type CampaignIdeasRequest = { kind: 'theme'; body: ThemeHeadlinesDto } | { kind: 'brief'; body: BrandBriefDto };

export const MISSING_SHAPE_MESSAGE = 'Send either a theme or a brand brief (brand_name and sector_or_niche).';
export const BOTH_SHAPES_MESSAGE = 'Send either a theme or a brand brief, not both.';

/** Any of these keys makes a body a brand brief, so a brief missing its brand name hears "Brand name is required". */
const BRIEF_KEYS: ReadonlySet<string> = new Set<keyof BrandBriefDto>([
  'brand_name',
  'sector_or_niche',
  'primary_expertise',
  'target_regions',
  'core_audience',
  'available_assets',
  'timing_constraints',
  'tone',
  'exclude_categories',
  'trend_timeframe_days',
  'n_ideas',
]);

/**
 * Picks the shape by the body's keys (`theme` → theme headlines, any brief field → brand brief) and
 * validates it with that shape's DTO through the app's validation pipe, so both shapes answer with
 * the same messages and refuse unknown fields. A body that is neither is a 400 saying what to send.
 */
@Injectable()
export class CampaignIdeasRequestPipe implements PipeTransform<unknown, Promise<CampaignIdeasRequest>> {
  private readonly validation = createValidationPipe();

  async transform(value: unknown): Promise<CampaignIdeasRequest> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new AppException('invalid-input', MISSING_SHAPE_MESSAGE);
    }
    const keys = Object.keys(value);
    const isTheme = keys.includes('theme');
    const isBrief = keys.some((key) => BRIEF_KEYS.has(key));
    if (isTheme && isBrief) {
      throw new AppException('invalid-input', BOTH_SHAPES_MESSAGE);
    }
    if (isTheme) {
      return {
        kind: 'theme',
        body: (await this.validation.transform(value, { type: 'body', metatype: ThemeHeadlinesDto })) as ThemeHeadlinesDto,
      };
    }
    if (isBrief) {
      return { kind: 'brief', body: (await this.validation.transform(value, { type: 'body', metatype: BrandBriefDto })) as BrandBriefDto };
    }
    throw new AppException('invalid-input', MISSING_SHAPE_MESSAGE);
  }
}
