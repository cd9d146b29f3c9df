import type { BlockPanels } from './cms-panels';
import type { BlockScreens } from './block-screens';
import type { PublicPage } from './public-pages';
import { EMAIL_MAX, LINK_MAX, SHORT_TEXT_MAX, TEXT_MAX, type FieldRule } from './field-rules';
import { validateBody, type FieldError, type ValidateOptions, type ValidationResult } from './validate-body';

/**
 * The shape of one content resource in the catalogue. The API builds its routes, schemas, validation and
 * OpenAPI from it; the CMS builds its forms, success notices and links from it. Paths use the product description's
 * `{id}` notation so they can be compared with the product description verbatim.
 */
export interface ContentField extends FieldRule {
  /** A check beyond the kind: `price` is a non-negative decimal with at most two places ('19.99'). */
  format?: 'price';
  /** Long text: a textarea in forms. */
  multiline?: boolean;
  /**
   * Holds a value per language (docs/languages.md). The text builders set it; links, images, numbers, prices and
   * choices are shared by every language unless a block sets it on the field.
   */
  localized?: boolean;
}

export type ContentFields = Record<string, ContentField>;

/** Where a block shows on the public site. */
export interface BlockSite {
  /** The page, and the anchor of its section there, that an editor's "View on site" opens. */
  location: string;
  /**
   * The composed pages whose sections render the block, each with its place there (the lowest first); mfe-public's
   * section registry names the section that renders it.
   */
  pages?: Readonly<Partial<Record<PublicPage, number>>>;
}

export type RouteKind = 'list' | 'one' | 'add' | 'update' | 'remove' | 'order';

export const ROUTE_METHODS: Readonly<Record<RouteKind, 'GET' | 'POST' | 'PUT' | 'DELETE'>> = {
  list: 'GET',
  one: 'GET',
  add: 'POST',
  update: 'PUT',
  remove: 'DELETE',
  order: 'PUT',
};

export interface ContentPaths {
  list: readonly string[];
  one: readonly string[];
  add: readonly string[];
  update: readonly string[];
  /** Collections only; not in the product description (an addition users need). */
  remove?: readonly string[];
}

/** Another form over the same records, e.g. main service items are service items with an image and a name. */
export interface ContentVariant {
  label: string;
  /** Admin screen editing this variant. */
  screen: string;
  /** Fields the variant's form shows; the browser requires all of them. */
  fields: readonly string[];
  updated: string;
}

export interface ContentResource<K extends string = string, F extends ContentFields = ContentFields> {
  key: K;
  label: string;
  /** Its place among the blocks (the lowest first): the catalogue, the CMS's pages and its hub cards follow it. */
  order: number;
  /** MongoDB collection. */
  collection: string;
  /** At most one record: a second add gets 409 (docs/product.md#content-blocks-and-the-cms). */
  singleton: boolean;
  /** Who may read: the public site, or admins only (design items). Writes are always admin-only. */
  read: 'public' | 'admin';
  fields: F;
  paths: ContentPaths;
  /** Route kinds that the product description does not document (DELETE never is). */
  additions?: readonly RouteKind[];
  /** The documented success notices, verbatim (leading spaces and misspellings included). */
  alerts: { added: string; updated: string; removed?: string };
  /** Admin screens: where the block is managed, its edit pages (CMS_SCREENS), its panel and card (CMS_PANELS). */
  screens: BlockScreens & BlockPanels;
  /** Where the public site shows it (PUBLIC_LOCATIONS, and the composed pages' blocks in PAGE_BLOCKS). */
  site: BlockSite;
  variants?: Readonly<Record<string, ContentVariant>>;
  /** Fields no two records may share (pricing package names): a write that would repeat one gets 409. */
  unique?: readonly string[];
  /**
   * Fields only admins read, on the records matching `where` (a paid design's Canva link is what its buyer pays
   * for): every public read leaves them out.
   */
  withheld?: { fields: readonly string[]; where: Readonly<Record<string, string>> };
}

/**
 * Where a collection's item order is saved: its list path plus `/order` (not in the product description; collections only).
 * Static segments win over `{id}` in the router, so `/design-items/order` never reads as an id.
 */
