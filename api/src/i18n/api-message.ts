import type { ApiErrorCode } from '@agency/contracts';
import type rulesEn from '@agency/contracts/messages/en.json';
import { apiTexts, ENGLISH, type ApiMessageId } from './api-texts';

/**
 * A fixed text the catalogues hold under itself (the API's and the rules' entries whose id is their English text):
 * a message typed so can only be one that has a translation.
 */
export type FixedText = Exclude<
  ApiMessageId | keyof typeof rulesEn,
  `mail.${string}` | `error.${string}` | `answer.${string}` | `validation.${string}`
>;

/** A field error's or an exception's message that is a fixed text. */
export interface FixedMessage {
  message: FixedText;
}

/** An id of the API's catalogue for a message with arguments: `error.<what>`. */
export type ApiErrorId = Extract<ApiMessageId, ApiErrorCode>;

export type MessageParams = Record<string, string | number>;

/**
 * A message the API makes with arguments, as it answers it and as it is translated: `message` is the English text,
 * made from the catalogue's English entry, and `code` with `params` let the exception filter say it in the reader's
 * language. It is an exception's body as it is (`new ConflictException(apiMessage(…))`) and a field error's message
 * spread in (`{ field, ...apiMessage(…) }`).
 */
export interface ApiMessage {
  message: string;
  code: ApiErrorId;
  params: MessageParams;
}

const english = apiTexts(ENGLISH);

export function apiMessage(id: ApiErrorId, params: MessageParams): ApiMessage {
  return { message: english(id, params), code: id, params };
}

/** What went wrong, as a helper hands it on: a fixed text or a message with arguments. */
export type Problem = FixedMessage | ApiMessage;
