import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contracts/auth.contract.js';

/** The longest address RFC 5321 allows in a path. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;

/** A password someone sets: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters, the field named in the 400. */
export function IsNewPassword(field: string): PropertyDecorator {
  const tooShort = `${field} must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  // Applied, and so checked, in this order: a missing field says what it needs before any length.
  return applyDecorators(
    IsString({ message: tooShort }),
    MinLength(MIN_PASSWORD_LENGTH, { message: tooShort }),
    MaxLength(MAX_PASSWORD_LENGTH, { message: `${field} must be at most ${MAX_PASSWORD_LENGTH} characters.` }),
  );
}
