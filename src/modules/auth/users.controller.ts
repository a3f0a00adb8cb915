import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OneTimeLinkCreated, UserView } from '../../contracts/auth.contract.js';
import { Access, CurrentUserId } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { InviteDto } from './dto/invite.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('users')
@Access('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Every account, newest first (admin)' })
  list(): Promise<UserView[]> {
    return this.users.list();
  }

  @Post('invites')
  @ApiOperation({
    summary: 'Invite someone (admin, AUTH_MODE=local): creates the account and a one-time link that works for 7 days',
    description:
      'The link is e-mailed to the address when SMTP_URL is set and always answered; `email` says whether it was sent, failed (why) or is off. ' +
      '409 when the address has an active account, and with AUTH_MODE=oidc (the identity provider manages passwords).',
  })
  invite(@Body() body: InviteDto, @CurrentUserId() adminId: number): Promise<OneTimeLinkCreated> {
    return this.users.invite(body, adminId);
  }

  @Post(':id/reset')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A one-time link to set a new password (admin, AUTH_MODE=local), valid 24 hours; the user’s sessions end at once',
    description: 'E-mailed to the user when SMTP_URL is set and always answered; `email` says whether it was sent, failed (why) or is off.',
  })
  reset(@Param('id', new ParseIdPipe('user id')) id: number, @CurrentUserId() adminId: number): Promise<OneTimeLinkCreated> {
    return this.users.reset(id, adminId);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change a user’s role or disable/enable the account (admin); disabling ends its sessions',
    description:
      '409 for the last active admin (neither disabled nor made a member), and for a role change while OIDC_ADMIN_GROUPS decides roles.',
  })
  update(@Param('id', new ParseIdPipe('user id')) id: number, @Body() body: UpdateUserDto): Promise<UserView> {
    return this.users.update(id, body);
  }
}
