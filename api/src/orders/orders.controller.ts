import { Controller, HttpCode, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SALES_PERIODS, type SalesPeriod } from '@agency/contracts';
import { ORDER_ENDPOINTS as ORDERS } from '@agency/contracts/endpoints/orders';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { EndpointBody, EndpointRoute } from '../common/endpoint-route';
import type { ListQuery } from '../common/list-search';
import { NoBody } from '../common/no-body.decorator';
import { IdParam } from '../common/object-id.pipe';
import { SearchQuery } from '../common/search-query';
import { sendCsv } from '../export/csv';
import { ValidationFailedException } from '../common/validated-body';
import { ORDER_CSV_COLUMNS } from './order-csv';
import type { CancelOrderBody, NewOrderBody, OrderStatusBody } from './dto/order-rules';
import { OrdersService } from './orders.service';
import { Audited } from '../audit/audited.decorator';

/** Orders at their documented paths, plus the totals the dashboards show. */
@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @EndpointRoute(ORDERS.place)
  @HttpCode(201)
  place(@CurrentUser() user: SessionUser, @EndpointBody(ORDERS.place) body: NewOrderBody) {
    return this.orders.place(user, body);
  }

  /** An admin gets every order unless `?mine=true` asks for the admin's own (their customer dashboard). */
  @EndpointRoute(ORDERS.list)
  list(@CurrentUser() user: SessionUser, @Query('mine') mine?: string) {
    return this.orders.list(user, mine === 'true' || mine === '1');
  }

  /** Beyond the product description: one page of the orders an admin's search matches (LIST_SEARCHES.orders). */
  @EndpointRoute(ORDERS.search)
  search(@SearchQuery('orders') query: ListQuery) {
    return this.orders.search(query);
  }

  /** Every order, or those a search matches (the same parameters as the search, pages aside). */
  @EndpointRoute(ORDERS.export)
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('orders') query: ListQuery) {
    return sendCsv(reply, 'orders.csv', ORDER_CSV_COLUMNS, this.orders.everyOrder(query));
  }

  @EndpointRoute(ORDERS.sales)
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

  @EndpointRoute(ORDERS.totalSales)
  async totalSales() {
    const total = await this.orders.totalSales();
    return { totalSales: total.text, cents: total.cents };
  }

  @EndpointRoute(ORDERS.totalSpent)
  async totalSpent(@CurrentUser() user: SessionUser) {
    const total = await this.orders.totalSpent(user);
    return { totalSpent: total.text, cents: total.cents };
  }

  @EndpointRoute(ORDERS.one)
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.orders.get(user, id);
  }

  @EndpointRoute(ORDERS.setStatus)
  @Audited('orders', 'Changed order status')
  setStatus(@IdParam() id: string, @EndpointBody(ORDERS.setStatus) body: OrderStatusBody) {
    return this.orders.setOrderStatus(id, body.orderStatus);
  }

  @EndpointRoute(ORDERS.payAgain)
  @NoBody()
  @HttpCode(201)
  payAgain(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.orders.reorder(user, id);
  }

  @EndpointRoute(ORDERS.cancel)
  // The body may only repeat { paymentStatus: 'Cancelled' }; the pipe refuses anything else.
  cancel(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @EndpointBody(ORDERS.cancel, { optional: true }) _body: CancelOrderBody,
  ) {
    return this.orders.cancel(user, id);
  }
}
