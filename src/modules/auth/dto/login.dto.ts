import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type LoginRequest, MAX_PASSWORD_LENGTH } from '../../../contracts/auth.contract.js';
import { MAX_EMAIL_LENGTH } from './account-rules.js';

/** POST /api/auth/login. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'ana@example.com' })
  // class-validator runs the lowest decorator first: a missing field says so before anything else.
  @MaxLength(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @IsString({ message: 'Please enter your email address.' })
  email!: string;

  @ApiProperty({ description: 'Taken exactly as typed (spaces are not tidied away)' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Please enter your password.' })
  @IsString({ message: 'Please enter your password.' })
  password!: string;
}
