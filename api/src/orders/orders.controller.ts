import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../auth/access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { parseObjectId } from '../common/object-id';
import { parseBody } from '../common/validated-body';
import {
  CANCEL_ORDER_RULES,
  NEW_ORDER_RULES,
  ORDER_STATUS_RULES,
  type NewOrderBody,
  type OrderStatusBody,
} from './dto/order-rules';
import { OrdersService } from './orders.service';

/** Orders at the paths of spec 000 §7, plus the totals the dashboards show. */
@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('new-order')
  @SignedIn()
  @HttpCode(201)
  place(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.orders.place(user, parseBody<NewOrderBody & Record<string, string>>(body, NEW_ORDER_RULES));
  }

  /** An admin gets every order unless `?mine=true` asks for the admin's own (their customer dashboard). */
  @Get('orders')
  @SignedIn()
  list(@CurrentUser() user: SessionUser, @Query('mine') mine?: string) {
    return this.orders.list(user, mine === 'true' || mine === '1');
  }

  @Get('orders/total-sales')
  @AdminOnly()
  async totalSales() {
    const total = await this.orders.totalSales();
    return { totalSales: total.text, cents: total.cents };
  }

  @Get('orders/total-spent')
  @SignedIn()
  async totalSpent(@CurrentUser() user: SessionUser) {
    const total = await this.orders.totalSpent(user);
    return { totalSpent: total.text, cents: total.cents };
  }

  @Get('order/:id')
  @SignedIn()
  get(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.orders.get(user, parseObjectId(id));
  }

  @Put('order-status/:id')
  @AdminOnly()
  setStatus(@Param('id') id: string, @Body() body: unknown) {
    const orderId = parseObjectId(id);
    const { orderStatus } = parseBody<OrderStatusBody & Record<string, string>>(body, ORDER_STATUS_RULES);
    return this.orders.setOrderStatus(orderId, orderStatus);
  }

  @Put('order-cancelled/:id')
  @SignedIn()
  cancel(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    const orderId = parseObjectId(id);
    parseBody(body ?? {}, CANCEL_ORDER_RULES);
    return this.orders.cancel(user, orderId);
  }
}
