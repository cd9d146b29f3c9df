import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { LIST_SEARCHES } from '@agency/contracts';
import { CountersService } from '../database/counters.service';
import { searchWordsFor } from '../common/search-words';
import { Order } from './schemas/order.schema';

/** The counter every order number comes from. */
export const ORDER_NUMBER_SEQUENCE = 'orderNumber';

/**
 * The short, sequential number customers and admins call an order by. Each comes from one `$inc` of the shared
 * counter, so orders placed at once on several API processes never share one.
 */
@Injectable()
export class OrderNumbers {
  private readonly logger = new Logger(OrderNumbers.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly counters: CountersService,
  ) {}

  next(): Promise<number> {
    return this.counters.next(ORDER_NUMBER_SEQUENCE);
  }

  /**
   * Numbers the orders stored before order numbers existed, oldest first. Each write is conditional, so
   * several processes starting at once never number one order twice; a number one of them lost that race
   * is simply not used.
   */
  async backfill(): Promise<void> {
    const fields = Object.fromEntries(LIST_SEARCHES.orders.searchIn.map((field) => [field, 1]));
    const unnumbered = this.orders
      .find({ orderNumber: trusted({ $exists: false }) })
      .select(fields)
      .sort({ createdAt: 1, _id: 1 })
      .lean<Array<Record<string, unknown>>>()
      .cursor();
    let numbered = 0;
    for await (const order of unnumbered) {
      const orderNumber = await this.next();
      const result = await this.orders.updateOne(
        { _id: order._id, orderNumber: trusted({ $exists: false }) },
        // The number is searchable, so the search words are written with it.
        { $set: { orderNumber, searchWords: searchWordsFor('orders', { ...order, orderNumber }) } },
        { timestamps: false },
      );
      numbered += result.modifiedCount;
    }
    if (numbered > 0) this.logger.log(`Gave ${numbered} earlier orders their order numbers`);
  }
}
