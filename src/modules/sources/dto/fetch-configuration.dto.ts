import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CONTENT_SOURCES,
  type ContentSource,
  DEFAULT_FETCH_CONFIGURATION,
  type FetchConfiguration,
  POST_TYPES,
  type PostType,
  TIME_PERIODS,
  type TimePeriod,
} from '../../../contracts/trending.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';

const defaults = DEFAULT_FETCH_CONFIGURATION;

// class-validator runs a property's decorators from the bottom up and the pipe stops at the first
// error, so the presence and type checks sit lowest: a missing list is reported as missing, not as
// too long or as holding a wrong entry.

export class RedditSettingsDto {
  @ApiProperty({ type: [String], example: ['technology', 'worldnews'] })
  @MaxLength(50, { each: true, message: 'a subreddit name has at most 50 characters' })
  @IsString({ each: true, message: 'reddit.subreddits must be a list of subreddit names' })
  @ArrayMaxSize(100, { message: 'reddit.subreddits may hold at most 100 names' })
  @IsArray({ message: 'reddit.subreddits must be a list of subreddit names' })
  subreddits: string[] = [...defaults.reddit.subreddits];

  @ApiProperty({ enum: POST_TYPES, default: defaults.reddit.postType })
  @IsIn(POST_TYPES, { message: `reddit.postType must be one of: ${POST_TYPES.join(', ')}` })
  postType: PostType = defaults.reddit.postType;

  @ApiProperty({ enum: TIME_PERIODS, default: defaults.reddit.timeFilter })
  @IsIn(TIME_PERIODS, { message: `reddit.timeFilter must be one of: ${TIME_PERIODS.join(', ')}` })
  timeFilter: TimePeriod = defaults.reddit.timeFilter;

  @ApiProperty({ default: defaults.reddit.minUpvotes })
  @IsInt({ message: 'reddit.minUpvotes must be a whole number' })
  @Min(0, { message: 'reddit.minUpvotes must be 0 or more' })
  @Max(10_000_000, { message: 'reddit.minUpvotes is too large' })
  minUpvotes: number = defaults.reddit.minUpvotes;
}

export class XTrendingSettingsDto {
  @ApiProperty({ default: defaults.xTrending.useFallback })
  @IsBoolean({ message: 'xTrending.useFallback must be true or false' })
  useFallback: boolean = defaults.xTrending.useFallback;

  @ApiProperty({ default: defaults.xTrending.maxResults, minimum: 1, maximum: 100 })
  @IsInt({ message: 'xTrending.maxResults must be a whole number' })
  @Min(1, { message: 'xTrending.maxResults must be between 1 and 100' })
  @Max(100, { message: 'xTrending.maxResults must be between 1 and 100' })
  maxResults: number = defaults.xTrending.maxResults;
}

/** POST /api/fetch-content: which sources to fetch and how (SPEC section 3 "Fetch configuration"). */
export class FetchConfigurationDto implements FetchConfiguration {
  @ApiProperty({ enum: CONTENT_SOURCES, isArray: true })
  @IsIn(CONTENT_SOURCES, { each: true, message: `enabledSources may hold only: ${CONTENT_SOURCES.join(', ')}` })
  @ArrayUnique({ message: 'enabledSources lists a source twice' })
  @ArrayMinSize(1, { message: 'Please select at least one data source (Reddit or X)' })
  @IsArray({ message: 'Please select at least one data source (Reddit or X)' })
  enabledSources!: ContentSource[];

  @ApiPropertyOptional({ type: RedditSettingsDto })
  @IsOmittable()
  @ValidateNested()
  @IsObject({ message: 'reddit must be an object of Reddit settings' })
  @Type(() => RedditSettingsDto)
  reddit: RedditSettingsDto = new RedditSettingsDto();

  @ApiPropertyOptional({ type: XTrendingSettingsDto })
  @IsOmittable()
  @ValidateNested()
  @IsObject({ message: 'xTrending must be an object of X settings' })
  @Type(() => XTrendingSettingsDto)
  xTrending: XTrendingSettingsDto = new XTrendingSettingsDto();
}
