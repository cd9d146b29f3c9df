import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from './session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';

const PER_MINUTE = 60_000;
/** As at sign-in: one address may try this many times the per-account limit across all accounts. */
const ADDRESS_CEILING_FACTOR = 3;

/**
 * Counts each check of a signed-in user's password (changing it or the e-mail, deleting the account, removing a second step) as sign-in counts its
 * attempts: per account and address under a ceiling per address, so a session left open somewhere cannot be used to
 * guess the password at speed.
 */
@Injectable()
export class PasswordAttempts {
  private readonly perAccount: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'authRateLimitPerMinute'>,
  ) {
    const limit = config.authRateLimitPerMinute;
    this.perAccount = { scope: 'account-password', limit, windowMs: PER_MINUTE };
    this.perAddress = {
      scope: 'account-password',
      limit: limit * ADDRESS_CEILING_FACTOR,
      windowMs: PER_MINUTE,
    };
  }

  async count(user: SessionUser, address: string): Promise<void> {
    await this.rateLimits.consume(this.perAddress, [`ip:${address}`]);
    await this.rateLimits.consume(this.perAccount, [`account-ip:${user.accountId}|${address}`]);
  }
}
