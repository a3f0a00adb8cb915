import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../common/auth/access.js';
import { OidcSignInService } from './oidc-sign-in.service.js';

/** The browser's round trip through the company's OpenID provider (AUTH_MODE=oidc); both answers are redirects. */
@ApiTags('auth')
@Controller('auth')
export class OidcController {
  constructor(private readonly signIn: OidcSignInService) {}

  @Get('login/oidc')
  @Access('public')
  @ApiQuery({ name: 'returnTo', required: false, description: "A path on this site to come back to after signing in ('/' otherwise)" })
  @ApiOperation({
    summary: "Sign in through the company's OpenID provider (AUTH_MODE=oidc): redirects the browser to it",
    description:
      '302 to the provider (authorization code flow with PKCE S256, state and nonce kept in an encrypted 10-minute cookie). ' +
      '502 "The sign-in provider at <host> cannot be reached right now."; 404 when the server does not sign in through an OpenID provider.',
  })
  async login(@Query('returnTo') returnTo: unknown, @Res() response: Response): Promise<void> {
    const location = await this.signIn.begin(returnTo, response);
    response.set('Cache-Control', 'no-store').redirect(302, location);
  }

  @Get('callback')
  @Access('public')
  @ApiOperation({
    summary: 'Where the OpenID provider sends the browser back (PUBLIC_URL + /api/auth/callback): starts the session',
    description:
      '302 to the path the sign-in started from, with the session cookie set; or 302 to /?sign_in_error=<words> without a ' +
      'session when the sign-in was cancelled, expired, does not match this browser, could not be verified, or the account is disabled.',
  })
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const location = await this.signIn.complete(request, response);
    response.set('Cache-Control', 'no-store').redirect(302, location);
  }
}
