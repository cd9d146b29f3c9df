import { TEXT_MAX, type BodyRules } from '@agency/contracts';

/**
 * The contact form. The spec's client also sends messageStatus; it is accepted and ignored, since a new
 * message is always UnRead.
 */
export const NEW_MESSAGE_RULES = {
  name: { kind: 'text', required: true, maxLength: 100, label: 'Name' },
  email: { kind: 'email', required: true, maxLength: 254, label: 'Email' },
  number: { kind: 'text', required: false, maxLength: 40, label: 'Phone number' },
  subject: { kind: 'text', required: false, maxLength: 200, label: 'Subject' },
  message: { kind: 'text', required: true, maxLength: TEXT_MAX, label: 'Message' },
  messageStatus: { kind: 'text', required: false, maxLength: 20 },
} satisfies BodyRules;

export interface NewMessageBody {
  name: string;
  email: string;
  number?: string;
  subject?: string;
  message: string;
}

/** Spec 000 §4: UnRead becomes Read; there is no way back. */
export const MARK_READ_RULES = {
  messageStatus: {
    kind: 'enum',
    required: true,
    maxLength: 20,
    values: ['Read'],
    label: 'messageStatus',
    messages: { invalid: 'messageStatus can only be set to Read' },
  },
} satisfies BodyRules;
