import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CountersModule } from '../database/counters.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrderMailOutbox } from './order-mail-outbox';
import { OrderPaymentsService } from './order-payments.service';
import { OrdersController } from './orders.controller';
import { OrderNumbers } from './order-numbers.service';
import { OrdersService } from './orders.service';
import { PackageCatalog } from './package-catalog';
import { SalesDaysService } from './sales-days.service';
import { Order, OrderSchema } from './schemas/order.schema';
import { SalesDay, SalesDaySchema, SalesRollup, SalesRollupSchema } from './schemas/sales-day.schema';

@Module({
  imports: [
    NotificationsModule,
    MailModule,
    CountersModule,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: SalesDay.name, schema: SalesDaySchema },
      { name: SalesRollup.name, schema: SalesRollupSchema },
    ]),
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderNumbers,
    OrderPaymentsService,
    OrderMailOutbox,
    PackageCatalog,
    SalesDaysService,
  ],
  exports: [OrderPaymentsService],
})
export class OrdersModule {}
