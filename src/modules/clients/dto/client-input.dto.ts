import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsObject,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  CLIENT_LIMITS,
  type ClientContact,
  type ClientInput,
  type ClientSpokesperson,
  isLanguageCode,
  marketCodeOf,
} from '../../../contracts/clients.contract.js';
import { isCountryCode } from '../../../contracts/trend-source-settings.contract.js';
import { hasWordsToMatch, isEmailAddress, isWebUrl } from '../../../common/validation/entry-checks.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { rejectedEntries } from '../../../common/validation/rejected-entries.js';
import { FIELD_PATH_TOKEN as PATH } from '../../../common/validation/validation.pipe.js';

const L = CLIENT_LIMITS;

// class-validator runs a property's decorators from the bottom up (applyDecorators: in the order
// given) and the pipe stops at the first error: presence and type checks come first, so a missing
// list is reported as missing. Every message starts with the field's whole path ($path, filled in by
// the validation pipe), so "spokespeople.2.email" is named even from inside a spokesperson.
// Empty entries of the text lists pass here and are dropped by client-rules.ts, as a form leaves them.

/** An empty field of a form means "none": an e-mail left blank is no address rather than a bad one. */
const isEmailOrBlank = (entry: unknown) => entry === '' || isEmailAddress(entry);
const isPhoneNumber = (entry: unknown) => typeof entry === 'string' && /^[\d\s+\-().]*$/.test(entry);
const isTopic = (entry: unknown) => entry === '' || hasWordsToMatch(entry);

/** `$path.3`: the first entry of a list that fails, so the message names the entry and not only the list. */
function firstFailing(args: ValidationArguments, isValid: (entry: unknown) => boolean): string {
  const entries: unknown[] = Array.isArray(args.value) ? args.value : [];
  return `${PATH}.${entries.findIndex((entry) => !isValid(entry))}`;
}

/** An optional one-line or multi-line text of at most `maxChars`. */
function OptionalText(maxChars: number, example: string, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: maxChars, example, description, default: '' }),
    IsOmittable(),
    IsString({ message: `${PATH} must be text.` }),
    MaxLength(maxChars, { message: `${PATH}: at most ${maxChars} characters.` }),
  );
}

/** An optional list of texts: at most `maxEntries`, each at most `maxChars`. */
function OptionalTextList(maxEntries: number, maxChars: number, example: string[], description?: string): PropertyDecorator {
  const fitsLength = (entry: unknown) => typeof entry === 'string' && entry.length <= maxChars;
  return applyDecorators(
    ApiPropertyOptional({ type: [String], example, description, default: [] }),
    IsOmittable(),
    IsArray({ message: `${PATH} must be a list of texts.` }),
    ArrayMaxSize(maxEntries, { message: `${PATH}: at most ${maxEntries} entries.` }),
    IsString({ each: true, message: `${PATH} must be a list of texts.` }),
    MaxLength(maxChars, { each: true, message: (args) => `${firstFailing(args, fitsLength)}: at most ${maxChars} characters.` }),
  );
}

/** One spokesperson: a name is required; the rest may be left out. */
export class ClientSpokespersonDto implements ClientSpokesperson {
  @ApiProperty({ maxLength: L.spokespersonNameChars, example: 'Jane Doe' })
  @MaxLength(L.spokespersonNameChars, { message: `${PATH}: at most ${L.spokespersonNameChars} characters.` })
  @MinLength(1, { message: `${PATH}: please give the spokesperson's name.` })
  @IsString({ message: `${PATH}: please give the spokesperson's name.` })
  name!: string;

  @OptionalText(L.spokespersonTitleChars, 'Head of Research')
  title!: string;

  @OptionalTextList(L.expertise, L.expertiseChars, ['energy prices', 'household budgets'], 'Fields of expertise as keywords.')
  expertise!: string[];

  @OptionalText(L.bioChars, 'Jane leads Acme’s research into household energy use.')
  bio!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'jane.doe@acme.example', default: null })
  @ValidateBy(
    { name: 'isEmailOrBlank', validator: { validate: isEmailOrBlank } },
    { message: (args) => `${PATH}: ${rejectedEntries(args, isEmailOrBlank, 'is not an e-mail address', '')}.` },
  )
  @MaxLength(L.emailChars, { message: `${PATH}: at most ${L.emailChars} characters.` })
  @IsString({ message: `${PATH} must be an e-mail address or null.` })
  @ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null)
  email!: string | null;
}

/** Who a journalist writes back to; every field may be left out (empty). */
export class ClientContactDto implements ClientContact {
  @OptionalText(L.contactNameChars, 'Sam Lee')
  name!: string;

  @ApiPropertyOptional({ maxLength: L.emailChars, example: 'press@acme.example', default: '' })
  @ValidateBy(
    { name: 'isEmailOrBlank', validator: { validate: isEmailOrBlank } },
    { message: (args) => `${PATH}: ${rejectedEntries(args, isEmailOrBlank, 'is not an e-mail address', '')}.` },
  )
  @MaxLength(L.emailChars, { message: `${PATH}: at most ${L.emailChars} characters.` })
  @IsString({ message: `${PATH} must be an e-mail address.` })
  @IsOmittable()
  email!: string;

  @ApiPropertyOptional({ maxLength: L.phoneChars, example: '+44 20 7946 0000', default: '' })
  @ValidateBy(
    { name: 'isPhoneNumber', validator: { validate: isPhoneNumber } },
    { message: `${PATH}: a phone number holds only digits, spaces and + - ( ) .` },
  )
  @MaxLength(L.phoneChars, { message: `${PATH}: at most ${L.phoneChars} characters.` })
  @IsString({ message: `${PATH} must be a phone number.` })
  @IsOmittable()
  phone!: string;
}

