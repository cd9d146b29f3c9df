import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ADMIN } from '@agency/contracts/demo-admin';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { UsersService } from '../users/users.service';
import { AccountsService } from './accounts.service';

/** Makes sure the first admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or the demo admin when seeding demo data. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin =
      this.config.adminEmail && this.config.adminPassword
        ? { email: this.config.adminEmail, password: this.config.adminPassword }
        : this.config.seedDemo
          ? DEMO_ADMIN
          : undefined;
    if (admin) {
      await this.accounts.ensureVerifiedAccount(admin.email, admin.password);
      await this.users.ensureAdmin(admin.email);
      this.logger.log(`Admin account ready: ${admin.email}`);
    }
    if (this.config.nodeEnv === 'production') await this.refuseDemoPasswords();
  }

  /**
   * The demo admin's password is printed by every `npm start`: an admin account that still signs in with it,
   * in a database moved from a demo to production, would open the back office to anyone who read it.
   */
  private async refuseDemoPasswords(): Promise<void> {
    const open: string[] = [];
    for (const email of await this.users.adminEmails())
      if (await this.accounts.signsInWith(email, DEMO_ADMIN.password)) open.push(email);
    if (open.length > 0)
      throw new Error(
        `Refusing to start in production: admin ${open.join(', ')} still signs in with the demo admin's password. ` +
          'Change it (the Account page, or a password reset) on a start without NODE_ENV=production, or take the account off the admin list.',
      );
  }
}
