import { MailLanguages } from '../mail/mail-languages';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BackgroundModule } from '../background/background.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AccountsService } from './accounts.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { OwnPassword } from './own-password';
import { PasswordAttempts } from './password-attempts';
import { RequestOriginGuard } from './request-origin.guard';
import { ACCOUNT_MODELS } from './account-models';
import { SessionActivity } from './session-activity';
import { SessionHoldersModule } from './session-holders.module';
import { SessionsService } from './sessions.service';
import {
  SECOND_FACTOR_CONTROLLERS,
  SECOND_FACTOR_MODELS,
  SECOND_FACTOR_PROVIDERS,
} from './second-factor/second-factor.providers';

@Module({
  imports: [
    BackgroundModule,
    MailModule,
    UsersModule,
    SessionHoldersModule,
    ACCOUNT_MODELS,
    SECOND_FACTOR_MODELS,
  ],
  controllers: [AuthController, ...SECOND_FACTOR_CONTROLLERS],
  providers: [
    ...SECOND_FACTOR_PROVIDERS,
    AccountsService,
    MailLanguages,
    SessionsService,
    SessionActivity,
    AdminBootstrapService,
    OwnPassword,
    PasswordAttempts,
    // Order matters: the origin check refuses forged requests before any session lookup.
    { provide: APP_GUARD, useClass: RequestOriginGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  /**
   * The checks of a signed-in user's own password, for the account's changes that a session alone must not make, and
   * the sessions, which those changes end.
   */
  exports: [OwnPassword, PasswordAttempts, SessionsService],
})
export class AuthModule {}
