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
