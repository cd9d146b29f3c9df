import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  Inject,
  Post,
  Put,
  Req,
  Res,
  SetMetadata,
  type Type,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentPaths, ContentResource } from '@agency/contracts';
import { Access, AdminOnly } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { ERROR_SCHEMA, recordSchema } from '../common/rules-openapi';
import { ValidBody } from '../common/validated-body';
import type { ContentInput, ContentService, ListSnapshot } from './content.service';

/** Marks the controllers built from the catalogue, so tests can tell content routes from the rest. */
export const CONTENT_RESOURCE_METADATA = 'agency:content-resource';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed id or invalid body; `message` names the field and `errors` lists every problem',
  401: 'Not signed in',
  403: 'Signed in, but not an admin',
  404: 'No record with this id',
  409: 'This block holds one record, which already exists',
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

/** Catalogue paths use the spec's `{id}`; the router wants `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function routePaths(paths: readonly string[] | undefined): string[] {
  return (paths ?? []).map(routePath);
}

function pascalCase(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * Sends a cached list as stored bytes. The ETag is strong (a hash of exactly these bytes), so a matching
 * If-None-Match gets 304 and no body; `no-cache` makes browsers revalidate instead of trusting a stale copy.
 */
export function sendSnapshot(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: ListSnapshot,
  isPrivate: boolean,
) {
  void reply
    .header('etag', snapshot.etag)
    .header('cache-control', isPrivate ? 'private, no-cache' : 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) {
    void reply.code(304).send();
    return;
  }
  void reply.header('content-type', 'application/json; charset=utf-8').send(snapshot.body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim() === etag);
}

/**
 * The controller of one catalogue resource: its documented paths (misspellings included), its access
 * rules and its OpenAPI description, all read from the entry. One class is built per resource so that
 * Nest and Swagger see distinct controllers.
 */
export function contentControllerFor(resource: ContentResource, serviceToken: string): Type<unknown> {
  const paths: Record<keyof ContentPaths, string[]> = {
    list: routePaths(resource.paths.list),
    one: routePaths(resource.paths.one),
    add: routePaths(resource.paths.add),
    update: routePaths(resource.paths.update),
    remove: resource.singleton ? [] : routePaths(resource.paths.remove),
  };
  const record = recordSchema(resource.fields);
  const read = Access(resource.read);
  const readErrors = resource.read === 'admin' ? [401, 403] : [];
  const name = resource.label.toLowerCase();

  @ApiTags(`content: ${resource.label}`)
  @Controller()
  @SetMetadata(CONTENT_RESOURCE_METADATA, resource.key)
  class ContentController {
    constructor(@Inject(serviceToken) readonly content: ContentService) {}

    @Get(paths.list)
    @read
    @ApiOperation({ summary: `List ${name}, oldest first`, description: 'Revalidate with If-None-Match.' })
    @ApiOkResponse({
      schema: { type: 'array', items: record },
      headers: { ETag: { description: 'Strong validator of the body', schema: { type: 'string' } } },
    })
    @ApiResponse({
      status: 304,
      description: 'The list has not changed since the ETag sent in If-None-Match',
    })
    @errors(...readErrors)
    list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void | Promise<void> {
      const isPrivate = resource.read === 'admin';
      const cached = this.content.cachedList();
      // A cached list is sent without awaiting anything, so the common read costs no promise.
      if (cached) return sendSnapshot(request, reply, cached, isPrivate);
      return this.content.list().then((snapshot) => sendSnapshot(request, reply, snapshot, isPrivate));
    }

    @Get(paths.one)
    @read
    @ApiOperation({ summary: `Read one ${name} record` })
    @ApiOkResponse({ schema: record })
    @errors(400, ...readErrors, 404)
    one(@IdParam() id: string) {
      return this.content.get(id);
    }

    @Post(paths.add)
    @AdminOnly()
    @ApiOperation({
      summary: `Add a ${name} record`,
      description: `Success notice: '${resource.alerts.added}'.${resource.singleton ? ' Only one record may exist.' : ''}`,
    })
    @ApiCreatedResponse({ schema: record })
    @errors(400, 401, 403, ...(resource.singleton ? [409] : []))
    add(@ValidBody(resource.fields) input: ContentInput) {
      return this.content.add(input);
    }

    @Put(paths.update)
    @AdminOnly()
    @ApiOperation({
      summary: `Update a ${name} record`,
      description: `Send any of the fields; required ones cannot be emptied. Success notice: '${resource.alerts.updated}'.`,
    })
    @ApiOkResponse({ schema: record })
    @errors(400, 401, 403, 404)
    update(@IdParam() id: string, @ValidBody(resource.fields, { partial: true }) input: ContentInput) {
      return this.content.update(id, input);
    }

    @when(
      paths.remove.length > 0,
      Delete(paths.remove),
      AdminOnly(),
      ApiOperation({ summary: `Delete a ${name} record`, description: 'Returns the deleted record.' }),
      ApiOkResponse({ schema: record }),
      errors(400, 401, 403, 404),
    )
    remove(@IdParam() id: string) {
      return this.content.remove(id);
    }
  }

  Object.defineProperty(ContentController, 'name', { value: `${pascalCase(resource.key)}Controller` });
  return ContentController;
}
