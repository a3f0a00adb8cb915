import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CLIENT_ID_MESSAGE } from '../../clients/index.js';
import { BRIEF_DEFAULTS, BRIEF_SECTORS, PR_CATEGORIES, type BrandBrief } from '../../../contracts/ideas.contract.js';

/** Longest free text a brief field takes: room for a paragraph, not for a document. */
const MAX_BRIEF_TEXT = 500;
const MAX_TIMEFRAME_DAYS = 90;
const NOT_BLANK = /\S/;
const IDEAS_MESSAGE = `Number of ideas must be a whole number from ${BRIEF_DEFAULTS.min_ideas} to ${BRIEF_DEFAULTS.max_ideas}`;
const TIMEFRAME_MESSAGE = `trend_timeframe_days must be a whole number from 1 to ${MAX_TIMEFRAME_DAYS}`;
const CATEGORY_MESSAGE = `exclude_categories must list PR category numbers from 1 to ${PR_CATEGORIES.length}`;

/**
 * The brand-brief body of POST /api/generate-campaign-ideas (SPEC section 3 "Brand brief"). Defaults
 * are applied by briefIdeasInput so they live in one place. class-validator runs a property's
 * decorators from the bottom up and stops at the first failure, so the type check sits lowest.
 */
export class BrandBriefDto implements BrandBrief {
  @ApiProperty({ example: 'Acme Pay' })
  @MaxLength(120, { message: 'Brand name has at most 120 characters' })
  @Matches(NOT_BLANK, { message: 'Brand name is required' })
  @IsString({ message: 'Brand name is required' })
  brand_name!: string;

  @ApiProperty({ example: 'fintech', description: `One of ${BRIEF_SECTORS.join(', ')}, or any sector or niche in words` })
  @MaxLength(120, { message: 'Sector has at most 120 characters' })
  @Matches(NOT_BLANK, { message: 'Sector is required' })
  @IsString({ message: 'Sector is required' })
  sector_or_niche!: string;

  @ApiPropertyOptional({ example: 'personal budgeting data' })
  @IsOptional()
  @MaxLength(MAX_BRIEF_TEXT, { message: `primary_expertise has at most ${MAX_BRIEF_TEXT} characters` })
  @IsString({ message: 'primary_expertise must be text' })
  primary_expertise?: string;

  @ApiPropertyOptional({ default: BRIEF_DEFAULTS.target_regions })
  @IsOptional()
  @MaxLength(200, { message: 'target_regions has at most 200 characters' })
  @IsString({ message: 'target_regions must be text' })
  target_regions?: string;

  @ApiPropertyOptional({ example: 'first-time buyers aged 25-35' })
  @IsOptional()
  @MaxLength(MAX_BRIEF_TEXT, { message: `core_audience has at most ${MAX_BRIEF_TEXT} characters` })
  @IsString({ message: 'core_audience must be text' })
  core_audience?: string;

  @ApiPropertyOptional({ example: 'anonymised spending data from 40,000 users' })
  @IsOptional()
  @MaxLength(MAX_BRIEF_TEXT, { message: `available_assets has at most ${MAX_BRIEF_TEXT} characters` })
  @IsString({ message: 'available_assets must be text' })
  available_assets?: string;

  @ApiPropertyOptional({ example: 'launch before the spring budget' })
  @IsOptional()
  @MaxLength(MAX_BRIEF_TEXT, { message: `timing_constraints has at most ${MAX_BRIEF_TEXT} characters` })
  @IsString({ message: 'timing_constraints must be text' })
  timing_constraints?: string;

  @ApiPropertyOptional({ default: BRIEF_DEFAULTS.tone })
  @IsOptional()
  @MaxLength(200, { message: 'tone has at most 200 characters' })
  @IsString({ message: 'tone must be text' })
  tone?: string;

  @ApiPropertyOptional({ type: [Number], example: [3, 9], description: 'PR category numbers no idea may use' })
  @IsOptional()
  @Max(PR_CATEGORIES.length, { each: true, message: CATEGORY_MESSAGE })
  @Min(1, { each: true, message: CATEGORY_MESSAGE })
  @IsInt({ each: true, message: CATEGORY_MESSAGE })
  @ArrayMaxSize(PR_CATEGORIES.length * 2, { message: CATEGORY_MESSAGE })
  @IsArray({ message: CATEGORY_MESSAGE })
  exclude_categories?: number[];

  @ApiPropertyOptional({ default: BRIEF_DEFAULTS.trend_timeframe_days, minimum: 1, maximum: MAX_TIMEFRAME_DAYS })
  @IsOptional()
  @Max(MAX_TIMEFRAME_DAYS, { message: TIMEFRAME_MESSAGE })
  @Min(1, { message: TIMEFRAME_MESSAGE })
  @IsInt({ message: TIMEFRAME_MESSAGE })
  trend_timeframe_days?: number;

  @ApiPropertyOptional({ default: BRIEF_DEFAULTS.n_ideas, minimum: BRIEF_DEFAULTS.min_ideas, maximum: BRIEF_DEFAULTS.max_ideas })
  @IsOptional()
  @Max(BRIEF_DEFAULTS.max_ideas, { message: IDEAS_MESSAGE })
  @Min(BRIEF_DEFAULTS.min_ideas, { message: IDEAS_MESSAGE })
  @IsInt({ message: IDEAS_MESSAGE })
  n_ideas?: number;

  @ApiPropertyOptional({
    description:
      "Write for this client (GET /api/clients): its profile reaches the generator and blank brief fields take the client's. 404 for an unknown client.",
  })
  @IsOptional()
  @Min(1, { message: CLIENT_ID_MESSAGE })
  @IsInt({ message: CLIENT_ID_MESSAGE })
  clientId?: number;
}
