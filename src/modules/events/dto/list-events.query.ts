import { Transform, type TransformFnParams } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { EVENT_REGIONS, EVENT_SECTORS } from '../../../contracts/events.contract.js';
import { isCalendarDate } from '../calendar-date.js';

/** Longest accepted search text; longer input is a client error, not a query to run. */
export const MAX_SEARCH_LENGTH = 200;

export const SECTOR_CHOICES = ['all', ...EVENT_SECTORS] as const;
export const REGION_CHOICES = ['all', ...EVENT_REGIONS] as const;

// class-validator runs a property's decorators from the bottom up and the pipe stops at the first
// error, so the type check sits lowest: a repeated parameter is reported as repeated, not as a bad value.

/** A parameter sent empty (`?startDate=`) filters nothing, as if it had been left out. */
const blankAsAbsent = ({ value }: TransformFnParams): unknown => (value === '' ? undefined : value);

/** `choices` in any letter case: a hand-typed `?sector=Tech` means tech. */
const oneOfIgnoringCase = (choices: readonly string[]) => new RegExp(`^(${choices.join('|')})$`, 'i');

const givenOnce = (parameter: string) => `Invalid ${parameter}: give it once, as text.`;

function IsCalendarDate(parameter: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
    { message: ({ value }: ValidationArguments) => `Invalid ${parameter} "${String(value)}". Use a real date in the form YYYY-MM-DD.` },
  );
}

/** The window's start may equal its end but not pass it; an invalid endDate is reported on its own. */
function IsNotAfterEndDate(): PropertyDecorator {
  const endDateOf = (args: ValidationArguments) => (args.object as ListEventsQuery).endDate;
  return ValidateBy(
    {
      name: 'isNotAfterEndDate',
      validator: {
        validate: (value: string, args?: ValidationArguments) => {
          const endDate = args && endDateOf(args);
          return !isCalendarDate(endDate) || value <= endDate;
        },
      },
    },
    { message: (args: ValidationArguments) => `Invalid startDate "${String(args.value)}": it is after endDate "${endDateOf(args)}".` },
  );
}

/**
 * GET /api/events: the query as the calendar sends it, each filter only when set (SPEC section 7).
 * Values arrive tidied (NormalizeInputPipe trims them). Sector and region are checked in any letter
 * case and keep the case they came in, so a message quotes what the person typed; EventFiltersPipe
 * turns a valid query into EventFilters.
 */
export class ListEventsQuery {
  @Matches(oneOfIgnoringCase(SECTOR_CHOICES), {
    message: ({ value }: ValidationArguments) => `Invalid sector "${String(value)}". Use one of: ${SECTOR_CHOICES.join(', ')}.`,
  })
  @IsString({ message: givenOnce('sector') })
  @IsOptional()
  @Transform(blankAsAbsent)
  sector?: string;

  @Matches(oneOfIgnoringCase(REGION_CHOICES), {
    message: ({ value }: ValidationArguments) => `Invalid region "${String(value)}". Use one of: ${REGION_CHOICES.join(', ')}.`,
  })
  @IsString({ message: givenOnce('region') })
  @IsOptional()
  @Transform(blankAsAbsent)
  region?: string;

  /** YYYY-MM-DD, inclusive: an event that ends on or after it counts. */
  @IsNotAfterEndDate()
  @IsCalendarDate('startDate')
  @IsString({ message: givenOnce('startDate') })
  @IsOptional()
  @Transform(blankAsAbsent)
  startDate?: string;

  /** YYYY-MM-DD, inclusive: an event that starts on or before it counts. */
  @IsCalendarDate('endDate')
  @IsString({ message: givenOnce('endDate') })
  @IsOptional()
  @Transform(blankAsAbsent)
  endDate?: string;

  /** Case-insensitive text in the title or the description, taken literally. */
  @MaxLength(MAX_SEARCH_LENGTH, { message: `Invalid search: use at most ${MAX_SEARCH_LENGTH} characters.` })
  @IsString({ message: givenOnce('search') })
  @IsOptional()
  @Transform(blankAsAbsent)
  search?: string;
}
