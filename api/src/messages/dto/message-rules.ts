import { MESSAGE_RULES, MESSAGE_STATUS_RULES, NEW_MESSAGE_RULES, type BodyRules } from '@agency/contracts';
import type { BodyOf } from '../../common/validated-body';

/** The contact form as the service stores it: the messageStatus a client may send is ignored. */
export type NewMessageBody = Omit<BodyOf<typeof NEW_MESSAGE_RULES>, 'messageStatus'>;

export type MessageStatusBody = BodyOf<typeof MESSAGE_STATUS_RULES>;

/** A stored message as the admin pages read it (the OpenAPI response schema). */
export const MESSAGE_RECORD_RULES = {
  ...MESSAGE_RULES,
  ...MESSAGE_STATUS_RULES,
} satisfies BodyRules;
