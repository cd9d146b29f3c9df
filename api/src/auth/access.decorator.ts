import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Endpoint, EndpointAccess } from '@agency/contracts/endpoints';
import { ENDPOINT_METADATA } from '../common/endpoint-route';

/**
 * Who may call a route. Every route must declare one (on the handler or its controller, or a catalogue endpoint's
 * own); the global AccessGuard refuses routes that declare nothing.
 */
export type AccessLevel = EndpointAccess;

export const ACCESS_METADATA = 'agency:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_METADATA, level);
export const Public = () => Access('public');
export const SignedIn = () => Access('signed-in');
export const AdminOnly = () => Access('admin');
/** A signed-in admin, or the release CLI with the deploy token (`Authorization: Bearer <token>`). */
export const ReleaserOnly = () => Access('releaser');

/** What Nest keeps a decorator's metadata on: a handler or its controller. */
type MetadataTarget = Parameters<Reflector['get']>[1];

/**
 * The access a route declares: its handler's own, else its catalogue endpoint's (`@EndpointRoute`), else its
 * controller's. Undefined when it declares none.
 */
export function routeAccess(
  reflector: Reflector,
  handler: MetadataTarget,
  controller: MetadataTarget,
): AccessLevel | undefined {
  return (
    reflector.get<AccessLevel | undefined>(ACCESS_METADATA, handler) ??
    reflector.get<Endpoint | undefined>(ENDPOINT_METADATA, handler)?.access ??
    reflector.get<AccessLevel | undefined>(ACCESS_METADATA, controller)
  );
}

export const IDENTIFY_READER_METADATA = 'agency:identify-reader';

/**
 * A public route whose answer depends on who asks (admins read more): the guard resolves the session when a
 * cookie is sent, without requiring one. Other public routes never look the session up.
 */
export const IdentifyReader = () => SetMetadata(IDENTIFY_READER_METADATA, true);
