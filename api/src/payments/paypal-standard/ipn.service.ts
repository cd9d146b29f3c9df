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
import { CrashPoints } from '../../config/crash-points.service';
import { toCents } from '../../orders/money';
import {
  PaymentSettlementService,
  type ReportedPayment,
  type ReportedReversal,
} from '../payment-settlement.service';
import { IpnMessage, type IpnState } from '../schemas/ipn-message.schema';
import { parseForm, type FormFields } from '../../http/body-parsers';
import { BackgroundTasks } from '../../background/background-tasks';
import { ApiMetrics } from '../../metrics/api-metrics';
import { IpnValidator } from './ipn-validator';
import { PAYPAL_STANDARD } from './paypal-standard.provider';
import { repeatInBackground } from '../../background/repeat-in-background';

type Outcome = { state: Exclude<IpnState, 'received'>; reason: string };
/** A message that could settle an order, waiting for PayPal to confirm it is authentic. */
type Candidate =
  { kind: 'payment'; payment: ReportedPayment } | { kind: 'reversal'; reversal: ReportedReversal };

/** Longest stored text field (PayPal's txn_id has 17 characters, our order ids 24). */
const MAX_FIELD = 64;
const MAX_REASON = 300;

const REVERSAL_STATUSES = new Set(['Refunded', 'Reversed']);

/** How often unfinished messages are looked at; they are processed again after `ipnRetryAfterMs` (AppConfig). */
const RETRY_INTERVAL_MS = 60_000;
/** PayPal itself gives up resending after a few days; so do we. */
const RETRY_FOR_MS = 3 * 24 * 60 * 60_000;
const MAX_ATTEMPTS = 6;
const RETRY_BATCH = 20;
/** Unfinished messages looked up per sweep against the orders that may name them. */
const RECONCILE_BATCH = 200;

/**
 * PayPal's Instant Payment Notification: store first (so a failure makes PayPal retry), acknowledge, then
 * verify and settle in the background. Every stored message ends applied, ignored or failed, with why.
 */