/** POST /api/clients and PUT /api/clients/:id (the whole profile; fields left out take their defaults). */
export class ClientInputDto implements ClientInput {
  @ApiProperty({ maxLength: L.nameChars, example: 'Acme Energy', description: 'Unique across the team (case and spaces ignored).' })
  @MaxLength(L.nameChars, { message: `${PATH}: at most ${L.nameChars} characters.` })
  @MinLength(1, { message: `${PATH}: please give the client a name.` })
  @IsString({ message: `${PATH}: please give the client a name.` })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://acme.example', default: null })
  @ValidateBy({ name: 'isWebUrl', validator: { validate: isWebUrl } }, { message: `${PATH}: please give an http(s) address or null.` })
  @MaxLength(L.websiteChars, { message: `${PATH}: at most ${L.websiteChars} characters.` })
  @IsString({ message: `${PATH}: please give an http(s) address or null.` })
  @ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null)
  website?: string | null;

  @OptionalText(L.sectorChars, 'home energy')
  sector?: string;

  @OptionalText(L.descriptionChars, 'Acme supplies gas and electricity to 2 million UK homes.')
  description?: string;

  @ApiProperty({
    type: [String],
    example: ['GB', 'IE'],
    description: 'ISO 3166-1 alpha-2 country codes, at least one; lower case is read as upper case and "UK" as "GB".',
  })
  @ValidateBy(
    { name: 'isCountryCode', validator: { validate: isCountryCode } },
    {
      each: true,
      message: (args) =>
        `${PATH}: ${rejectedEntries(args, isCountryCode, 'is not a country code', 'are not country codes')}; use two letters (ISO 3166-1 alpha-2), such as GB or US.`,
    },
  )
  @IsString({ each: true, message: `${PATH} must be a list of two-letter country codes, such as GB or US.` })
  @ArrayMaxSize(L.markets, { message: `${PATH}: at most ${L.markets} countries.` })
  @ArrayMinSize(1, { message: `${PATH}: add at least one country the client works in.` })
  @IsArray({ message: `${PATH} must be a list of two-letter country codes, such as GB or US.` })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === 'string' ? marketCodeOf(entry) : entry)) : value,
  )
  markets!: string[];

  @ApiPropertyOptional({ type: [String], example: ['en', 'ga'], description: 'ISO 639-1 language codes.', default: [] })
  @ValidateBy(
    { name: 'isLanguageCode', validator: { validate: isLanguageCode } },
    {
      each: true,
      message: (args) =>
        `${PATH}: ${rejectedEntries(args, isLanguageCode, 'is not a language code', 'are not language codes')}; use two letters (ISO 639-1), such as en or fr.`,
    },
  )
  @IsString({ each: true, message: `${PATH} must be a list of two-letter language codes, such as en or fr.` })
  @ArrayMaxSize(L.languages, { message: `${PATH}: at most ${L.languages} languages.` })
  @IsArray({ message: `${PATH} must be a list of two-letter language codes, such as en or fr.` })
  @IsOmittable()
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === 'string' ? entry.toLowerCase() : entry)) : value,
  )
  languages?: string[];

  @ApiPropertyOptional({ type: [ClientSpokespersonDto], default: [] })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: `${PATH} must be a list of spokespeople, each with a name.` })
  @ArrayMaxSize(L.spokespeople, { message: `${PATH}: at most ${L.spokespeople} spokespeople.` })
  @IsArray({ message: `${PATH} must be a list of spokespeople, each with a name.` })
  @IsOmittable()
  @Type(() => ClientSpokespersonDto)
  spokespeople?: ClientSpokespersonDto[];

  @OptionalTextList(L.assets, L.assetChars, ['order data from 60,000 UK households'], 'Own data and assets, one per entry.')
  assets?: string[];

  @OptionalTextList(L.messages, L.messageChars, ['Fixed tariffs with no exit fees'], 'Products and key messages, one per entry.')
  messages?: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['gambling', '"fossil fuels"'],
    description: 'Words, and phrases in double quotes, as a watchlist reads them: an item that matches one is never pitched.',
    default: [],
  })
  @ValidateBy(
    { name: 'isTopic', validator: { validate: isTopic } },
    { each: true, message: (args) => `${PATH}: ${rejectedEntries(args, isTopic, 'has', 'have')} no letters or digits to look for.` },
  )
  @MaxLength(L.avoidTopicChars, {
    each: true,
    message: (args) =>
      `${firstFailing(args, (entry) => typeof entry === 'string' && entry.length <= L.avoidTopicChars)}: at most ${L.avoidTopicChars} characters.`,
  })
  @IsString({ each: true, message: `${PATH} must be a list of words or "phrases in quotes".` })
  @ArrayMaxSize(L.avoidTopics, { message: `${PATH}: at most ${L.avoidTopics} entries.` })
  @IsArray({ message: `${PATH} must be a list of words or "phrases in quotes".` })
  @IsOmittable()
  avoidTopics?: string[];

  @OptionalTextList(L.competitors, L.competitorChars, ['Bolt Power'])
  competitors?: string[];

  @OptionalText(L.toneChars, 'plain-spoken and warm')
  tone?: string;

  @OptionalText(L.boilerplateChars, 'About Acme: Acme supplies gas and electricity to 2 million UK homes.', 'Ends every pitch.')
  boilerplate?: string;

  @ApiPropertyOptional({ type: ClientContactDto, default: { name: '', email: '', phone: '' } })
  @ValidateNested()
  @IsObject({ message: `${PATH} must be an object of name, email and phone.` })
  @IsOmittable()
  @Type(() => ClientContactDto)
  contact?: ClientContactDto;
}
