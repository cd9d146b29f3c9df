import { MongoCommandError } from '../errors';
import type { StringComparator } from './bson-order';

/** A collation document's fields that change how strings compare (MongoDB's names). */
export interface CollationSpec {
  readonly locale: string;
  readonly caseLevel?: boolean;
  readonly caseFirst?: 'upper' | 'lower' | 'off';
  readonly strength?: 1 | 2 | 3 | 4 | 5;
  readonly numericOrdering?: boolean;
  readonly alternate?: string;
}

/** Whether a collation changes how strings compare (the "simple" locale is binary comparison). */
export function isActiveCollation(spec: unknown): spec is CollationSpec {
  return (
    typeof spec === 'object' &&
    spec !== null &&
    typeof (spec as CollationSpec).locale === 'string' &&
    (spec as CollationSpec).locale !== 'simple'
  );
}

/** MongoDB takes ICU locale ids (`en_US`); `Intl` wants BCP 47 tags (`en-US`). */
export function intlLocaleOf(locale: string): string {
  return locale.replace(/_/g, '-');
}

const STRENGTH_SENSITIVITY = { 1: 'base', 2: 'accent', 3: 'variant', 4: 'variant', 5: 'variant' } as const;

const collators = new Map<string, Intl.Collator>();

export function collatorFor(spec: CollationSpec): Intl.Collator {
  const key = JSON.stringify(spec);
  let collator = collators.get(key);
  if (!collator) {
    let sensitivity: Intl.CollatorOptions['sensitivity'] =
      STRENGTH_SENSITIVITY[(spec.strength ?? 3) as 1 | 2 | 3 | 4 | 5] ?? 'variant';
    if (spec.caseLevel === true && sensitivity === 'base') sensitivity = 'case';
    collator = new Intl.Collator(intlLocaleOf(spec.locale), {
      sensitivity,
      caseFirst: spec.caseFirst === 'off' || spec.caseFirst === undefined ? 'false' : spec.caseFirst,
      numeric: spec.numericOrdering === true,
      ignorePunctuation: spec.alternate === 'shifted',
    });
    collators.set(key, collator);
  }
  return collator;
}

/** How strings compare under a collation: by its collator, or undefined for binary order (none, or "simple"). */
export function stringOrderOf(spec: unknown): StringComparator | undefined {
  return isActiveCollation(spec) ? collatorFor(spec).compare : undefined;
}

/** The fields MongoDB fills in when it stores a collation, with their defaults (ICU 57.1's version). */
const COLLATION_DEFAULTS = {
  caseLevel: false,
  caseFirst: 'off',
  strength: 3,
  numericOrdering: false,
  alternate: 'non-ignorable',
  maxVariable: 'punct',
  normalization: false,
  backwards: false,
  version: '57.1',
} as const;

/**
 * A collation as MongoDB stores it on a collection or an index: every field spelled out, in MongoDB's order; undefined
 * for the "simple" locale, which MongoDB stores as no collation. A locale ICU lacks, an unknown field or a value out
 * of range is refused (2 BadValue, 40415 for a field MongoDB does not know).
 */
export function storedCollation(raw: Record<string, unknown>): Record<string, unknown> | undefined {
  const { locale } = raw;
  if (typeof locale !== 'string')
    throw new MongoCommandError(
      'FailedToParse',
      "BSON field 'collation.locale' is missing but a required field",
    );
  for (const field of Object.keys(raw))
    if (field !== 'locale' && !Object.hasOwn(COLLATION_DEFAULTS, field))
      throw new MongoCommandError('Location40415', `BSON field 'collation.${field}' is an unknown field.`);
  if (locale === 'simple') return undefined;
  if (Intl.Collator.supportedLocalesOf([intlLocaleOf(locale)]).length === 0)
    throw new MongoCommandError('BadValue', `Field 'locale' is invalid in: { locale: "${locale}" }`);
  const stored: Record<string, unknown> = { locale, ...COLLATION_DEFAULTS };
  for (const field of Object.keys(COLLATION_DEFAULTS))
    if (raw[field] !== undefined && field !== 'version') stored[field] = raw[field];
  const strength = Number(stored.strength);
  if (!Number.isInteger(strength) || strength < 1 || strength > 5)
    throw new MongoCommandError(
      'BadValue',
      `Field 'strength' must be an integer 1 through 5. Got: ${String(stored.strength)}`,
    );
  stored.strength = strength;
  // Intl.Collator has no backwards secondary ordering (old French): refused rather than ignored.
  if (stored.backwards === true)
    throw new MongoCommandError(
      'CommandNotSupported',
      'collation backwards is not supported by embedded-mongo',
    );
  return stored;
}

/** Whether two stored collations (or their absence) are the same. */
export function sameCollation(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
