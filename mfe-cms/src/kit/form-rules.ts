import { fieldLabel, type ContentFields, type ContentResource } from '@agency/contracts';
import type { FormValues } from '@agency/ui';

/** A stored record as the API returns it. */
export type ContentRecord = Record<string, unknown> & { _id: string };

/** Which fields a form edits, in order; all of the resource's fields by default. */
export function formFields(resource: ContentResource, fields?: readonly string[]): readonly string[] {
  return fields ?? Object.keys(resource.fields);
}

/**
 * The catalogue's rules for just these fields, with readable labels so client messages name what the user
 * sees (`labelOf` puts them in the interface language). `requireAll` is for variants whose form requires every
 * field (main service items).
 */
export function formRules(
  resource: ContentResource,
  fields: readonly string[],
  requireAll = false,
  labelOf: (field: string, english: string) => string = (_field, english) => english,
): ContentFields {
  return Object.fromEntries(
    fields.map((field) => {
      const rule = resource.fields[field];
      if (!rule) throw new Error(`${resource.key} has no field ${field}`);
      return [
        field,
        {
          ...rule,
          label: labelOf(field, rule.label ?? fieldLabel(field)),
          required: rule.required || requireAll,
        },
      ];
    }),
  );
}

export function formValues(fields: readonly string[], record?: ContentRecord): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = record?.[field];
      return [field, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
    }),
  );
}
