import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { toCents } from '../../orders/money';
import { PaymentSettlementService, type Settlement } from '../payment-settlement.service';
import { IpnMessage, type IpnState } from '../schemas/ipn-message.schema';
import { parseForm, type FormFields } from '../../http/body-parsers';
import { IpnValidator } from './ipn-validator';
import { PAYPAL_STANDARD } from './paypal-standard.provider';

type Outcome = { state: Exclude<IpnState, 'received'>; reason: string };

const REVERSAL_STATUSES = new Set(['Refunded', 'Reversed']);

/** Unfinished messages are picked up again once no first attempt can still be running on them. */
const RETRY_INTERVAL_MS = 60_000;
const RETRY_AFTER_MS = 2 * 60_000;
/** PayPal itself gives up resending after a few days; so do we. */
const RETRY_FOR_MS = 3 * 24 * 60 * 60_000;
const MAX_ATTEMPTS = 6;
const RETRY_BATCH = 20;

/**
 * PayPal's Instant Payment Notification: store first (so a failure makes PayPal retry), acknowledge, then
 * verify and settle in the background. Every stored message ends applied, ignored or failed, with why.
 */
@Injectable()
export class IpnService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(IpnService.name);
  private readonly inFlight = new Set<Promise<void>>();
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(IpnMessage.name) private readonly messages: Model<IpnMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly validator: IpnValidator,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** Resolves once the message is stored; throws (so PayPal gets a 5xx and retries) if it can't be. */
  async receive(raw: Buffer, fields: FormFields): Promise<void> {
    const stored = await this.messages.create({
      raw,
      receivedAt: new Date(),
      txnId: fields.txn_id,
      paymentStatus: fields.payment_status,
      custom: fields.custom,
      state: 'received',
      attempts: 1,
    });
    this.track(this.process(stored._id, raw, fields));
  }

  /**
   * Processes again what was acknowledged to PayPal but never settled: the post-back failed, the database
   * went away mid-way, or the process stopped. A conditional claim keeps two API processes off one message.
   */
  async retryUnsettled(now = new Date()): Promise<void> {
    const pending = await this.messages
      .find({
        state: trusted({ $in: ['received', 'failed'] }),
        receivedAt: trusted({
          $lt: new Date(now.getTime() - RETRY_AFTER_MS),
          $gt: new Date(now.getTime() - RETRY_FOR_MS),
        }),
        attempts: trusted({ $lt: MAX_ATTEMPTS }),
      })
      .sort({ receivedAt: 1 })
      .limit(RETRY_BATCH)
      .lean();
    for (const message of pending) {
      const claimed = await this.messages.updateOne(
        { _id: message._id, state: message.state, attempts: message.attempts },
        { $set: { state: 'received' }, $inc: { attempts: 1 } },
      );
      if (claimed.modifiedCount === 1) {
        // Only the stored bytes survive a restart, so this is the one path that parses them again.
        const raw = storedBytes(message.raw);
        this.track(this.process(message._id, raw, parseForm(raw)));
      }
    }
  }

  /** Resolves when every notification received so far has been processed (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  onApplicationBootstrap(): void {
    this.retryTimer = setInterval(() => {
      this.retryUnsettled().catch((error: unknown) =>
        this.logger.warn(`IPN retry sweep failed: ${String(error)}`),
      );
    }, RETRY_INTERVAL_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.retryTimer);
    await this.idle();
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async process(id: Types.ObjectId, raw: Buffer, fields: FormFields): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await this.evaluate(raw, fields);
    } catch (error) {
      outcome = {
        state: 'failed',
        reason: `error while processing: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const summary = `IPN ${String(id)} (txn ${fields.txn_id ?? '-'}, ${fields.payment_status ?? '-'}, order ${fields.custom ?? '-'}) ${outcome.state}: ${outcome.reason}`;
    if (outcome.state === 'applied') this.logger.log(summary);
    else if (outcome.state === 'ignored') this.logger.warn(summary);
    else this.logger.error(summary);
    await this.messages
      .updateOne(
        { _id: id },
        { $set: { state: outcome.state, reason: outcome.reason, processedAt: new Date() } },
      )
      .catch((error: unknown) =>
        this.logger.error(`Could not record the outcome of IPN ${String(id)}: ${String(error)}`),
      );
  }

  private async evaluate(raw: Buffer, fields: FormFields): Promise<Outcome> {
    if (fields.test_ipn === '1' && this.config.paypalMode === 'live') {
      return ignore('test_ipn=1 (a sandbox notification) is not accepted in live mode');
    }
    const verdict = await this.validator.validate(raw);
    if (!verdict.answered) return { state: 'failed', reason: verdict.problem };
    if (verdict.body !== 'VERIFIED')
      return ignore(`validation answered ${JSON.stringify(verdict.body.slice(0, 40))}, not VERIFIED`);

    const txnId = fields.txn_id ?? '';
    if (!txnId) return ignore('no txn_id');
    const grossCents = toCents(fields.mc_gross ?? '');
    if (grossCents === undefined) return ignore(`mc_gross "${fields.mc_gross ?? ''}" is not an amount`);
    const common = {
      provider: PAYPAL_STANDARD,
      txnId,
      grossCents,
      currency: fields.mc_currency ?? '',
      receivers: [fields.receiver_email, fields.business].filter((value): value is string => Boolean(value)),
    };

    const status = fields.payment_status ?? '';
    let settled: Settlement;
    if (status === 'Completed') {
      settled = await this.settlement.settlePayment({ ...common, orderId: fields.custom ?? '' });
    } else if (REVERSAL_STATUSES.has(status)) {
      if (!fields.parent_txn_id) return ignore(`${status} without parent_txn_id`);
      settled = await this.settlement.settleReversal({ ...common, paidTxnId: fields.parent_txn_id, status });
    } else {
      return ignore(`payment_status "${status}" changes no order`);
    }
    return settled.applied
      ? {
          state: 'applied',
          reason:
            status === 'Completed' ? `order ${settled.orderId} Paid` : `order ${settled.orderId} ${status}`,
        }
      : ignore(settled.reason);
  }
}

function ignore(reason: string): Outcome {
  return { state: 'ignored', reason };
}

/** A stored Buffer path may come back as a Buffer or, from lean reads, as BSON Binary. */
function storedBytes(raw: unknown): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  const binary = raw as { buffer?: unknown; position?: number };
  if (binary.buffer instanceof Uint8Array) {
    const bytes = binary.buffer.subarray(0, binary.position ?? binary.buffer.byteLength);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  throw new Error('The stored IPN message has no raw bytes');
}
