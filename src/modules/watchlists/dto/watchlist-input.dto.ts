import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { ITEM_SOURCES, type ItemSource } from '../../../contracts/trending.contract.js';
import { DEFAULT_WATCHLIST_MIN_PR_SCORE, WATCHLIST_LIMITS, type WatchlistInput } from '../../../contracts/watchlists.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { rejectedEntries } from '../../../common/validation/rejected-entries.js';
import { hasWordsToMatch, isEmailAddress, isWebUrl } from '../../../common/validation/entry-checks.js';

const L = WATCHLIST_LIMITS;

// class-validator runs a property's decorators from the bottom up and the pipe stops at the first
// error: presence and type checks sit lowest, so a missing list is reported as missing.
// Webhook addresses are checked against the outbound guard by the service (it knows OUTBOUND_ALLOW_HOSTS).

const isSource = (entry: unknown) => ITEM_SOURCES.includes(entry as ItemSource);

/** POST /api/watchlists and PUT /api/watchlists/:id (the whole watchlist; fields left out take their defaults). */
export class WatchlistInputDto implements WatchlistInput {
  @ApiProperty({ maxLength: L.nameChars, example: 'Acme in the news' })
  @MaxLength(L.nameChars, { message: `name: at most ${L.nameChars} characters.` })
  @MinLength(1, { message: 'name: please give the watchlist a name.' })
  @IsString({ message: 'name: please give the watchlist a name.' })
  name!: string;

  @ApiProperty({
    type: [String],
    example: ['Acme', '"electric cars"'],
    description:
      'Any of them matches. A phrase in double quotes matches as a phrase; bare words of one keyword must all be found. ' +
      'Case and accents are ignored; words match whole.',
  })
  @ValidateBy(
    { name: 'hasWordsToMatch', validator: { validate: hasWordsToMatch } },
    {
      each: true,
      message: (args) => `keywords: ${rejectedEntries(args, hasWordsToMatch, 'has', 'have')} no letters or digits to look for.`,
    },
  )
  @MaxLength(L.keywordChars, { each: true, message: `keywords: a keyword has at most ${L.keywordChars} characters.` })
  @IsString({ each: true, message: 'keywords must be a list of words or "phrases in quotes".' })
  @ArrayMaxSize(L.keywords, { message: `keywords: at most ${L.keywords} keywords.` })
  @ArrayMinSize(1, { message: 'keywords: add at least one keyword.' })
  @IsArray({ message: 'keywords must be a list of words or "phrases in quotes".' })
  keywords!: string[];

  @ApiPropertyOptional({ enum: ITEM_SOURCES, isArray: true, description: 'Empty or left out: every source.' })
  @IsIn(ITEM_SOURCES, {
    each: true,
    message: (args) =>
      `sources: ${rejectedEntries(args, isSource, 'is not a source', 'are not sources')}; choose from ${ITEM_SOURCES.join(', ')}.`,
  })
  @IsArray({ message: `sources must be a list of sources (${ITEM_SOURCES.join(', ')}).` })
  @IsOmittable()
  sources?: ItemSource[];

  @ApiPropertyOptional({ default: false, description: 'Issue 31: only stories whose stage is rising when a fetch sees them.' })
  @IsBoolean({ message: 'onlyRising must be true or false.' })
  @IsOmittable()
  onlyRising?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: DEFAULT_WATCHLIST_MIN_PR_SCORE })
  @Max(100, { message: 'minPrScore must be a whole number from 0 to 100.' })
  @Min(0, { message: 'minPrScore must be a whole number from 0 to 100.' })
  @IsInt({ message: 'minPrScore must be a whole number from 0 to 100.' })
  @IsOmittable()
  minPrScore?: number;

  @ApiPropertyOptional({ type: [String], example: ['pr-team@example.com'], description: 'Each gets an e-mail per match.' })
  @ValidateBy(
    { name: 'isEmailAddress', validator: { validate: isEmailAddress } },
    {
      each: true,
      message: (args) => `emails: ${rejectedEntries(args, isEmailAddress, 'is not an e-mail address', 'are not e-mail addresses')}.`,
    },
  )
  @MaxLength(254, { each: true, message: 'emails: an address has at most 254 characters.' })
  @IsString({ each: true, message: 'emails must be a list of e-mail addresses.' })
  @ArrayMaxSize(L.emails, { message: `emails: at most ${L.emails} addresses.` })
  @IsArray({ message: 'emails must be a list of e-mail addresses.' })
  @IsOmittable()
  emails?: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['https://hooks.slack.com/services/T000/B000/XXXX'],
    description:
      'Slack (hooks.slack.com) and Microsoft Teams incoming webhooks get their own message format; any other URL gets { text, item, watchlist }. ' +
      'A private or loopback host must be listed in OUTBOUND_ALLOW_HOSTS.',
  })
  @ValidateBy(
    { name: 'isWebUrl', validator: { validate: isWebUrl } },
    {
      each: true,
      message: (args) => `webhookUrls: ${rejectedEntries(args, isWebUrl, 'is not an http(s) URL', 'are not http(s) URLs')}.`,
    },
  )
  @MaxLength(L.urlChars, { each: true, message: `webhookUrls: a URL has at most ${L.urlChars} characters.` })
  @IsString({ each: true, message: 'webhookUrls must be a list of http(s) URLs.' })
  @ArrayMaxSize(L.webhookUrls, { message: `webhookUrls: at most ${L.webhookUrls} URLs.` })
  @IsArray({ message: 'webhookUrls must be a list of http(s) URLs.' })
  @IsOmittable()
  webhookUrls?: string[];
}
