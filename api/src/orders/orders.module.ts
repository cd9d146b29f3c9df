import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrderPaymentsService } from './order-payments.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PackageCatalog } from './package-catalog';
import { Order, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [NotificationsModule, MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }])],
  controllers: [OrdersController],
  providers: [OrdersService, OrderPaymentsService, PackageCatalog],
  exports: [OrderPaymentsService],
})
export class OrdersModule {}
