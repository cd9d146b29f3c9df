/** The parts of PayPal's Orders v2 and Payments v2 resources the shop reads. */

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PaypalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: PaypalMoney;
  /** The shop's order id, copied from the purchase unit. */
  custom_id?: string;
  links?: PaypalLink[];
}

export interface PaypalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  amount: PaypalMoney;
  /** `rel: up` names the capture the refund belongs to. */
  links?: PaypalLink[];
}

export interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount: PaypalMoney;
    payments?: { captures?: PaypalCapture[] };
  }>;
  links?: PaypalLink[];
}

export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource: unknown;
}

/** PayPal's error body (`name`, `message`, `details[].issue`). */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

/** The transmission headers PayPal signs a webhook delivery with, by their header names. */
export const WEBHOOK_HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;

export type WebhookTransmission = Record<keyof typeof WEBHOOK_HEADERS, string>;
