import { MailLanguages } from '../mail/mail-languages';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { ACCOUNT_MODELS } from '../auth/account-models';
import { SessionHoldersModule } from '../auth/session-holders.module';
import { MailModule } from '../mail/mail.module';
import { Message, MessageSchema } from '../messages/schemas/message.schema';
import { Order, OrderSchema } from '../orders/schemas/order.schema';
import { Subscriber, SubscriberSchema } from '../subscribers/schemas/subscriber.schema';
import { UsersModule } from '../users/users.module';
import { AccountDataController } from './account-data.controller';
import { AccountDataService } from './account-data.service';
import { AccountProfileService } from './account-profile.service';
import { AccountSessionsController } from './account-sessions.controller';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';

/** What signed-in users do with their own account; it reads and writes the records that name them. */
@Module({
  imports: [
    AuthModule,
    MailModule,
    UsersModule,
    SessionHoldersModule,
    ACCOUNT_MODELS,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: Message.name, schema: MessageSchema },
      { name: Subscriber.name, schema: SubscriberSchema },
    ]),
  ],
  controllers: [AccountController, AccountSessionsController, AccountDataController, EmailChangeController],
  providers: [
    AccountProfileService,
    AccountSessionsService,
    AccountDataService,
    EmailChangeService,
    MailLanguages,
  ],
})
export class AccountModule {}
