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
    if (!admin) return;
    await this.accounts.ensureVerifiedAccount(admin.email, admin.password);
    await this.users.ensureAdmin(admin.email);
    this.logger.log(`Admin account ready: ${admin.email}`);
  }
}
