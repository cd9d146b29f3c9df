import { MESSAGE_RULES, MESSAGE_STATUSES, type BodyRules } from '@agency/contracts';
import type { BodyOf } from '../../common/validated-body';

/**
 * The contact form. The product description's client also sends messageStatus; it is accepted and ignored, since a new
 * message is always UnRead.
 */
export const NEW_MESSAGE_RULES = {
  ...MESSAGE_RULES,
  messageStatus: { kind: 'text', required: false, maxLength: 20 },
} satisfies BodyRules;

export type NewMessageBody = Omit<BodyOf<typeof NEW_MESSAGE_RULES>, 'messageStatus'>;

/** Mark Read turns an UnRead message Read; an admin may also mark it UnRead again, to come back to it. */
export const MESSAGE_STATUS_RULES = {
  messageStatus: {
    kind: 'enum',
    required: true,
    maxLength: 20,
    values: MESSAGE_STATUSES,
    label: 'messageStatus',
    messages: { invalid: 'messageStatus can only be Read or UnRead' },
  },
} satisfies BodyRules;

export type MessageStatusBody = BodyOf<typeof MESSAGE_STATUS_RULES>;

/** A stored message as the admin pages read it (the OpenAPI response schema). */
export const MESSAGE_RECORD_RULES = {
  ...MESSAGE_RULES,
  ...MESSAGE_STATUS_RULES,
} satisfies BodyRules;
