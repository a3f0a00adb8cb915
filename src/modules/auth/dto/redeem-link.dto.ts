import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type RedeemLinkRequest } from '../../../contracts/auth.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { IsNewPassword, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './account-rules.js';

/** POST /api/auth/links/:token. Which fields the link needs is checked by the service (setup, invite, reset). */
export class RedeemLinkDto implements RedeemLinkRequest {
  @ApiPropertyOptional({ description: 'setup only: the first admin’s address' })
  @IsOmittable()
  @MaxLength(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters.` })
  @IsEmail({}, { message: 'email must be an email address.' })
  @IsString({ message: 'email must be an email address.' })
  email?: string;

  @ApiPropertyOptional({ description: 'setup and invite: the name shown in the app' })
  @IsOmittable()
  @MaxLength(MAX_NAME_LENGTH, { message: `name must be at most ${MAX_NAME_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @IsString({ message: 'Please enter your name.' })
  name?: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })
  @IsNewPassword('password')
  password!: string;
}
