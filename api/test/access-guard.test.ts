import {
  Controller,
  ForbiddenException,
  Get,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AdminOnly, Public, SignedIn } from '../src/auth/access.decorator';
import { AccessGuard } from '../src/auth/access.guard';
import type { AdminGrace } from '../src/auth/second-factor/admin-grace';
import type { SessionsService } from '../src/auth/sessions.service';
import type { SessionUser } from '../src/auth/session-user';

@Controller()
class ExampleController {
  @Get('open') @Public() open() {}
  @Get('mine') @SignedIn() mine() {}
  @Get('manage') @AdminOnly() manage() {}
  @Get('forgotten') forgotten() {}
}

function contextFor(handler: keyof ExampleController, cookie?: string): ExecutionContext {
  const request = { cookies: cookie ? { sid: cookie } : {} };
  return {
    getHandler: () => ExampleController.prototype[handler],
    getClass: () => ExampleController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const customer: SessionUser = {
  accountId: 'a1',
  email: 'c@example.com',
  emailVerified: true,
  isAdmin: false,
};
const admin: SessionUser = { ...customer, accountId: 'a2', isAdmin: true };
const sessions = {
  resolve: async (token?: string) =>
    token === 'customer' ? customer : token === 'admin' ? admin : undefined,
} as unknown as SessionsService;
/** Every admin here has a second sign-in step (the grace itself is tested over HTTP in second-factor.test.ts). */
const grace = { overdue: async () => false } as unknown as AdminGrace;
const guard = new AccessGuard(new Reflector(), sessions, grace, {});

describe('AccessGuard', () => {
  it('refuses a route that declares no access level, even to an admin', () => {
    expect(() => guard.canActivate(contextFor('forgotten', 'admin'))).toThrow(ForbiddenException);
  });

  it('lets anyone through a public route at once, without looking up a session', () => {
    expect(guard.canActivate(contextFor('open'))).toBe(true);
  });

  it('asks anonymous callers to sign in and keeps customers out of admin routes', async () => {
    await expect(guard.canActivate(contextFor('mine'))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor('mine', 'customer'))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor('manage', 'customer'))).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    await expect(guard.canActivate(contextFor('manage', 'admin'))).resolves.toBe(true);
  });
});
