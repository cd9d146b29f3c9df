import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { CountersService } from '../database/counters.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { Order } from './schemas/order.schema';
import { SalesDay, SalesRollup } from './schemas/sales-day.schema';

export interface DaySales {
  /** The day's start, 00:00 UTC. */
  day: Date;
  cents: number;
  orders: number;
}

const ROLLUP_ID = 'paid-by-day';
const SUMMING_SEQUENCE = 'sales-day-summing';
const DAY_MS = 86_400_000;
const EPOCH = new Date(0);
/**
 * Payments are stamped with the clock of the API process that records them; a day is sealed only once it ended
 * this long ago, so a payment recorded late, or by a process whose clock runs behind, still lands in an open day.
 */
const SEAL_DELAY_MS = 3_600_000;

const startOfDay = (time: number) => new Date(time - (((time % DAY_MS) + DAY_MS) % DAY_MS));

/**
 * Paid sales per UTC day, so the dashboard's total and chart read a row a day rather than every paid order.
 * Payments are stamped with the time they arrive, so a day that has ended only changes when one of its orders is
 * refunded: ended days are sealed into `salesdays` (the refund reseals its day), and the open days are summed
 * from the orders through the `paymentStatus, paidAt` index. Every day is resealed at startup, so a figure a
 * crash left behind (between a refund and its reseal) or orders restored from a backup are right again.
 */
@Injectable()
export class SalesDaysService implements OnApplicationBootstrap {
  /** The seal in progress in this process: concurrent readers wait for it rather than repeat it. */
  private sealing?: Promise<Date>;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(SalesDay.name) private readonly days: Model<SalesDay>,
    @InjectModel(SalesRollup.name) private readonly rollups: Model<SalesRollup>,
    private readonly counters: CountersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.unsealEveryDay();
  }

  /**
   * A migration: orders marked Paid before payment times were recorded count on the day they were placed.
   * Repeatable: only orders still without a payment time are changed.
   */
  async datePaymentsOfEarlyOrders(): Promise<void> {
    await this.orders.updateMany(
      { paymentStatus: 'Paid', paidAt: trusted({ $exists: false }) },
      [{ $set: { paidAt: { $ifNull: ['$createdAt', new Date()] } } }],
      { updatePipeline: true },
    );
    await this.unsealEveryDay();
  }

  /** The next read sums every day again from the orders. */
  private async unsealEveryDay(): Promise<void> {
    await this.rollups.updateOne({ _id: ROLLUP_ID }, { $set: { sealedThrough: EPOCH } }, { upsert: true });
  }

  /** Paid sales per day from `from` on, oldest first; days without sales are left out. */
  async byDay(from: Date): Promise<DaySales[]> {
    const sealedThrough = await this.sealed();
    const [sealed, open] = await Promise.all([
      from < sealedThrough
        ? this.days
            .find({ _id: trusted({ $gte: from, $lt: sealedThrough }) })
            .sort({ _id: 1 })
            .lean()
        : [],
      this.sumOrders(from > sealedThrough ? from : sealedThrough),
    ]);
    return [...sealed.map(({ _id, cents, orders }) => ({ day: _id, cents, orders })), ...open];
  }

  /** Every paid order: the sealed days added up by the database, and the open days. */
  async total(): Promise<Omit<DaySales, 'day'>> {
    const sealedThrough = await this.sealed();
    const [[sealed], open] = await Promise.all([
      this.days.aggregate<Omit<DaySales, 'day'>>([
        { $match: { _id: { $lt: sealedThrough } } },
        { $group: { _id: null, cents: { $sum: '$cents' }, orders: { $sum: '$orders' } } },
      ]),
      this.sumOrders(sealedThrough),
    ]);
    return [...(sealed ? [sealed] : []), ...open].reduce(
      (sum, day) => ({ cents: sum.cents + day.cents, orders: sum.orders + day.orders }),
      { cents: 0, orders: 0 },
    );
  }

  /**
   * A refund takes an order out of the day it was paid: that day is summed again, sealed or not, because a seal
   * running in another process may have read the orders before the refund and not yet moved `sealedThrough`.
   */
  async reseal(paidAt: Date): Promise<void> {
    const day = startOfDay(paidAt.getTime());
    await this.store(day, new Date(day.getTime() + DAY_MS));
  }

  /** The first day not sealed, after sealing every day that ended (SEAL_DELAY_MS ago) since the last seal. */
  private sealed(): Promise<Date> {
    this.sealing ??= this.seal().finally(() => (this.sealing = undefined));
    return this.sealing;
  }

  private async seal(): Promise<Date> {
    const boundary = startOfDay(Date.now() - SEAL_DELAY_MS);
    const rollup = await this.rollups.findById(ROLLUP_ID).lean();
    const sealedThrough = rollup?.sealedThrough ?? EPOCH;
    if (sealedThrough >= boundary) return sealedThrough;
    await this.store(sealedThrough, boundary);
    await this.rollups.updateOne({ _id: ROLLUP_ID }, { $max: { sealedThrough: boundary } }, { upsert: true });
    return boundary;
  }

  /** Sums the days in [from, to) from the orders into their rows; a day without sales has no row. */
  private async store(from: Date, to: Date): Promise<void> {
    const summing = await this.counters.next(SUMMING_SEQUENCE);
    const older = { $or: [{ summing: trusted({ $lt: summing }) }, { summing: trusted({ $exists: false }) }] };
    const sums = await this.sumOrders(from, to);
    if (sums.length > 0) {
      try {
        await this.days.bulkWrite(
          sums.map(({ day, cents, orders }) => ({
            updateOne: {
              filter: { _id: day, ...older },
              update: { $set: { cents, orders, summing } },
              upsert: true,
            },
          })),
          { ordered: false },
        );
      } catch (error) {
        // A day a later summing already wrote: its row matched no filter and the upsert met the existing _id.
        if (!onlyDuplicateKeys(error)) throw error;
      }
    }
    await this.days.deleteMany({
      _id: trusted({ $gte: from, $lt: to, $nin: sums.map(({ day }) => day) }),
      ...older,
    });
  }

  private async sumOrders(from: Date, to?: Date): Promise<DaySales[]> {
    const rows = await this.orders.aggregate<{ _id: string; cents: number; orders: number }>([
      { $match: { paymentStatus: 'Paid', paidAt: { $gte: from, ...(to ? { $lt: to } : {}) } } },
      {
        $group: {
          _id: { $dateToString: { format: '%Y-%m-%d', date: '$paidAt' } },
          cents: { $sum: '$amountCents' },
          orders: { $sum: 1 },
        },
      },
    ]);
    return rows
      .map(({ _id, cents, orders }) => ({ day: new Date(`${_id}T00:00:00Z`), cents, orders }))
      .sort((a, b) => a.day.getTime() - b.day.getTime());
  }
}

function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return writeErrors !== undefined && list.every((writeError) => isDuplicateKeyError(writeError));
}
