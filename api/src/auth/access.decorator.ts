import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route must declare one (on the handler or its controller);
 * the global AccessGuard refuses routes that declare nothing.
 */
export type AccessLevel = 'public' | 'signed-in' | 'admin' | 'releaser';

export const ACCESS_METADATA = 'agency:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_METADATA, level);
export const Public = () => Access('public');
export const SignedIn = () => Access('signed-in');
export const AdminOnly = () => Access('admin');
/** A signed-in admin, or the release CLI with the deploy token (`Authorization: Bearer <token>`). */
export const ReleaserOnly = () => Access('releaser');
