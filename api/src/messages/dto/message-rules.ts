import { MESSAGE_RULES, MESSAGE_STATUSES, type BodyRules } from '@agency/contracts';
import type { BodyOf } from '../../common/validated-body';

/**
 * The contact form. The spec's client also sends messageStatus; it is accepted and ignored, since a new
 * message is always UnRead.
 */
export const NEW_MESSAGE_RULES = {
  ...MESSAGE_RULES,
  messageStatus: { kind: 'text', required: false, maxLength: 20 },
} satisfies BodyRules;

export type NewMessageBody = Omit<BodyOf<typeof NEW_MESSAGE_RULES>, 'messageStatus'>;

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

export type MarkReadBody = BodyOf<typeof MARK_READ_RULES>;

/** A stored message as the admin pages read it (the OpenAPI response schema). */
export const MESSAGE_RECORD_RULES = {
  ...MESSAGE_RULES,
  messageStatus: {
    kind: 'enum',
    required: true,
    maxLength: 20,
    values: MESSAGE_STATUSES,
    label: 'messageStatus',
  },
} satisfies BodyRules;