@Injectable()
export class IpnService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(IpnService.name);
  private stopRetries = () => {};

  constructor(
    @InjectModel(IpnMessage.name) private readonly messages: Model<IpnMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly validator: IpnValidator,
    private readonly settlement: PaymentSettlementService,
    private readonly background: BackgroundTasks,
    private readonly metrics: ApiMetrics,
    private readonly crashPoints: CrashPoints,
  ) {}

  /**
   * Resolves once the message is stored; throws (so PayPal gets a 5xx and retries) if it can't be. Only a
   * message that could settle an order (see `screen`) is kept whole and posted back for validation; any
   * other is recorded as ignored in a few bounded fields, without its body, once `admitUnsettling` (which
   * may throw, refusing it unstored) let it in.
   */
  async receive(raw: Buffer, fields: FormFields, admitUnsettling: () => Promise<void>): Promise<void> {
    const screened = await this.screen(fields);
    const summary = summarize(fields);
    const receivedAt = new Date();
    if (isOutcome(screened)) {
      await admitUnsettling();
      const { state, reason } = screened;
      await this.messages.create({
        ...summary,
        receivedAt,
        state,
        reason: clip(reason, MAX_REASON),
        attempts: 0,
        processedAt: receivedAt,
      });
      this.log(undefined, summary, screened);
      return;
    }
    const stored = await this.messages.create({
      ...summary,
      receivedAt,
      raw,
      state: 'received',
      attempts: 1,
    });
    this.background.run('IPN processing', () => this.process(stored._id, summary, raw, screened));
  }

  /**
   * Processes again what was acknowledged to PayPal but never settled: the post-back failed, the database
   * went away mid-way, or the process stopped. A conditional claim keeps two API processes off one message.
   */
  async retryUnsettled(now = new Date()): Promise<void> {
    await this.recordWhatOrdersShow(now);
    const pending = await this.messages
      .find({
        state: trusted({ $in: ['received', 'failed'] }),
        receivedAt: trusted({
          $lt: new Date(now.getTime() - this.config.ipnRetryAfterMs),
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
        this.background.run('IPN retry', () => this.screenAndProcess(message._id, raw, parseForm(raw)));
      }
    }
  }

  /**
   * Records as applied the unfinished messages that an order names as the notification that changed it: their
   * process stopped between the order's update and this record. The order's update is the outcome (it carries the
   * change, the notification and the mail), so this record is derived from it, at any time, by any process.
   */
  private async recordWhatOrdersShow(now: Date): Promise<void> {
    const unfinished = await this.messages
      .find(
        {
          state: trusted({ $in: ['received', 'failed'] }),
          receivedAt: trusted({ $gt: new Date(now.getTime() - RETRY_FOR_MS) }),
        },
        { txnId: 1, paymentStatus: 1, custom: 1 },
      )
      .limit(RECONCILE_BATCH)
      .lean();
    for (const message of unfinished) {
      const outcome = await this.alreadyApplied(message._id, {
        txn_id: message.txnId,
        payment_status: message.paymentStatus,
      });
      if (outcome) await this.record(message._id, message, outcome);
    }
  }

  /** Resolves when every notification received so far has been processed (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.background.idle();
  }

  onApplicationBootstrap(): void {
    this.stopRetries = repeatInBackground(() => this.retryUnsettled(), {
      intervalMs: RETRY_INTERVAL_MS,
      // At start: what this process's predecessor left unrecorded when it stopped is recorded at once.
      now: true,
      onFailure: (error) => this.logger.warn(`IPN retry sweep failed: ${String(error)}`),
    });
  }

  /** Stops new sweeps; BackgroundTasks waits for the processing already started. */
  beforeApplicationShutdown(): void {
    this.stopRetries();
  }

  private async screenAndProcess(id: Types.ObjectId, raw: Buffer, fields: FormFields): Promise<void> {
    const summary = summarize(fields);
    const screened = await this.alreadyApplied(id, fields)
      .then((applied) => applied ?? this.screen(fields))
      .catch((error: unknown): Outcome => ({
        state: 'failed',
        reason: `error while processing: ${describe(error)}`,
      }));
    if (isOutcome(screened)) await this.record(id, summary, screened);
    else await this.process(id, summary, raw, screened);
  }

  /**
   * A message whose processing changed its order and stopped before recording so (the process died between the
   * two) is applied: the order shows its transaction, and the claim names this message, not a repeat of it.
   */
  private async alreadyApplied(
    id: Types.ObjectId,
    fields: { txn_id?: string; payment_status?: string },
  ): Promise<Outcome | undefined> {
    const { txn_id: txnId, payment_status: paymentStatus } = fields;
    if (!txnId || !paymentStatus) return undefined;
    const event = { provider: PAYPAL_STANDARD, txnId, paymentStatus };
    const orderId = await this.settlement.appliedBy(String(id), event);
    return orderId === undefined
      ? undefined
      : applied(orderId, paymentStatus === 'Completed' ? 'Paid' : paymentStatus);
  }

  private async process(
    id: Types.ObjectId,
    summary: Summary,
    raw: Buffer,
    candidate: Candidate,
  ): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await this.verifyAndSettle(raw, withNotification(candidate, String(id)));
    } catch (error) {
      outcome = { state: 'failed', reason: `error while processing: ${describe(error)}` };
    }
    this.crashPoints.reached('notification-settled');
    await this.record(id, summary, outcome);
  }

  private async record(id: Types.ObjectId, summary: Summary, outcome: Outcome): Promise<void> {
    this.log(id, summary, outcome);
    await this.messages
      .updateOne(
        { _id: id },
        { $set: { state: outcome.state, reason: clip(outcome.reason, MAX_REASON), processedAt: new Date() } },
      )
      .catch((error: unknown) =>
        this.logger.error(`Could not record the outcome of IPN ${String(id)}: ${String(error)}`),
      );
  }

  private log(id: Types.ObjectId | undefined, summary: Summary, outcome: Outcome): void {
    this.metrics.paymentNotifications.inc({ channel: 'ipn', outcome: outcome.state });
    const line = `IPN ${id ? String(id) : '(body not kept)'} (txn ${summary.txnId ?? '-'}, ${summary.paymentStatus ?? '-'}, order ${summary.custom ?? '-'}) ${outcome.state}: ${outcome.reason}`;
    if (outcome.state === 'applied') this.logger.log(line);
    else if (outcome.state === 'ignored') this.logger.warn(line);
    else this.logger.error(line);
  }

  /**
   * What the message claims, if it could change an order now: before anything is posted back, it must be a
   * Completed payment for a known UnPaid order of exactly its amount and currency (or a refund or reversal
   * of a Paid one), to the shop's own account, by a transaction not yet applied.
   */
  private async screen(fields: FormFields): Promise<Candidate | Outcome> {
    if (fields.test_ipn === '1' && this.config.paypalMode === 'live') {
      return ignore('test_ipn=1 (a sandbox notification) is not accepted in live mode');
    }
    const txnId = fields.txn_id ?? '';
    if (!txnId) return ignore('no txn_id');
    const grossCents = toCents(fields.mc_gross ?? '');
    if (grossCents === undefined) return ignore(`mc_gross "${fields.mc_gross ?? ''}" is not an amount`);
    const common = {
      provider: PAYPAL_STANDARD,
      txnId,
      grossCents,
      currency: fields.mc_currency ?? '',
      receivers: [fields.receiver_email, fields.business].filter(
        (value): value is string => value !== undefined,
      ),
    };

    const status = fields.payment_status ?? '';
    if (status === 'Completed') {
      const payment = { ...common, orderId: fields.custom ?? '' };
      const { problem } = await this.settlement.checkPayment(payment);
      return problem === undefined ? { kind: 'payment', payment } : ignore(problem);
    }
    if (REVERSAL_STATUSES.has(status)) {
      if (!fields.parent_txn_id) return ignore(`${status} without parent_txn_id`);
      const reversal = { ...common, paidTxnId: fields.parent_txn_id, status };
      const { problem } = await this.settlement.checkReversal(reversal);
      return problem === undefined ? { kind: 'reversal', reversal } : ignore(problem);
    }
    return ignore(`payment_status "${status}" changes no order`);
  }

  private async verifyAndSettle(raw: Buffer, candidate: Candidate): Promise<Outcome> {
    const verdict = await this.validator.validate(raw);
    if (!verdict.answered) return { state: 'failed', reason: verdict.problem };
    if (verdict.body !== 'VERIFIED')
      return ignore(`validation answered ${JSON.stringify(verdict.body.slice(0, 40))}, not VERIFIED`);

    // Checked again: the order may have changed while PayPal answered.
    const settled =
      candidate.kind === 'payment'
        ? await this.settlement.settlePayment(candidate.payment)
        : await this.settlement.settleReversal(candidate.reversal);
    if (!settled.applied) return ignore(settled.reason);
    return applied(settled.orderId, candidate.kind === 'payment' ? 'Paid' : candidate.reversal.status);
  }
}

function ignore(reason: string): Outcome {
  return { state: 'ignored', reason };
}

function applied(orderId: string, change: string): Outcome {
  return { state: 'applied', reason: `order ${orderId} ${change}` };
}

/** The settlement records which stored message applied the transaction (see `alreadyApplied`). */
function withNotification(candidate: Candidate, notificationId: string): Candidate {
  return candidate.kind === 'payment'
    ? { kind: 'payment', payment: { ...candidate.payment, notificationId } }
    : { kind: 'reversal', reversal: { ...candidate.reversal, notificationId } };
}

type Summary = Pick<IpnMessage, 'txnId' | 'paymentStatus' | 'custom'>;

/** The few fields kept of every message, whoever sent it. */
function summarize(fields: FormFields): Summary {
  return {
    txnId: clip(fields.txn_id),
    paymentStatus: clip(fields.payment_status),
    custom: clip(fields.custom),
  };
}

function isOutcome(screened: Candidate | Outcome): screened is Outcome {
  return 'state' in screened;
}

/** Keeps what anonymous senders choose to store bounded. */
function clip(value: string | undefined, max = MAX_FIELD): string | undefined {
  return value === undefined || value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
