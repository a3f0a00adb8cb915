import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthOptions, CurrentUser, OneTimeLinkView } from '../../contracts/auth.contract.js';
import { Access, CurrentUserId } from '../../common/auth/access.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import { AuthService } from './auth.service.js';
import { clientAddress } from '../../common/http/client-address.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RedeemLinkDto } from './dto/redeem-link.dto.js';
import { OneTimeLinksService } from './one-time-links.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly links: OneTimeLinksService,
  ) {}

  @Get('options')
  @Access('public')
  @ApiOperation({ summary: 'What the sign-in screen offers: the sign-in mode, and whether a first admin is still to be set up' })
  options(): Promise<AuthOptions> {
    return this.auth.options();
  }

  @Get('me')
  @Access('member')
  @ApiOperation({ summary: 'Who is signed in; 401 when signed out, 404 with AUTH_MODE=none (nobody signs in)' })
  me(@CurrentUserId() userId: number): Promise<CurrentUser> {
    return this.auth.me(userId);
  }

  @Post('login')
  @Access('public')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with email and password (AUTH_MODE=local): sets the session cookie and answers who is signed in',
    description:
      '401 "Email or password is wrong"; 403 for a disabled account; 429 with Retry-After after 10 failed sign-ins in 15 minutes for the account or from the client address. Counts against RATE_LIMIT_PER_MINUTE: it runs argon2.',
  })
  login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    return this.auth.login(body, clientAddress(request), request, response);
  }

  @Post('logout')
  @Access('public')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends this browser’s session (if any) and clears the cookie' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(request, response);
  }

  @Post('password')
  @Access('member')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change your password (AUTH_MODE=local): ends every session of yours everywhere, then signs this browser in again',
  })
  changePassword(
    @CurrentUserId() userId: number,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CurrentUser> {
    return this.auth.changePassword(userId, body, clientAddress(request), response);
  }

  @Get('links/:token')
  @Access('public')
  @ApiOperation({ summary: 'What a one-time link is for (setup, invite, reset); 404 when it is used or expired' })
  viewLink(@Param('token') token: string): Promise<OneTimeLinkView> {
    return this.links.view(token);
  }

  @Post('links/:token')
  @Access('public')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Use a one-time link: setup needs email, name and password; invite needs name and password; reset needs password',
    description:
      'Signs this browser in and answers who it is. The link works once: 404 "This link is no longer valid" afterwards, or when expired. Counts against RATE_LIMIT_PER_MINUTE: it runs argon2.',
  })
  redeemLink(
    @Param('token') token: string,
    @Body() body: RedeemLinkDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CurrentUser> {
    return this.links.redeem(token, body, request, response);
  }
}
