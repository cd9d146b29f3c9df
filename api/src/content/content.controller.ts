import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  Inject,
  Post,
  Put,
  Res,
  SetMetadata,
  type Type,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  LOCALE_PARAM,
  pathsOf,
  type ContentResource,
  type OrderBody,
  type RouteKind,
} from '@agency/contracts';
import { Access, AdminOnly, IdentifyReader } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { routePath } from '@agency/contracts/endpoints';
import { ERROR_SCHEMA, recordSchema } from '../common/rules-openapi';
import { ValidationFailedException } from '../common/validated-body';
import { LanguagesService, type LanguageAsked } from '../languages/languages.service';
import type { ContentService } from './content.service';
import {
  checkedWrite,
  ContentBodyOf,
  inLanguage,
  LanguageAsk,
  localeAsked,
  type ContentBody,
} from './content-language';
import { ValidOrder } from './order-body.pipe';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser, Reader } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { asksForDraft, DraftRequested } from './publishing/draft-param';
import { apiMessage } from '../i18n/api-message';

/** Marks the controllers built from the catalogue, so tests can tell content routes from the rest. */
export const CONTENT_RESOURCE_METADATA = 'agency:content-resource';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed id or invalid body; `message` names the field and `errors` lists every problem',
  401: 'Not signed in',
  403: 'Signed in, but not an admin',
  404: 'No record with this id',
  409: 'This block holds one record, which already exists; or a field that must be unique repeats another record (`message` names it)',
};

function errors(...statuses: number[]): MethodDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_TEXT[status], schema: ERROR_SCHEMA }),
    ),
  );
}

/** Applies the decorators only when the catalogue gives the route, so singletons get no DELETE. */
function when(condition: unknown, ...decorators: MethodDecorator[]): MethodDecorator {
  return condition ? applyDecorators(...decorators) : () => undefined;
}

