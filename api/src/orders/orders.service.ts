import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import {
  orderStatusRefusal,
  UNDELIVERABLE_PAYMENT_STATUSES,
  type SalesPeriod,
  type SalesReport,
} from '@agency/contracts';
import type { SessionUser } from '../auth/session-user';
import { ShopNotifications } from '../notifications/shop-notifications.service';
import { matchingCursor, searchPage, type ListQuery } from '../common/list-search';
import { parseObjectId } from '../common/object-id';
import { ValidationFailedException } from '../common/validated-body';
import type { NewOrderBody } from './dto/order-rules';
import { isDuplicateKeyError } from '../database/database-errors';
import { findAll } from '../database/find-all';
import { formatCents } from './money';
import { OrderMailOutbox } from './order-mail-outbox';
import { OrderNumbers } from './order-numbers.service';
import { ownedBy, ownOrders, placedBy } from './order-access';
import { PackageCatalog, type PackageLookup, type PackageReference } from './package-catalog';
import { SalesDaysService } from './sales-days.service';
import { isoDay, periodIndex, periodStarts } from './sales-periods';
import { FIELDS_LEFT_OUT_OF_ANSWERS, Order, type OrderStatus } from './schemas/order.schema';
import { apiMessage, type Problem } from '../i18n/api-message';

export interface MoneyTotal {
  cents: number;
  text: string;
}

const NOT_FOUND = 'No order with this id';

@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalog: PackageCatalog,
    private readonly notifications: ShopNotifications,
    private readonly salesDays: SalesDaysService,
    private readonly numbers: OrderNumbers,
    private readonly outbox: OrderMailOutbox,
  ) {}

  /** Name and price come from the stored package, the e-mail from the session; never from the body. */
  async place(user: SessionUser, body: NewOrderBody) {
    const reference = packageReference(body);
    const lookup = await this.catalog.find(reference);
    if (!lookup.found) {
      const field = 'packageId' in reference ? 'packageId' : 'packageName';
      throw new ValidationFailedException([{ field, ...lookupProblem(field, lookup.reason) }]);
    }
    return this.create(new Types.ObjectId(), user, {
      packageId: lookup.package.id,
      packageName: lookup.package.packageName,
      packagePrice: formatCents(lookup.package.priceCents),
      amountCents: lookup.package.priceCents,
      customerName: body.customerName,
      customerAddress: body.customerAddress,
      customerCountry: body.customerCountry,
    });
  }

  /**
   * Pay again after a cancelled payment: a new UnPaid order for the same package, price and details, so
   * nothing is typed twice; the cancelled order stays Cancelled and remembers the new one. Asking again
   * (a double click, a reload) answers that same order rather than placing another.
   */
  async reorder(user: SessionUser, id: string) {
    const newId = new Types.ObjectId();
    const cancelled = await this.orders
      .findOneAndUpdate(
        { _id: id, paymentStatus: 'Cancelled', reorderedAs: trusted({ $exists: false }), ...ownedBy(user) },
        { $set: { reorderedAs: newId } },
        { returnDocument: 'after' },
      )
      .lean();
    if (cancelled) return this.create(newId, user, reorderedFields(cancelled));
    const order = await this.orders.findOne({ _id: id, ...ownedBy(user) }).lean();
    if (!order) throw new NotFoundException(NOT_FOUND);
    if (!order.reorderedAs)
      throw new ConflictException(apiMessage('error.order.notPaidAgain', { status: order.paymentStatus }));
    const earlier = await this.orders.findById(order.reorderedAs).lean();
    // A process that claimed the number but stopped before creating the order: create it now.
    return earlier ?? this.create(order.reorderedAs, user, reorderedFields(order));
  }

  private async create(_id: Types.ObjectId, user: SessionUser, fields: OrderedFields) {
    const now = new Date();
    const owner = placedBy(user);
    const id = _id.toString();
    try {
      const mailOutbox = await this.notifications.mailsFor('placed', { id, ...owner });
      const order = await this.orders.create({
        _id,
        orderNumber: await this.numbers.next(),
        ...fields,
        ...owner,
        paymentStatus: 'UnPaid',
        orderStatus: 'Pending',
        orderDate: formatOrderDate(now),
        createdAt: now,
        mailOutbox,
      });
      await this.outbox.relay(id);
      // The owning account is how the API finds the order, and its mail the mail queue's: neither is an answer's.
      const { accountId: _owner, mailOutbox: _mail, ...answer } = order.toObject();
      return answer;
    } catch (error) {
      // The same reorder created at once by two requests: the other one's order is the answer.
      const existing = isDuplicateKeyError(error) ? await this.orders.findById(_id).lean() : null;
      if (existing) return existing;
      throw error;
    }
  }

  /**
   * Newest first by creation time (never by the MM/DD/YYYY text). Through the driver's collection: the documents
   * are answered as stored, as lean() would give them, without Mongoose building and casting a query on the path
   * every customer's dashboard takes.
   */
  list(user: SessionUser, onlyOwn: boolean) {
    const filter = onlyOwn ? ownedBy(user) : ownOrders(user);
    return findAll(this.orders, filter, { createdAt: -1, _id: -1 }, FIELDS_LEFT_OUT_OF_ANSWERS);
  }

  /** Someone else's order answers 404, exactly like a missing one, so ids can't be probed. */
  async get(user: SessionUser, id: string) {
    const order = await this.orders.findOne({ _id: id, ...ownOrders(user) }).lean();
    if (!order) throw new NotFoundException(NOT_FOUND);
    return order;
  }

  /**
   * The customer is told of a change; setting the status an order already has changes and mails nothing. A
   * refunded or cancelled order is never delivered, checked in the same conditional update that sets it.
   */
  async setOrderStatus(id: string, orderStatus: OrderStatus) {
    const payable =
      orderStatus === 'Delivered' ? { paymentStatus: trusted({ $nin: UNDELIVERABLE_PAYMENT_STATUSES }) } : {};
    const order = await this.orders.findById(id).lean();
    if (!order) throw new NotFoundException(NOT_FOUND);
    // Each change is its own cause: a status set, changed and set again is mailed each time.
    const mails = await this.notifications.mailsFor(
      'statusChanged',
      { id, customerEmail: order.customerEmail },
      randomUUID(),
      { orderStatus },
    );
    const changed = await this.orders
      .findOneAndUpdate(
        { _id: id, orderStatus: trusted({ $ne: orderStatus }), ...payable },
        { $set: { orderStatus }, $push: { mailOutbox: { $each: mails } } },
        { returnDocument: 'after', runValidators: true },
      )
      .lean();
    if (changed) {
      await this.outbox.relay(id);
      return changed;
    }
    const refusal =
      order.orderStatus === orderStatus ? undefined : orderStatusRefusal(orderStatus, order.paymentStatus);
    if (refusal) throw new ValidationFailedException([{ field: 'orderStatus', message: refusal }]);
    return order;
  }

  /** Only an UnPaid order can be cancelled; cancelling again is harmless (the return page may be reloaded). */
  async cancel(user: SessionUser, id: string) {
    const cancelled = await this.orders
      .findOneAndUpdate(
        { _id: id, paymentStatus: 'UnPaid', ...ownOrders(user) },
        { $set: { paymentStatus: 'Cancelled' } },
        { returnDocument: 'after' },
      )
      .lean();
    if (cancelled) return cancelled;
    const order = await this.get(user, id);
    if (order.paymentStatus === 'Cancelled') return order;
    throw new ConflictException(apiMessage('error.order.notCancellable', { status: order.paymentStatus }));
  }

  /** Every order a search matches (newest first unless it says otherwise), read one at a time (the CSV export). */
  everyOrder(query: ListQuery) {
    return matchingCursor(this.orders, query);
  }

  /** One page of an admin's search (LIST_SEARCHES.orders). */
  search(query: ListQuery) {
    return searchPage(this.orders, query);
  }

  /** Paid revenue and orders per day, week or month, from the paid sales of each day. */
  async sales(by: SalesPeriod, now = new Date()): Promise<SalesReport> {
    const starts = periodStarts(by, now);
    const periods = starts.map((start) => ({ start: isoDay(start), cents: 0, orders: 0 }));
    for (const day of await this.salesDays.byDay(starts[0]!)) {
      const period = periods[periodIndex(starts, day.day)];
      if (!period) continue;
      period.cents += day.cents;
      period.orders += day.orders;
    }
    return { by, periods };
  }

  /** The sum of Paid orders, added in cents. */
  async totalSales(): Promise<MoneyTotal> {
    return moneyTotal((await this.salesDays.total()).cents);
  }

  /** The sum of the customer's own Paid orders. */
  async totalSpent(user: SessionUser): Promise<MoneyTotal> {
    const [row] = await this.orders.aggregate<{ cents: number }>([
      { $match: { ...ownedBy(user), paymentStatus: 'Paid' } },
      { $group: { _id: null, cents: { $sum: '$amountCents' } } },
    ]);
    return moneyTotal(row?.cents ?? 0);
  }
}

