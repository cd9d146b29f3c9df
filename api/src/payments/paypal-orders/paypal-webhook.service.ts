import { Injectable, Logger } from '@nestjs/common';
import { PaypalOrdersClient } from './paypal-orders.client';
import { PaypalOrdersProvider } from './paypal-orders.provider';
import {
  WEBHOOK_HEADERS,
  type PaypalCapture,
  type PaypalRefund,
  type PaypalWebhookEvent,
  type WebhookTransmission,
} from './paypal-orders.types';

export type WebhookOutcome =
  | { status: 'processed' }
  | { status: 'ignored'; reason: string }
  /** Not forged, but not applicable yet (a refund before its payment): PayPal delivers it again later. */
  | { status: 'retry'; reason: string }
  | { status: 'unverified'; reason: string };

/**
 * PayPal's webhook deliveries: only a delivery PayPal's verify call confirms for the shop's webhook id is read,
 * and then only the capture and refund events change anything, through the same settlement as the capture's
 * own answer, so duplicates, replays and either order of arrival change an order at most once.
 */
@Injectable()
export class PaypalWebhookService {
  private readonly logger = new Logger('PaypalWebhook');

  constructor(
    private readonly client: PaypalOrdersClient,
    private readonly provider: PaypalOrdersProvider,
  ) {}

  /**
   * `admitUnsettling` counts a delivery that can change nothing against its sender's limit, and throws once the
   * sender is past it; a delivery that may settle an order is not counted until PayPal has refused it.
   */
  async receive(
    transmission: Partial<WebhookTransmission>,
    rawEvent: string,
    admitUnsettling: () => Promise<void>,
  ): Promise<WebhookOutcome> {
    const missing = (Object.keys(WEBHOOK_HEADERS) as Array<keyof WebhookTransmission>).filter(
      (field) => !transmission[field],
    );
    const event = parseEvent(rawEvent);
    const settle = event && this.settlers.get(event.event_type);
    if (missing.length > 0 || !settle) await admitUnsettling();
    if (missing.length > 0) return this.unverified(`the delivery lacks ${missing.join(', ')}`);
    if (!event) return this.unverified('the body is not a webhook event');
    if (!settle) return { status: 'ignored', reason: `${event.event_type} changes nothing here` };
    if (!(await this.client.verifyWebhook(transmission as WebhookTransmission, rawEvent))) {
      await admitUnsettling();
      return this.unverified(`PayPal did not verify the signature of event ${event.id}`);
    }
    return settle(event);
  }

  /** The only events that change an order; any other is answered without asking PayPal to verify it. */
  private readonly settlers: ReadonlyMap<string, (event: PaypalWebhookEvent) => Promise<WebhookOutcome>> =
    new Map([
      [
        'PAYMENT.CAPTURE.COMPLETED',
        async (event: PaypalWebhookEvent): Promise<WebhookOutcome> => {
          const outcome = await this.provider.settleCapture(event.resource as PaypalCapture);
          if (outcome.result === 'paid') return { status: 'processed' };
          return this.ignored(
            event,
            outcome.result === 'refused' ? outcome.reason : `capture is ${outcome.result}`,
          );
        },
      ],
      [
        'PAYMENT.CAPTURE.REFUNDED',
        async (event: PaypalWebhookEvent): Promise<WebhookOutcome> => {
          const settlement = await this.provider.settleRefund(event.resource as PaypalRefund);
          if (settlement.applied) return { status: 'processed' };
          if (settlement.awaitingPayment) {
            this.logger.warn(`Event ${event.id} came before its payment; PayPal will deliver it again`);
            return { status: 'retry', reason: settlement.reason };
          }
          return this.ignored(event, settlement.reason);
        },
      ],
    ]);

  private unverified(reason: string): WebhookOutcome {
    this.logger.warn(`Webhook refused: ${reason}`);
    return { status: 'unverified', reason };
  }

  private ignored(event: PaypalWebhookEvent, reason: string): WebhookOutcome {
    this.logger.warn(`Webhook ${event.event_type} ${event.id} changed nothing: ${reason}`);
    return { status: 'ignored', reason };
  }
}

function parseEvent(raw: string): PaypalWebhookEvent | undefined {
  try {
    const event = JSON.parse(raw) as Partial<PaypalWebhookEvent>;
    return typeof event.id === 'string' &&
      typeof event.event_type === 'string' &&
      typeof event.resource === 'object' &&
      event.resource !== null
      ? (event as PaypalWebhookEvent)
      : undefined;
  } catch {
    return undefined;
  }
}
