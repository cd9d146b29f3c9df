import { createHash, randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { formatCents } from '../../orders/money';
import { SimulatedIpn } from '../schemas/simulated-ipn.schema';
import type { FormFields } from '../../http/body-parsers';
import { encodeForm, NOTIFY_VALIDATE_PREFIX } from '../paypal-standard/form-encoding';
import { repeatInBackground } from '../../background/repeat-in-background';

/** The `_xclick` fields the hosted page needs, checked. */
export interface SimulatedCheckout {
  business: string;
  itemName: string;
  itemNumber: string;
  amountCents: number;
  currency: string;
  custom: string;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
}

export type DeliveryResult = { delivered: true } | { delivered: false; problem: string };

const DELIVERY_TIMEOUT_MS = 10_000;
/** How often each process looks for resends that are due. */
const RESEND_POLL_MS = 30_000;
/** A resend taken by a process is its own for this long, so two processes never send one resend twice. */
const RESEND_LEASE_MS = 60_000;

/**
 * Plays PayPal for offline use and tests: sends an IPN like PayPal's for a simulated payment, and answers
 * the validation post-back VERIFIED for exactly the bytes it sent, INVALID for anything else.
 */
@Injectable()
export class SimulatorService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SimulatorService.name);
  private stopResends = () => {};

  constructor(
    @InjectModel(SimulatedIpn.name) private readonly sent: Model<SimulatedIpn>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.paypalMode !== 'simulator') return;
    this.stopResends = repeatInBackground(() => this.resendDue(), {
      intervalMs: RESEND_POLL_MS,
      onFailure: (error) => this.logger.warn(`Simulated IPN resends failed: ${String(error)}`),
    });
  }

  beforeApplicationShutdown(): void {
    this.stopResends();
  }

  /**
   * Sends again every notification whose resend is due at `now`, as PayPal resends one that got no 200: each taken
   * by a conditional update, so with several processes each resend is made once. Answers how many it sent.
   */
  async resendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.sent
        .findOneAndUpdate(
          { 'resend.dueAt': trusted({ $lte: now }) },
          {
            $set: { 'resend.dueAt': new Date(now.getTime() + RESEND_LEASE_MS) },
            $inc: { 'resend.attempts': 1 },
          },
          { sort: { 'resend.dueAt': 1 }, returnDocument: 'after' },
        )
        .lean();
      if (!due?.resend) return sent;
      sent++;
      const { notifyUrl, body, attempts } = due.resend;
      const delivery = await post(notifyUrl, Buffer.from(body, 'ascii'));
      const delay = this.config.simulatorIpnResendDelaysMs[attempts];
      await this.sent.updateOne(
        { _id: due._id },
        delivery.delivered || delay === undefined
          ? { $unset: { resend: 1 } }
          : { $set: { 'resend.dueAt': new Date(now.getTime() + delay) } },
      );
    }
  }

  /** Builds the notification, remembers it, and posts it to notify_url as PayPal does (server to server). */
  async pay(checkout: SimulatedCheckout): Promise<DeliveryResult> {
    const fields = completedIpn(checkout);
    return this.send(checkout.notifyUrl, fields, {
      txnId: fields.txn_id,
      fields: { ...fields, notify_url: checkout.notifyUrl },
    });
  }

  /**
   * What a refund in the PayPal account does: a Refunded notification of the whole payment, sent to the shop
   * like the payment's. Undefined when the simulator took no such payment.
   */
  async refund(paidTxnId: string): Promise<DeliveryResult | undefined> {
    const paid = await this.payment(paidTxnId);
    if (!paid) return undefined;
    const { notify_url: notifyUrl, ...payment } = paid;
    return this.send(notifyUrl!, refundedIpn(payment));
  }

  /** The notification of a payment the simulator took (with the notify_url it went to). */
  async payment(txnId: string): Promise<FormFields | undefined> {
    const paid = await this.sent.findOne({ txnId }).lean();
    return paid?.fields;
  }

  private async send(
    notifyUrl: string,
    fields: FormFields,
    remembered: Partial<SimulatedIpn> = {},
  ): Promise<DeliveryResult> {
    const body = encodeForm(fields);
    await this.sent.updateOne(
      { _id: digest(body) },
      { $setOnInsert: { sentAt: new Date(), ...remembered } },
      { upsert: true },
    );
    const delivery = await post(notifyUrl, body);
    const delay = this.config.simulatorIpnResendDelaysMs[0];
    if (!delivery.delivered && delay !== undefined) {
      const resend = {
        notifyUrl,
        body: body.toString('ascii'),
        attempts: 0,
        dueAt: new Date(Date.now() + delay),
      };
      await this.sent.updateOne({ _id: digest(body) }, { $set: { resend } });
    }
    return delivery;
  }

  /** PayPal's answer to a post-back: the sent body, prefixed with cmd=_notify-validate, byte for byte. */
  async validate(postBack: Buffer): Promise<'VERIFIED' | 'INVALID'> {
    if (!postBack.subarray(0, NOTIFY_VALIDATE_PREFIX.length).equals(NOTIFY_VALIDATE_PREFIX)) return 'INVALID';
    const original = postBack.subarray(NOTIFY_VALIDATE_PREFIX.length);
    return (await this.sent.exists({ _id: digest(original) })) ? 'VERIFIED' : 'INVALID';
  }
}

/** Posts a notification to the shop as PayPal does (server to server); anything but a 2xx is not delivered. */
async function post(notifyUrl: string, body: Buffer): Promise<DeliveryResult> {
  try {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'user-agent': 'PayPal IPN ( https://www.paypal.com/ipn )',
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok
      ? { delivered: true }
      : { delivered: false, problem: `notify_url answered HTTP ${response.status}` };
  } catch (error) {
    return {
      delivered: false,
      problem: `notify_url unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** PayPal's notification of a full refund: a new transaction, negative amounts, naming the payment it returns. */
function refundedIpn(payment: FormFields): FormFields {
  return {
    ...payment,
    mc_gross: `-${payment.mc_gross}`,
    payment_status: 'Refunded',
    reason_code: 'refund',
    parent_txn_id: payment.txn_id!,
    txn_id: simulatedTxnId(),
    payment_date: new Date().toUTCString(),
    ipn_track_id: randomBytes(6).toString('hex'),
  };
}

function simulatedTxnId(): string {
  return `SIM${randomBytes(7).toString('hex').toUpperCase()}`;
}

function completedIpn(checkout: SimulatedCheckout): FormFields {
  const txnId = simulatedTxnId();
  return {
    mc_gross: formatCents(checkout.amountCents),
    protection_eligibility: 'Eligible',
    payer_id: 'SIMULATEDBUYER',
    payment_date: new Date().toUTCString(),
    payment_status: 'Completed',
    charset: 'UTF-8',
    first_name: 'Simulated',
    last_name: 'Buyer',
    notify_version: '3.9',
    custom: checkout.custom,
    payer_status: 'verified',
    business: checkout.business,
    quantity: '1',
    payer_email: 'buyer@simulator.example',
    txn_id: txnId,
    payment_type: 'instant',
    receiver_email: checkout.business,
    item_name: checkout.itemName,
    item_number: checkout.itemNumber,
    mc_currency: checkout.currency,
    txn_type: 'web_accept',
    test_ipn: '1',
    ipn_track_id: randomBytes(6).toString('hex'),
  };
}

function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}
