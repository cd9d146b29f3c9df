import { MailLanguages } from '../mail/mail-languages';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Account, AccountSchema } from '../auth/schemas/account.schema';
import { MailModule } from '../mail/mail.module';
import { Message, MessageSchema } from '../messages/schemas/message.schema';
import { Order, OrderSchema } from '../orders/schemas/order.schema';
import { User, UserSchema } from '../users/user.schema';
import { AdminRecipients } from './admin-recipients';
import { ShopNotifications } from './shop-notifications.service';

/** Reads orders, messages, the admin list and accounts only to address and fill e-mails; it writes none of them. */
@Module({
  imports: [
    MailModule,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: User.name, schema: UserSchema },
      { name: Account.name, schema: AccountSchema },
      { name: Message.name, schema: MessageSchema },
    ]),
  ],
  providers: [AdminRecipients, ShopNotifications, MailLanguages],
  exports: [ShopNotifications],
})
export class NotificationsModule {}
