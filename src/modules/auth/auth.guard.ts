import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_METADATA, type AccessLevel, type RequestWithUser } from '../../common/auth/access.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ADMIN_ONLY_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './auth-messages.js';
import { SessionsService } from './sessions.service.js';

/**
 * Who may call each route (issue 17), registered before the rate limit so a signed-out request is a
 * 401 that spends nothing. With AUTH_MODE=none every route is open and no user is set. Otherwise the
 * route's @Access decides (the handler's over its controller's): `public` passes; `member` needs a
 * session (401); `admin` needs an admin's (403 for a member). A route that states no decision is
 * treated as `admin`: closed rather than open.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.config.auth.mode === 'none' || context.getType() !== 'http') {
      return true;
    }
    const level =
      this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]) ?? 'admin';
    if (level === 'public') {
      return true;
    }
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const user = await this.sessions.resolve(request);
    if (!user) {
      throw new AppException('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    }
    request.user = user;
    if (level === 'admin' && user.role !== 'admin') {
      throw new AppException('forbidden', ADMIN_ONLY_MESSAGE);
    }
    return true;
  }
}