/** What an order placed again takes from the cancelled one. */
const REORDERED_FIELDS = [
  'packageId',
  'packageName',
  'packagePrice',
  'amountCents',
  'customerName',
  'customerAddress',
  'customerCountry',
] as const;

type OrderedFields = Pick<Order, (typeof REORDERED_FIELDS)[number]>;

function reorderedFields(order: Order): OrderedFields {
  return Object.fromEntries(REORDERED_FIELDS.map((field) => [field, order[field]])) as OrderedFields;
}

const moneyTotal = (cents: number): MoneyTotal => ({ cents, text: formatCents(cents) });

function packageReference(body: NewOrderBody): PackageReference {
  if (body.packageId !== undefined) {
    return { packageId: parseObjectId(body.packageId, 'packageId') };
  }
  if (body.packageName !== undefined) return { packageName: body.packageName };
  throw new ValidationFailedException([
    { field: 'packageId', message: 'packageId (or packageName) is required' },
  ]);
}

function lookupProblem(field: string, reason: Exclude<PackageLookup, { found: true }>['reason']): Problem {
  switch (reason) {
    case 'missing':
      return apiMessage('error.order.noPackage', { field });
    case 'not-orderable':
      return { message: 'This package cannot be ordered' };
    case 'no-price':
      return { message: 'This package has no valid price yet' };
  }
}

/** The documented MM/DD/YYYY, in UTC so every API process writes the same date. */
export function formatOrderDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
