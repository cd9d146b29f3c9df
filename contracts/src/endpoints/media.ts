import { defineEndpoint } from './endpoint';

/**
 * Beyond the product description: the media library (contracts/src/media.ts). Admins upload, search and delete
 * images; the generated files are public, since public pages show them.
 */
const CHANGED = ['media', 'auditLog'] as const;

export const MEDIA_ENDPOINTS = {
  /** The body is the file's bytes, its name in `?name=`: no field rules. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/media',
    access: 'admin',
    summary: 'Upload an image (JPEG, PNG, WebP, GIF or AVIF, by its content; not SVG)',
    stale: CHANGED,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/media/search',
    access: 'admin',
    summary: 'One page of the library, newest first',
    stale: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/media/{id}',
    access: 'admin',
    summary: 'One library item',
    stale: [],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/media/{id}',
    access: 'admin',
    summary: 'Delete an image no content uses (409 says where one is used)',
    stale: CHANGED,
  }),
  /** One width in one format (`ext` is webp, jpg or png); its bytes never change. */
  file: defineEndpoint({
    method: 'GET',
    path: '/media/{id}/{width}.{ext}',
    access: 'public',
    summary: 'A generated file, `{width}.{webp|jpg|png}`; immutable',
    stale: [],
  }),
};
