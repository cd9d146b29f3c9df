import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { toCents } from '../../orders/money';
import { PaymentSettlementService, type Settlement } from '../payment-settlement.service';
import { IpnMessage, type IpnState } from '../schemas/ipn-message.schema';
import { parseForm, type FormFields } from './form-encoding';
import { IpnValidator } from './ipn-validator';
import { PAYPAL_STANDARD } from './paypal-standard.provider';

type Outcome = { state: Exclude<IpnState, 'received'>; reason: string };

const REVERSAL_STATUSES = new Set(['Refunded', 'Reversed']);

/**
 * PayPal's Instant Payment Notification: store first (so a failure makes PayPal retry), acknowledge, then
 * verify and settle in the background. Every stored message ends applied, ignored or failed, with why.
 */
@Injectable()
export class IpnService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(IpnService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @InjectModel(IpnMessage.name) private readonly messages: Model<IpnMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly validator: IpnValidator,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** Resolves once the message is stored; throws (so PayPal gets a 5xx and retries) if it can't be. */
  async receive(raw: Buffer): Promise<void> {
    const fields = parseForm(raw);
    const stored = await this.messages.create({
      raw,
      receivedAt: new Date(),
      txnId: fields.txn_id,
      paymentStatus: fields.payment_status,
      custom: fields.custom,
      state: 'received',
    });
    const work = this.process(stored._id, raw).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves when every notification received so far has been processed (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  private async process(id: Types.ObjectId, raw: Buffer): Promise<void> {
    const fields = parseForm(raw);
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
