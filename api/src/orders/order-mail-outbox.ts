import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { repeatInBackground } from '../background/repeat-in-background';
import { MailOutbox } from '../mail/mail-outbox';
import { MAIL_POLL_MS } from '../mail/mail-queue';
import { Order } from './schemas/order.schema';

/**
 * The mail an order's changes carry (see MailOutbox): moved into the mail queue by the process that wrote the
 * change right after it, and by every process's sweep, at start and as often as the mail queue is looked at, when
 * that process stopped first.
 */
@Injectable()
export class OrderMailOutbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OrderMailOutbox.name);
  private stopSweeps = () => {};

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly outbox: MailOutbox,
  ) {}

  /** After a write that may have put mail on the order; a failure leaves it there for the sweep. */
  async relay(orderId: string): Promise<void> {
    await this.outbox
      .relay(this.orders, orderId)
      .catch((error: unknown) =>
        this.logger.warn(`Order ${orderId}'s mail waits for the sweep: ${String(error)}`),
      );
  }

  /** Moves the mail of orders whose writer stopped before moving it; answers how many orders carried some. */
  relayLeftBehind(): Promise<number> {
    return this.outbox.relayLeftBehind(this.orders);
  }

  onApplicationBootstrap(): void {
    this.stopSweeps = repeatInBackground(() => this.relayLeftBehind(), {
      intervalMs: MAIL_POLL_MS,
      now: true,
      onFailure: (error) => this.logger.warn(`Order mail sweep failed: ${String(error)}`),
    });
  }

  beforeApplicationShutdown(): void {
    this.stopSweeps();
  }
}
