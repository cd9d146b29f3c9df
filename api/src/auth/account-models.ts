import { MongooseModule } from '@nestjs/mongoose';
import { Account, AccountSchema } from './schemas/account.schema';
import { OneTimeToken, OneTimeTokenSchema } from './schemas/one-time-token.schema';
import { Session, SessionSchema } from './schemas/session.schema';

/** An account, its sessions and its one-time tokens: what the sign-in and the account's own pages both read. */
export const ACCOUNT_MODELS = MongooseModule.forFeature([
  { name: Account.name, schema: AccountSchema },
  { name: Session.name, schema: SessionSchema },
  { name: OneTimeToken.name, schema: OneTimeTokenSchema },
]);
