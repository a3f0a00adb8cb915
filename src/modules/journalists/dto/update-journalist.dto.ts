import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { JOURNALIST_LIMITS, type JournalistUpdate } from '../../../contracts/journalists.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { isEmailAddress } from '../../../common/validation/entry-checks.js';

/** Left out: unchanged; null or "": cleared. */
const isSet = (_object: unknown, value: unknown) => value !== undefined && value !== null && value !== '';

/** PUT /api/journalists/:id: what the team adds. Nothing of it is ever fetched. */
export class UpdateJournalistDto implements JournalistUpdate {
  @ApiPropertyOptional({ nullable: true, example: 'jane.doe@example.org', description: 'Left out: unchanged; null or "": cleared.' })
  @ValidateBy(
    { name: 'isEmailAddress', validator: { validate: isEmailAddress } },
    { message: 'email must be an e-mail address such as jane@example.org.' },
  )
  @MaxLength(JOURNALIST_LIMITS.emailChars, { message: `email: at most ${JOURNALIST_LIMITS.emailChars} characters.` })
  @IsString({ message: 'email must be an e-mail address such as jane@example.org.' })
  @ValidateIf(isSet)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: JOURNALIST_LIMITS.notesChars })
  @MaxLength(JOURNALIST_LIMITS.notesChars, { message: `notes: at most ${JOURNALIST_LIMITS.notesChars} characters.` })
  @IsString({ message: 'notes must be text.' })
  @ValidateIf(isSet)
  notes?: string | null;

  @ApiPropertyOptional({ description: 'True: never offered for a pitch, shown greyed.' })
  @IsBoolean({ message: 'doNotContact must be true or false.' })
  @IsOmittable()
  doNotContact?: boolean;
}
