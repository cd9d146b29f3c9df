import type { BodyRules } from '@agency/contracts';

/** The order form's entered fields, bounded as the API bounds them (api/src/orders/dto/order-rules.ts). */
export const ORDER_FORM_RULES = {
  customerName: { kind: 'text', required: true, maxLength: 100, label: 'Name' },
  customerAddress: { kind: 'text', required: true, maxLength: 300, label: 'Address' },
  customerCountry: { kind: 'text', required: true, maxLength: 100, label: 'Country' },
} as const satisfies BodyRules;

export type OrderFormField = keyof typeof ORDER_FORM_RULES;
export type OrderFormValues = Record<OrderFormField, string>;
