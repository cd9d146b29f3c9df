import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RequestWithReader } from '../http/request-reader';
import { apiCatalogue, type ApiMessageId } from './api-texts';
import type { FixedText, MessageParams } from './api-message';
import { replyLanguage } from './request-language';

/** An id of the API's catalogue for a success answer's message with arguments: `answer.<what>`. */
export type AnswerId = Extract<ApiMessageId, `answer.${string}`>;

/** A success answer's message (`{ message }`): a fixed text, or an `answer.…` entry with its arguments. */
export type AnswerText = (message: FixedText | { id: AnswerId; params: MessageParams }) => string;

/**
 * The texts a handler answers with on success, in the reader's language (the signed-in account's, else the
 * request's Accept-Language's), as the exception filter says errors; in English, exactly as written.
 */
export const AnswerTexts = createParamDecorator((_data: unknown, context: ExecutionContext): AnswerText => {
  const catalogue = apiCatalogue(
    replyLanguage(context.switchToHttp().getRequest<FastifyRequest & RequestWithReader>()),
  );
  return (message) =>
    typeof message === 'string' ? catalogue.say(message) : catalogue.say(message.id, message.params);
});
