import { Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RECORD_PATHS, SALES_PERIODS, type SalesPeriod } from '@agency/contracts';
import { AdminOnly, SignedIn } from '../auth/access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import type { ListQuery } from '../common/list-search';
import { NoBody } from '../common/no-body.decorator';
import { IdParam } from '../common/object-id.pipe';
import { routePath } from '@agency/contracts/endpoints';
import { SearchQuery } from '../common/search-query';
import { ValidBody } from '../common/validated-body';
import { sendCsv } from '../export/csv';
import { ValidationFailedException } from '../common/validated-body';
import { ORDER_CSV_COLUMNS } from './order-csv';
import {
  CANCEL_ORDER_RULES,
  NEW_ORDER_RULES,
  ORDER_STATUS_RULES,
  type CancelOrderBody,
  type NewOrderBody,
  type OrderStatusBody,
} from './dto/order-rules';
import { OrdersService } from './orders.service';
import { Audited } from '../audit/audited.decorator';

const PATHS = RECORD_PATHS.orders;

/** Orders at their documented paths, plus the totals the dashboards show. */
@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post(routePath(PATHS.add))
  @SignedIn()
  @HttpCode(201)
  place(@CurrentUser() user: SessionUser, @ValidBody(NEW_ORDER_RULES) body: NewOrderBody) {
    return this.orders.place(user, body);
  }

  /** An admin gets every order unless `?mine=true` asks for the admin's own (their customer dashboard). */
  @Get(routePath(PATHS.list))
  @SignedIn()
  list(@CurrentUser() user: SessionUser, @Query('mine') mine?: string) {
    return this.orders.list(user, mine === 'true' || mine === '1');
  }

  /** Beyond the product description: one page of the orders an admin's search matches (LIST_SEARCHES.orders). */
  @Get(routePath(PATHS.search))
  @AdminOnly()
  search(@SearchQuery('orders') query: ListQuery) {
    return this.orders.search(query);
  }

  /** Every order, or those a search matches (the same parameters as the search, pages aside). */
  @Get(routePath(PATHS.export))
  @AdminOnly()
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('orders') query: ListQuery) {
    return sendCsv(reply, 'orders.csv', ORDER_CSV_COLUMNS, this.orders.everyOrder(query));
  }

  @Get(routePath(PATHS.sales))
  @AdminOnly()
  @ApiQuery({
    name: 'by',
    enum: SALES_PERIODS,
    required: false,
    description: 'day (the default), week or month',
  })
  sales(@Query('by') by: unknown = 'day') {
    if (!SALES_PERIODS.includes(by as SalesPeriod)) {
      throw new ValidationFailedException([{ field: 'by', message: 'by must be day, week or month' }]);
    }
    return this.orders.sales(by as SalesPeriod);
  }

  @Get(routePath(PATHS.totalSales))
  @AdminOnly()
  async totalSales() {
    const total = await this.orders.totalSales();
    return { totalSales: total.text, cents: total.cents };
  }

  @Get(routePath(PATHS.totalSpent))
  @SignedIn()
  async totalSpent(@CurrentUser() user: SessionUser) {
    const total = await this.orders.totalSpent(user);
    return { totalSpent: total.text, cents: total.cents };
  }

  @Get(routePath(PATHS.one))
  @SignedIn()
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.orders.get(user, id);
  }

  @Put(routePath(PATHS.setStatus))
  @AdminOnly()
  @Audited('orders', 'Changed order status')
  setStatus(@IdParam() id: string, @ValidBody(ORDER_STATUS_RULES) body: OrderStatusBody) {
    return this.orders.setOrderStatus(id, body.orderStatus);
  }

  @Post(routePath(PATHS.payAgain))
  @SignedIn()
  @NoBody()
  @HttpCode(201)
  payAgain(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.orders.reorder(user, id);
  }

  @Put(routePath(PATHS.cancel))
  @SignedIn()
  // The body may only repeat { paymentStatus: 'Cancelled' }; the pipe refuses anything else.
  cancel(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @ValidBody(CANCEL_ORDER_RULES, { optional: true }) _body: CancelOrderBody,
  ) {
    return this.orders.cancel(user, id);
  }
}
