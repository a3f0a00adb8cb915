import type { ExecutionContext } from '@nestjs/common';
import { Controller, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, type RequestUser, type RequestWithUser } from '../../common/auth/access.js';
import { AppException } from '../../common/errors/app.exception.js';
import { type AppConfig, loadAppConfig } from '../../config/app-config.js';
import { AuthGuard } from './auth.guard.js';
import type { SessionsService } from './sessions.service.js';

@Controller()
@Access('member')
class MemberController {
  @Get()
  inherits(): void {}

  @Get()
  @Access('admin')
  overridden(): void {}

  @Get()
  @Access('public')
  open(): void {}
}

@Controller()
class UndecidedController {
  @Get()
  undecided(): void {}
}

const MEMBER: RequestUser = { id: 2, role: 'member' };
const ADMIN: RequestUser = { id: 1, role: 'admin' };

/** The guard's verdict on a handler for a request whose session resolves to `user`; the request afterwards. */
async function verdict(
  config: AppConfig,
  controller: new () => object,
  handler: string,
  user: RequestUser | null,
): Promise<{ outcome: true | AppException; request: RequestWithUser; resolved: boolean }> {
  const request = {} as RequestWithUser;
  let resolved = false;
  const sessions = {
    resolve: () => {
      resolved = true;
      return Promise.resolve(user);
    },
  } as unknown as SessionsService;
  const context = {
    getType: () => 'http',
    getHandler: () => (controller.prototype as Record<string, unknown>)[handler],
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  const outcome = await new AuthGuard(new Reflector(), sessions, config).canActivate(context).then(
    (passed) => passed as true,
    (error: unknown) => error as AppException,
  );
  return { outcome, request, resolved };
}

const local = loadAppConfig({ AUTH_MODE: 'local' });
const none = loadAppConfig({ AUTH_MODE: 'none' });

describe(AuthGuard.name, () => {
  describe('when sign-in is off (AUTH_MODE=none)', () => {
    it('should let every route through, admin and undecided ones too, and set no user', async () => {
      for (const [controller, handler] of [
        [MemberController, 'overridden'],
        [UndecidedController, 'undecided'],
      ] as const) {
        const { outcome, request, resolved } = await verdict(none, controller, handler, null);
        expect(outcome).toBe(true);
        expect(request.user).toBeUndefined();
        expect(resolved).toBe(false);
      }
    });
  });

  describe('when the route is public', () => {
    it('should pass without looking up a session', async () => {
      const { outcome, resolved } = await verdict(local, MemberController, 'open', null);
      expect(outcome).toBe(true);
      expect(resolved).toBe(false);
    });
  });

  describe('when the route is for members (the controller’s decision)', () => {
    it('should refuse a request without a session with 401 "Sign in to continue."', async () => {
      const { outcome } = await verdict(local, MemberController, 'inherits', null);
      expect(outcome).toEqual(new AppException('unauthenticated', 'Sign in to continue.'));
    });

    it('should let a member through and put the user on the request', async () => {
      const { outcome, request } = await verdict(local, MemberController, 'inherits', MEMBER);
      expect(outcome).toBe(true);
      expect(request.user).toEqual(MEMBER);
    });
  });

  describe('when the handler says admin over its controller’s member', () => {
    it('should refuse a member with 403 "Only an admin can do this." and let an admin through', async () => {
      expect((await verdict(local, MemberController, 'overridden', MEMBER)).outcome).toEqual(
        new AppException('forbidden', 'Only an admin can do this.'),
      );
      expect((await verdict(local, MemberController, 'overridden', ADMIN)).outcome).toBe(true);
    });
  });

  describe('when the route states no decision', () => {
    it('should treat it as admin: 401 signed out, 403 for a member, open to an admin', async () => {
      expect((await verdict(local, UndecidedController, 'undecided', null)).outcome).toMatchObject({ code: 'unauthenticated' });
      expect((await verdict(local, UndecidedController, 'undecided', MEMBER)).outcome).toMatchObject({ code: 'forbidden' });
      expect((await verdict(local, UndecidedController, 'undecided', ADMIN)).outcome).toBe(true);
    });
  });
});
