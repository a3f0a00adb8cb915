import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH } from '../../../contracts/headlines.contract.js';
import { headlineValidationError } from '../headline-validation.js';

/**
 * The headline rules of SPEC sections 5 and 9 as one class-validator rule, so both endpoints answer
 * 400 with the same message (from headlineValidationError) before the service sees the request.
 * A missing or non-string headline reads "Headline required".
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
