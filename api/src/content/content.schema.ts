import { Schema, type SchemaDefinition } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { TRANSLATIONS_FIELD } from './translations';

/**
 * Singletons carry this constant field under a unique index, so two concurrent adds (even from two API
 * processes) cannot both succeed. The schema's default fills it on every insert; it never leaves the API.
 */
export const SINGLETON_SLOT = 'singletonSlot';

/** A collection item's position, kept by the API: new items go last, the order route rewrites it. */
export const ORDER_FIELD = 'order';

/**
 * How every list is sorted: by position, then oldest first. Records without a position (singletons, items
 * stored before ordering existed) sort before positioned ones, in creation order.
 */
export const LIST_ORDER = { [ORDER_FIELD]: 1, createdAt: 1, _id: 1 } as const;

/** Fields the API stores but never returns. */
export const STORED_ONLY_FIELDS = { [SINGLETON_SLOT]: 0, __v: 0 } as const;

/** What the documented answers leave out: the stored-only fields, and the other languages' values. */
export const HIDDEN_FIELDS = { ...STORED_ONLY_FIELDS, [TRANSLATIONS_FIELD]: 0 } as const;

export function contentModelName(resource: Pick<ContentResource, 'key'>): string {
  return `Content_${resource.key}`;
}

/** The Mongoose schema of a catalogue entry: its fields as strings with the same bounds, plus timestamps. */
export function contentSchemaFor(resource: ContentResource): Schema {
  const definition: SchemaDefinition = {};
  for (const [name, rule] of Object.entries(resource.fields)) {
    definition[name] = {
      type: String,
      required: rule.required,
      maxlength: rule.maxLength,
      ...(rule.values ? { enum: [...rule.values, ...(rule.required ? [] : [''])] } : {}),
    };
  }
  // Checked by the catalogue's rules before it is written, one language's localized fields at a time.
  definition[TRANSLATIONS_FIELD] = { type: Schema.Types.Mixed };
  if (resource.singleton) definition[SINGLETON_SLOT] = { type: Number, default: 1, select: false };
  else definition[ORDER_FIELD] = { type: Number };

  const schema = new Schema(definition, {
    collection: resource.collection,
    timestamps: true,
    versionKey: false,
    strict: 'throw',
  });
  schema.index(LIST_ORDER);
  if (resource.singleton) schema.index({ [SINGLETON_SLOT]: 1 }, { unique: true });
  return schema;
}
