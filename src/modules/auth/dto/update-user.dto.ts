import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { type UpdateUserRequest, USER_ROLES, type UserRole } from '../../../contracts/auth.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';

/** PUT /api/users/:id: either field, or both. */
export class UpdateUserDto implements UpdateUserRequest {
  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOmittable()
  @IsIn(USER_ROLES, { message: 'role must be admin or member.' })
  role?: UserRole;

  @ApiPropertyOptional({ description: 'true: the account cannot sign in and its sessions end; false: it can again' })
  @IsOmittable()
  @IsBoolean({ message: 'disabled must be true or false.' })
  disabled?: boolean;
}
