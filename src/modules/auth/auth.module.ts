import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthSession } from './auth-session.entity.js';
import { AuthSessionRepository } from './auth-session.repository.js';
import { InitialAdminService } from './initial-admin.service.js';
import { LoginFailure } from './login-failure.entity.js';
import { LoginFailureRepository } from './login-failure.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { OidcClient } from './oidc-client.js';
import { OidcFlowCookie } from './oidc-flow-cookie.js';
import { OidcSignInService } from './oidc-sign-in.service.js';
import { OidcController } from './oidc.controller.js';
import { OneTimeLink } from './one-time-link.entity.js';
import { OneTimeLinkRepository } from './one-time-link.repository.js';
import { OneTimeLinksService } from './one-time-links.service.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UserRepository } from './user.repository.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/**
 * Sign-in (issue 17): accounts, server-side sessions, the guard that applies each route's @Access,
 * local passwords with one-time links, and the admins' user management. The OpenID Connect flow
 * signs people in through SessionsService.begin as well.
 */
@Module({
  imports: [MikroOrmModule.forFeature([User, AuthSession, OneTimeLink, LoginFailure])],
  controllers: [AuthController, UsersController, OidcController],
  providers: [
    UserRepository,
    AuthSessionRepository,
    OneTimeLinkRepository,
    LoginFailureRepository,
    SessionsService,
    LoginThrottleService,
    AuthService,
    OneTimeLinksService,
    UsersService,
    InitialAdminService,
    OidcClient,
    OidcFlowCookie,
    OidcSignInService,
  ],
  // For AuthGuard, which AppModule provides as a global guard.
  exports: [SessionsService],
})
export class AuthModule {}
