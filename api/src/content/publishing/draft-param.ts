import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DRAFT_PARAM } from '@agency/contracts';
import { documentedParam } from '../../common/documented-param';
import { ValidationFailedException } from '../../common/validated-body';
import { apiMessage } from '../../i18n/api-message';

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** Whether a documented add or update asks to save a draft (for naming it in the audit log; never throws). */
export function asksForDraft(request: FastifyRequest): boolean {
  return queryOf(request)[DRAFT_PARAM] === 'true';
}

/**
 * `?draft=true` on a documented add or update: save a draft instead of publishing. Without it the write publishes
 * at once, as the product description's clients expect; any other value is a 400.
 */
export const DraftRequested = () =>
  documentedParam(
    createParamDecorator((_data: unknown, context: ExecutionContext): boolean => {
      const value = queryOf(context.switchToHttp().getRequest<FastifyRequest>())[DRAFT_PARAM];
      if (value === undefined || value === 'false') return false;
      if (value === 'true') return true;
      const refusal = apiMessage('error.content.draftParameter', { param: DRAFT_PARAM });
      throw new ValidationFailedException([{ field: DRAFT_PARAM, ...refusal }]);
    })(),
    ApiQuery({
      name: DRAFT_PARAM,
      required: false,
      schema: { type: 'boolean' },
      description:
        'true saves a draft that visitors do not see until it is published; by default the write publishes at once',
    }),
  );
