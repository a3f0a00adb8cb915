import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type ChangePasswordRequest, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contracts/auth.contract.js';
import { IsNewPassword } from './account-rules.js';

/** POST /api/auth/password. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `currentPassword must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Please enter your current password.' })
  @IsString({ message: 'Please enter your current password.' })
  currentPassword!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })
  @IsNewPassword('newPassword')
  newPassword!: string;
}
