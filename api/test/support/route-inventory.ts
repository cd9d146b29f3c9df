import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { routeAccess, type AccessLevel } from '../../src/auth/access.decorator';
import { AUDIT_METADATA, type AuditedRoute } from '../../src/audit/audited-route';
import { NO_BODY_METADATA } from '../../src/common/no-body.decorator';
import { ENDPOINT_METADATA } from '../../src/common/endpoint-route';
import type { Endpoint } from '@agency/contracts/endpoints';

export interface RouteInfo {
  method: string;
  /** Nest's path pattern, e.g. /order/:id */
  path: string;
  access: AccessLevel | undefined;
  handler: string;
  /** Declares a body parameter, or is a POST/PUT/PATCH not marked `@NoBody()`. */
  takesBody: boolean;
  /** What the audit log calls the route's writes (`@Audited`), if it records them. */
  audited: AuditedRoute | undefined;
  /** The catalogue endpoint the route serves (`@EndpointRoute`), if it comes from the catalogue. */
  endpoint: Endpoint | undefined;
}

const BODY_METHODS = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH]);

/** Every route the running app serves, read from Nest's own metadata, with the access level it declares. */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const reflector = new Reflector();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!type) continue;
      const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const name of methodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const access = routeAccess(reflector, handler, type);
        const takesBody =
          declaresBody(type, name) || (BODY_METHODS.has(method) && !reflector.get(NO_BODY_METADATA, handler));
        for (const prefix of prefixes) {
          for (const suffix of asArray(Reflect.getMetadata(PATH_METADATA, handler) ?? '')) {
            routes.push({
              method: RequestMethod[method],
              path: join(prefix, suffix),
              access,
              handler: `${type.name}.${name}`,
              takesBody,
              audited: reflector.get<AuditedRoute | undefined>(AUDIT_METADATA, handler),
              endpoint: reflector.get<Endpoint | undefined>(ENDPOINT_METADATA, handler),
            });
          }
        }
      }
    }
  }
  return routes;
}

/** Own and inherited methods (a controller may extend a generated base, as Nest allows). */
function methodNames(prototype: object): Set<string> {
  const names = new Set<string>();
  for (let p = prototype; p !== Object.prototype; p = Object.getPrototypeOf(p) as object) {
    for (const name of Object.getOwnPropertyNames(p)) names.add(name);
  }
  return names;
}

function declaresBody(type: object, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.BODY}:`));
}

function asArray(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

function join(prefix: string, suffix: string): string {
  const path = `/${[prefix, suffix]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return path;
}
