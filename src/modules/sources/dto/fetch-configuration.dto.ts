import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
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
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import {
  CONTENT_SOURCES,
  type ContentSource,
  DEFAULT_FETCH_CONFIGURATION,
  DEFAULT_GOOGLE_TRENDS_GEOS,
  DEFAULT_WIKIPEDIA_LANGUAGES,
  type FetchConfiguration,
  POST_TYPES,
  type PostType,
  TIME_PERIODS,
  type TimePeriod,
} from '../../../contracts/trending.contract.js';
import {
  isCountryCode,
  isMastodonInstanceUrl,
  isWikipediaLanguage,
  MAX_GOOGLE_TRENDS_GEOS,
  MAX_MASTODON_INSTANCES,
  MAX_WIKIPEDIA_LANGUAGES,
} from '../../../contracts/trend-source-settings.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { rejectedEntries } from '../../../common/validation/rejected-entries.js';

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

/** Upper-cases each text of a list ("us" → "US"); anything else is left for the type checks. */
const upperCaseEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === 'string' ? entry.toUpperCase() : entry)) : value;
const lowerCaseEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === 'string' ? entry.toLowerCase() : entry)) : value;

export class GoogleTrendsSettingsDto {
  @ApiProperty({
    type: [String],
    example: [...DEFAULT_GOOGLE_TRENDS_GEOS],
    description: 'Countries whose "Trending now" list is read: ISO 3166-1 alpha-2 codes',
  })
  @ValidateBy(
    { name: 'isCountryCode', validator: { validate: isCountryCode } },
    {
      each: true,
      message: (args) =>
        `googleTrends.geos: ${rejectedEntries(args, isCountryCode, 'is not a country code', 'are not country codes')}; use two letters (ISO 3166-1 alpha-2), such as US or GB`,
    },
  )
  @IsString({ each: true, message: 'googleTrends.geos must be a list of two-letter country codes, such as US or GB' })
  @ArrayMaxSize(MAX_GOOGLE_TRENDS_GEOS, { message: `googleTrends.geos may hold at most ${MAX_GOOGLE_TRENDS_GEOS} countries` })
  @ArrayMinSize(1, { message: 'googleTrends.geos must name at least one country' })
  @IsArray({ message: 'googleTrends.geos must be a list of two-letter country codes, such as US or GB' })
  @Transform(upperCaseEach)
  geos: string[] = [...DEFAULT_GOOGLE_TRENDS_GEOS];
}

export class WikipediaSettingsDto {
  @ApiProperty({ type: [String], example: [...DEFAULT_WIKIPEDIA_LANGUAGES], description: 'Wikipedia editions by subdomain: en, de, pt' })
  @ValidateBy(
    { name: 'isWikipediaLanguage', validator: { validate: isWikipediaLanguage } },
    {
      each: true,
      message: (args) =>
        `wikipedia.languages: ${rejectedEntries(args, isWikipediaLanguage, 'is not a Wikipedia language code', 'are not Wikipedia language codes')}; use the edition's subdomain, such as en, de or pt`,
    },
  )
  @IsString({ each: true, message: 'wikipedia.languages must be a list of language codes, such as en or de' })
  @ArrayMaxSize(MAX_WIKIPEDIA_LANGUAGES, { message: `wikipedia.languages may hold at most ${MAX_WIKIPEDIA_LANGUAGES} languages` })
  @ArrayMinSize(1, { message: 'wikipedia.languages must name at least one language' })
  @IsArray({ message: 'wikipedia.languages must be a list of language codes, such as en or de' })
  @Transform(lowerCaseEach)
  languages: string[] = [...DEFAULT_WIKIPEDIA_LANGUAGES];
}

export class MastodonSettingsDto {
  @ApiProperty({ type: [String], example: ['https://mastodon.social'], description: 'Mastodon instances by their https address' })
  @IsMastodonInstance({
    each: true,
    message: (args) =>
      `mastodon.instances: ${rejectedEntries(args, isMastodonInstanceUrl, 'is not the https address of a Mastodon instance', 'are not https addresses of Mastodon instances')}, such as https://mastodon.social`,
  })
  @IsString({ each: true, message: 'mastodon.instances must be a list of https addresses, such as https://mastodon.social' })
  @ArrayMaxSize(MAX_MASTODON_INSTANCES, { message: `mastodon.instances may hold at most ${MAX_MASTODON_INSTANCES} instances` })
  @ArrayMinSize(1, { message: 'mastodon.instances must name at least one instance' })
  @IsArray({ message: 'mastodon.instances must be a list of https addresses, such as https://mastodon.social' })
  instances!: string[];
}

function IsMastodonInstance(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isMastodonInstance', validator: { validate: isMastodonInstanceUrl } }, options);
}

/** POST /api/fetch-content: which sources to fetch and how (SPEC section 3 "Fetch configuration"). */
export class FetchConfigurationDto implements FetchConfiguration {
  @ApiProperty({ enum: CONTENT_SOURCES, isArray: true })
  @IsIn(CONTENT_SOURCES, {
    each: true,
    message: (args) =>
      `enabledSources: ${rejectedEntries(args, (entry) => CONTENT_SOURCES.includes(entry as ContentSource), 'is not a source', 'are not sources')}; choose from ${CONTENT_SOURCES.join(', ')}`,
  })
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

  @ApiPropertyOptional({ type: GoogleTrendsSettingsDto })
  @IsOmittable()
  @ValidateNested()
  @IsObject({ message: 'googleTrends must be an object of Google Trends settings' })
  @Type(() => GoogleTrendsSettingsDto)
  googleTrends?: GoogleTrendsSettingsDto;

  @ApiPropertyOptional({ type: WikipediaSettingsDto })
  @IsOmittable()
  @ValidateNested()
  @IsObject({ message: 'wikipedia must be an object of Wikipedia settings' })
  @Type(() => WikipediaSettingsDto)
  wikipedia?: WikipediaSettingsDto;

  @ApiPropertyOptional({ type: MastodonSettingsDto })
  @IsOmittable()
  @ValidateNested()
  @IsObject({ message: 'mastodon must be an object of Mastodon settings' })
  @Type(() => MastodonSettingsDto)
  mastodon?: MastodonSettingsDto;
}
