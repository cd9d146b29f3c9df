import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_PARAM, localizedFields, type ContentFields, type ContentResource } from '@agency/contracts';
import { documentedParam } from '../common/documented-param';
import { bodySchema } from '../common/rules-openapi';
import { BodyRulesPipe, ValidationFailedException, type BodyRulesOptions } from '../common/validated-body';
import type { LanguageAsked, RequestedLanguage } from '../languages/languages.service';
import { localeParamOf } from '../languages/locale-param';
import type { ContentInput } from './content-record';
import { apiMessage } from '../i18n/api-message';

/** The language a write names, for its audit line (never throws; the handler judges it). */
export function localeAsked(request: FastifyRequest): string | undefined {
  const value = localeParamOf(request.query);
  return typeof value === 'string' ? value : undefined;
}

/**
 * What a content request says about its language (`?locale=`, and Accept-Language on reads that `negotiate`),
 * judged by LanguagesService.requested; documented as the `locale` query parameter.
 */
export const LanguageAsk = (negotiates: boolean) =>
  documentedParam(
    createParamDecorator((_data: unknown, context: ExecutionContext): LanguageAsked => {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      return { query: request.query, acceptLanguage: request.headers['accept-language'], negotiates };
    })(),
    ApiQuery({
      name: LOCALE_PARAM,
      required: false,
      schema: { type: 'string', example: 'de' },
      description: negotiates
        ? "One of the site's languages (GET /languages): its translations, the default language's values where it has none. Without it, Accept-Language chooses among them (the default language when it names none); a language not configured is a 400."
        : "One of the site's languages (GET /languages); without it, the default language. A language not configured is a 400.",
    }),
  );

/** Answers in the requested language, saying when the answer depends on Accept-Language. */
export function inLanguage<T>(
  requested: RequestedLanguage | Promise<RequestedLanguage>,
  reply: FastifyReply,
  read: (locale: string | undefined) => T,
): T | Promise<T> {
  const answer = (language: RequestedLanguage) => {
    if (language.negotiated) {
      const varies = reply.getHeader('vary');
      void reply.header('vary', varies ? `${String(varies)}, Accept-Language` : 'Accept-Language');
    }
    return read(language.locale);
  };
  return requested instanceof Promise ? requested.then(answer) : answer(requested);
}

/** A write's body: checked against the block's rules at once when no language is named, else by `checkedWrite`. */
export interface ContentBody {
  checked?: ContentInput;
  raw: unknown;
  /** The request names a language, so the handler checks the body once it knows which. */
  named: boolean;
}

/** Checks a body that names no language as the block's rules say, as the body pipe does for other routes. */
class ContentBodyPipe implements PipeTransform<ContentBody, ContentBody> {
  constructor(private readonly rules: BodyRulesPipe<ContentInput>) {}

  transform(body: ContentBody): ContentBody {
    return body.named ? body : { ...body, checked: this.rules.transform(body.raw) };
  }
}

/** The body of a documented add or update; its OpenAPI schema is the block's rules'. */
export const ContentBodyOf = (fields: ContentFields, options: BodyRulesOptions = {}) =>
  documentedParam(
    createParamDecorator((_data: unknown, context: ExecutionContext): ContentBody => {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      return { raw: request.body, named: localeParamOf(request.query) !== undefined };
    })(undefined, new ContentBodyPipe(new BodyRulesPipe<ContentInput>(fields, options))),
    ApiBody({ schema: bodySchema(fields, options), required: true }),
  );

/** A language's rules: its localized fields only, none required (an empty value removes the translation). */
function translationRules(resource: ContentResource): ContentFields {
  return Object.fromEntries(
    localizedFields(resource).map((field) => [field, { ...resource.fields[field]!, required: false }]),
  );
}

/**
 * The checked values of a write in `locale` (the default language when undefined). A translation writes only the
 * localized fields: a shared field (a link, an image, a number) is one value for every language, so sending it with
 * a language is a 400 naming it rather than a change made in every language unnoticed.
 */
export function checkedWrite(
  resource: ContentResource,
  body: ContentBody,
  locale: string | undefined,
  options: BodyRulesOptions = {},
): ContentInput {
  if (locale === undefined)
    return body.checked ?? new BodyRulesPipe<ContentInput>(resource.fields, options).transform(body.raw);
  const raw = body.raw;
  const sent = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? Object.keys(raw) : [];
  const shared = sent.filter(
    (field) => Object.hasOwn(resource.fields, field) && resource.fields[field]!.localized !== true,
  );
  if (shared.length > 0) {
    throw new ValidationFailedException(
      shared.map((field) => ({
        field,
        ...apiMessage('error.content.sharedField', { field, param: LOCALE_PARAM }),
      })),
    );
  }
  return new BodyRulesPipe<ContentInput>(translationRules(resource), { partial: true }).transform(raw);
}