function pascalCase(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The controller of one catalogue resource: its documented paths (misspellings included), its access
 * rules and its OpenAPI description, all read from the entry. One class is built per resource so that
 * Nest and Swagger see distinct controllers.
 */
export function contentControllerFor(resource: ContentResource, serviceToken: string): Type<unknown> {
  const routes = (kind: RouteKind) =>
    kind === 'remove' && resource.singleton ? [] : pathsOf(resource, kind).map(routePath);
  const paths = {
    list: routes('list'),
    one: routes('one'),
    add: routes('add'),
    update: routes('update'),
    remove: routes('remove'),
    order: routes('order'),
  };
  const conflicts = resource.singleton || resource.unique?.length ? [409] : [];
  const record = recordSchema(resource.fields);
  // A resource with withheld fields answers admins more, so its public reads look the reader up.
  const read = resource.withheld
    ? applyDecorators(Access(resource.read), IdentifyReader())
    : Access(resource.read);
  const audienceOf = (reader: SessionUser | undefined) => (reader?.isAdmin ? 'admin' : 'public');
  const isPrivate = resource.read === 'admin';

  const readErrors = isPrivate ? [401, 403] : [];
  const name = resource.label.toLowerCase();
  // Visitors' reads may follow Accept-Language; admins' tools name the language they mean.
  const negotiates = resource.read === 'public';
  const inLanguageNamed = (request: Parameters<typeof localeAsked>[0]) => {
    const locale = localeAsked(request);
    return locale === undefined ? '' : ` in ${locale}`;
  };

  @ApiTags(`content: ${resource.label}`)
  @Controller()
  @SetMetadata(CONTENT_RESOURCE_METADATA, resource.key)
  class ContentController {
    constructor(
      @Inject(serviceToken) readonly content: ContentService,
      @Inject(LanguagesService) readonly languages: LanguagesService,
    ) {}

    @Get(paths.list)
    @read
    @ApiOperation({
      summary: resource.singleton ? `List ${name}` : `List ${name} in their saved order (new items last)`,
      description: 'Revalidate with If-None-Match.',
    })
    @ApiOkResponse({
      schema: { type: 'array', items: record },
      headers: { ETag: { description: 'Strong validator of the body', schema: { type: 'string' } } },
    })
    @ApiResponse({
      status: 304,
      description: 'The list has not changed since the ETag sent in If-None-Match',
    })
    @errors(...readErrors)
    list(
      @Reader() reader: SessionUser | undefined,
      @LanguageAsk(negotiates) asked: LanguageAsked,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      return inLanguage(this.languages.requested(asked), reply, (locale) =>
        this.content.list(audienceOf(reader), locale),
      );
    }

    @Get(paths.one)
    @read
    @ApiOperation({ summary: `Read one ${name} record` })
    @ApiOkResponse({ schema: record })
    @errors(400, ...readErrors, 404)
    one(
      @IdParam() id: string,
      @Reader() reader: SessionUser | undefined,
      @LanguageAsk(negotiates) asked: LanguageAsked,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      return inLanguage(this.languages.requested(asked), reply, (locale) =>
        this.content.get(id, audienceOf(reader), locale),
      );
    }

    @Post(paths.add)
    @AdminOnly()
    @Audited('content', (request) =>
      asksForDraft(request)
        ? `Saved a draft of a new record of ${resource.label}`
        : `Added ${resource.singleton ? '' : 'to '}${resource.label}`,
    )
    @ApiOperation({
      summary: `Add a ${name} record`,
      description: `Success notice: '${resource.alerts.added}'.${resource.singleton ? ' Only one record may exist.' : ''} With ?draft=true, answers the saved draft instead.`,
    })
    @ApiCreatedResponse({ schema: record })
    @errors(400, 401, 403, ...conflicts)
    async add(
      @ContentBodyOf(resource.fields) body: ContentBody,
      @DraftRequested() draft: boolean,
      @CurrentUser() user: SessionUser,
      @LanguageAsk(false) asked: LanguageAsked,
    ) {
      const { locale } = await this.languages.requested(asked);
      if (locale !== undefined) {
        const refusal = apiMessage('error.content.addInDefaultLanguage', { param: LOCALE_PARAM });
        throw new ValidationFailedException([{ field: LOCALE_PARAM, ...refusal }]);
      }
      const input = checkedWrite(resource, body, undefined);
      return draft ? this.content.saveDraft(undefined, input, user) : this.content.add(input, user);
    }

    @Put(paths.update)
    @AdminOnly()
    @Audited(
      'content',
      (request) =>
        (asksForDraft(request) ? `Saved a draft of ${resource.label}` : `Updated ${resource.label}`) +
        inLanguageNamed(request),
    )
    @ApiOperation({
      summary: `Update a ${name} record`,
      description: `Send any of the fields; required ones cannot be emptied. Success notice: '${resource.alerts.updated}'. With ?draft=true, answers the saved draft instead. With ?${LOCALE_PARAM}= another language, writes that language's values of the localized fields only ('' removes one, so the default language's shows again); a shared field is a 400.`,
    })
    @ApiOkResponse({ schema: record })
    @errors(400, 401, 403, 404, ...conflicts)
    async update(
      @IdParam() id: string,
      @ContentBodyOf(resource.fields, { partial: true }) body: ContentBody,
      @DraftRequested() draft: boolean,
      @CurrentUser() user: SessionUser,
      @LanguageAsk(false) asked: LanguageAsked,
    ) {
      const { locale } = await this.languages.requested(asked);
      const input = checkedWrite(resource, body, locale, { partial: true });
      return draft
        ? this.content.saveDraft(id, input, user, locale)
        : this.content.update(id, input, user, {}, locale);
    }

    @when(
      paths.remove.length > 0,
      Delete(paths.remove),
      AdminOnly(),
      Audited('content', `Deleted from ${resource.label}`),
      ApiOperation({ summary: `Delete a ${name} record`, description: 'Returns the deleted record.' }),
      ApiOkResponse({ schema: record }),
      errors(400, 401, 403, 404),
    )
    remove(@IdParam() id: string) {
      return this.content.remove(id);
    }

    @when(
      paths.order.length > 0,
      Put(paths.order),
      AdminOnly(),
      Audited('content', `Reordered ${resource.label}`),
      ApiOperation({
        summary: `Put the ${name} in a new order`,
        description:
          'Send every item id once, in the order the lists (and the public pages) should follow; new items go last. ' +
          'Returns the reordered list. Unknown, missing or repeated ids are a 400 naming `ids`.',
      }),
      ApiOkResponse({ schema: { type: 'array', items: record } }),
      errors(400, 401, 403),
    )
    reorder(@ValidOrder() body: OrderBody) {
      return this.content.reorder(body);
    }
  }

  Object.defineProperty(ContentController, 'name', { value: `${pascalCase(resource.key)}Controller` });
  return ContentController;
}
