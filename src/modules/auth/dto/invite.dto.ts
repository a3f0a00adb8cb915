import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { type InviteRequest, USER_ROLES, type UserRole } from '../../../contracts/auth.contract.js';
import { MAX_EMAIL_LENGTH } from './account-rules.js';

/** POST /api/users/invites. */
export class InviteDto implements InviteRequest {
  @ApiProperty({ example: 'ana@example.com' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters.` })
  @IsEmail({}, { message: 'email must be an email address.' })
  @IsString({ message: 'email must be an email address.' })
  email!: string;

  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: 'role must be admin or member.' })
  role!: UserRole;
}
