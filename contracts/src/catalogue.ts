import {
  pathsOf,
  ROUTE_METHODS,
  type InputOfFields,
  type RouteKind,
  type StoredFields,
} from './catalogue-model';
import { CONTENT_BLOCKS, type DEMO_CONTENT } from './blocks';

export * from './catalogue-model';
export * from './blocks';

/*
 * Every content resource, its paths as documented and its documented notices, word for word, one file each in
 * blocks/ (docs/content-and-cms.md#the-catalogue). Rulings where the documentation is silent or inconsistent:
 * - Icons (serviceIcon, stapIcon, FeaturesIcon) are images, so they are links.
 * - The logo is "URL or text": text; the site renders it as an image only when it is a safe link.
 * - Banner buttonTwoLink is the tagline above the heading, so text.
 * - Main service items are service items edited through the same PUT /service-item/{id} with two more
 *   fields (serviceImg, serviceName); those are optional on the server and required by the main form.
 * - Design items have only POST /add-item in the product description; they are read back at /design-items, publicly, for the
 *   service page's gallery (docs/content-and-cms.md#every-block-has-a-public-home).
 * - Testimonial and design notices are not shown in the product description; these texts follow the others.
 */

export const CONTENT_CATALOGUE = CONTENT_BLOCKS;

export type ContentCatalogue = typeof CONTENT_CATALOGUE;
export type ContentKey = ContentCatalogue[number]['key'];
export type ResourceOf<K extends ContentKey> = Extract<ContentCatalogue[number], { key: K }>;
/** The body of an add; an update sends `Partial<InputOf<K>>`. */
export type InputOf<K extends ContentKey> = InputOfFields<ResourceOf<K>['fields']>;
/** Every block's demo records (DEMO_CONTENT, collected from the block files with the blocks). */
export type DemoContent = { readonly [K in ContentKey]: readonly InputOf<K>[] };
/**
 * Fails to compile when a block's demo records do not fit its fields, or a block has none: the generated list of
 * blocks cannot name this file's types without importing it back.
 */
export type CheckedDemoContent = Fits<DemoContent, typeof DEMO_CONTENT>;
type Fits<Expected, Actual extends Expected> = Actual;
/** A record as the API returns it, e.g. `EntityOf<'banner'>`. */
export type EntityOf<K extends ContentKey> = StoredFields & InputOf<K>;

export function contentResource<K extends ContentKey>(key: K): ResourceOf<K> {
  return CONTENT_CATALOGUE.find((resource) => resource.key === key) as ResourceOf<K>;
}

export interface CatalogueRoute {
  resource: ContentKey;
  kind: RouteKind;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** False for routes the product description does not list (DELETE, order, the design item reads and update). */
  documented: boolean;
}

/** Every method and path the catalogue serves. */
export function catalogueRoutes(): CatalogueRoute[] {
  return CONTENT_CATALOGUE.flatMap((resource) =>
    (Object.keys(ROUTE_METHODS) as RouteKind[]).flatMap((kind) =>
      pathsOf(resource, kind).map((path) => ({
        resource: resource.key,
        kind,
        method: ROUTE_METHODS[kind],
        path,
        documented: kind !== 'remove' && kind !== 'order' && !resource.additions?.includes(kind),
      })),
    ),
  );
}
