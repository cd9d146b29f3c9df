import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../users/user.schema';
import { Account, AccountSchema } from './schemas/account.schema';
import { Session, SessionSchema } from './schemas/session.schema';
import { Passkey, PasskeySchema } from './second-factor/passkey.schema';
import { SecondFactor, SecondFactorSchema } from './second-factor/second-factor.schema';
import { AdminStanding } from './admin-standing';
import { Clock } from './second-factor/clock';
import { SessionHolders } from './session-holders';

/**
 * The sessions' copy of their accounts, on its own so that the admin list, the account pages and sign-in, which all
 * change what it copies, can keep it right without depending on one another.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Session.name, schema: SessionSchema },
      { name: Account.name, schema: AccountSchema },
      { name: User.name, schema: UserSchema },
      { name: SecondFactor.name, schema: SecondFactorSchema },
      { name: Passkey.name, schema: PasskeySchema },
    ]),
  ],
  // The one Clock of the API: who became an admin when, and the second step, read the same time.
  providers: [SessionHolders, AdminStanding, Clock],
  exports: [SessionHolders, Clock],
})
export class SessionHoldersModule {}