export function orderPaths(resource: Pick<ContentResource, 'singleton' | 'paths'>): readonly string[] {
  return resource.singleton ? [] : resource.paths.list.slice(0, 1).map((path) => `${path}/order`);
}

/** The paths of one route kind of a resource; the order route is derived, the others are declared. */
export function pathsOf(resource: ContentResource, kind: RouteKind): readonly string[] {
  return kind === 'order' ? orderPaths(resource) : (resource.paths[kind] ?? []);
}

/** Keeps the literal types of an entry, so entity types can be derived from it. */
export function defineResource<const K extends string, const F extends ContentFields>(
  resource: ContentResource<K, F> & { unique?: readonly (keyof F & string)[] },
): ContentResource<K, F> {
  return resource;
}

// Field builders: every field is required unless wrapped in optional().
export const shortText = () =>
  ({ kind: 'text', required: true, maxLength: SHORT_TEXT_MAX, localized: true }) as const;
export const longText = () =>
  ({ kind: 'text', required: true, maxLength: TEXT_MAX, multiline: true, localized: true }) as const;
/** Numbers the product description keeps as text ('250+', '01'). */
export const numberText = () => ({ kind: 'text', required: true, maxLength: 20 }) as const;
/** Links and images: absolute http(s), site-relative paths or anchors. */
export const link = () => ({ kind: 'link', required: true, maxLength: LINK_MAX }) as const;
export const email = () => ({ kind: 'email', required: true, maxLength: EMAIL_MAX }) as const;
export const price = () => ({ kind: 'text', required: true, maxLength: 12, format: 'price' }) as const;
export const oneOf = <const V extends readonly string[]>(values: V) =>
  ({ kind: 'enum', required: true, maxLength: 40, values }) as const;
export const optional = <const R extends ContentField>(
  rule: R,
): Omit<R, 'required'> & { readonly required: false } => ({
  ...rule,
  required: false,
});

/** The fields of a block that hold a value per language, in the block's field order. */
export function localizedFields(resource: Pick<ContentResource, 'fields'>): string[] {
  return Object.entries(resource.fields)
    .filter(([, rule]) => rule.localized === true)
    .map(([field]) => field);
}

/** Non-negative, at most two decimal places, no exponent or sign: what a price list shows. */
export const PRICE_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

export function isPrice(value: string): boolean {
  return PRICE_PATTERN.test(value);
}

/** The catalogue's rules for one write: the shared body rules plus the formats only content has. */
export function validateContent<T extends Record<string, string>>(
  resource: Pick<ContentResource, 'fields'>,
  body: unknown,
  options: ValidateOptions = {},
): ValidationResult<T> {
  const result = validateBody<T>(body, resource.fields, options);
  if (!result.ok) return result;
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(resource.fields)) {
    const value = result.value[field];
    if (rule.format === 'price' && value !== undefined && value !== '' && !isPrice(value)) {
      const label = rule.label ?? field;
      errors.push({
        field,
        message: `${label} must be a price like 49.99 (no sign, at most two decimals)`,
        code: 'invalidPrice',
        params: { label },
      });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : result;
}

// Entity types derived from an entry's fields.
type RequiredKeys<F> = { [P in keyof F]: F[P] extends { required: true } ? P : never }[keyof F];
type ValueOf<R> =
  | (R extends { kind: 'enum'; values: readonly (infer V)[] } ? V : string)
  | (R extends { nullable: true } ? null : never);
type Simplify<T> = { [P in keyof T]: T[P] } & {};

/** What an add sends; an update sends any part of it. */
export type InputOfFields<F> = Simplify<
  { [P in RequiredKeys<F>]: ValueOf<F[P]> } & { [P in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[P]> }
>;

/**
 * A block's demo records, which the API's seed stores on a fresh site. Each block file exports them beside its block
 * (`<block>Demo`), and nothing a browser bundle takes reads them, so the bundles leave them out.
 */
export type DemoRecords<R extends Pick<ContentResource, 'fields'>> = readonly InputOfFields<R['fields']>[];

export interface StoredFields {
  _id: string;
  /** ISO dates as the API serializes them. */
  createdAt: string;
  updatedAt: string;
  /** Position in its collection, kept by the API (records from before ordering existed have none). */
  order?: number;
}
