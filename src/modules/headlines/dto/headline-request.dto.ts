// The body of both headline endpoints and its input rules (issue 9, SPEC sections 5 and 9): the
// messages are the ones the API returns with status 400.

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH } from '../../../contracts/headlines.contract.js';

export const HEADLINE_WITHOUT_WORD_MESSAGE = 'Headline needs at least one word';

/**
 * The 400 message for an unusable headline, or undefined when it is fine. Lengths are measured on
 * the trimmed text, so "  ab  " is too short. A headline must hold a word (a letter or digit, as
 * tokenizeHeadline counts words): "!!!" or a row of emoji has nothing to score.
 */
export function headlineValidationError(headline: unknown): string | undefined {
  if (typeof headline !== 'string' || headline.trim().length === 0) return 'Headline required';
  const length = headline.trim().length;
  if (length < HEADLINE_MIN_LENGTH) return 'Headline too short';
  if (length > HEADLINE_MAX_LENGTH) return `Headline too long (at most ${HEADLINE_MAX_LENGTH} characters)`;
  if (!/[\p{L}\p{N}]/u.test(headline)) return HEADLINE_WITHOUT_WORD_MESSAGE;
  return undefined;
}

/**
 * The headline rules as one class-validator rule, so both endpoints answer 400 with the same
 * message (from headlineValidationError) before the service sees the request. A missing or
 * non-string headline reads "Headline required".
 */
function IsUsableHeadline(): PropertyDecorator {
  return ValidateBy({
    name: 'isUsableHeadline',
    validator: {
      validate: (value: unknown) => headlineValidationError(value) === undefined,
      defaultMessage: (args?: ValidationArguments) => headlineValidationError(args?.value) ?? 'Headline required',
    },
  });
}

/** Body of POST /api/analyze-headline and POST /api/headline/emotion-analysis. */
export class HeadlineRequestDto {
  @ApiProperty({
    example: '7 Surprising Ways Remote Work Is Changing City Centres',
    minLength: HEADLINE_MIN_LENGTH,
    maxLength: HEADLINE_MAX_LENGTH,
    description: `The headline to analyze: ${HEADLINE_MIN_LENGTH} to ${HEADLINE_MAX_LENGTH} characters once trimmed, with at least one letter or digit`,
  })
  @IsUsableHeadline()
  headline!: string;
}

const idRule = { message: '$property must be a positive whole number' };

/** Body of POST /api/analyze-headline: the headline, and the trending item it is written for when there is one. */
export class AnalyzeHeadlineDto extends HeadlineRequestDto {
  @ApiPropertyOptional({
    example: 42,
    description:
      "The trending item the headline is written for (an angle's item): its title, text, publication and market go to the " +
      'AI that writes the alternatives. An unknown id answers 404 and analyses nothing.',
  })
  @IsOmittable()
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(2_147_483_647, idRule)
  trendingItemId?: number;
}
