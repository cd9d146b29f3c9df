import { ConflictException, Logger } from '@nestjs/common';
import { trusted, type Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import type { ContentInput, ContentRecord } from './content-record';
import { apiMessage } from '../i18n/api-message';

/** Records already stored that share a value of a field the catalogue declares unique. */
export interface DuplicateValues {
  field: string;
  value: string;
  ids: string[];
}

/**
 * The catalogue's `unique` fields of one resource. Every write is checked first, so a repeat gets a 409 naming
 * the field; a unique index backs the check against two concurrent writes, but only where the stored data allows
 * one: duplicates left by old data are reported at start, never dropped, and the check alone guards until an
 * editor renames or deletes them.
 */
export class UniqueFields {
  private readonly logger: Logger;
  private report: Promise<DuplicateValues[]> | undefined;

  constructor(
    private readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
  ) {
    this.logger = new Logger(`Content:${resource.key}`);
  }

  get fields(): readonly string[] {
    return this.resource.unique ?? [];
  }

  /** Whether a write of `input` sets a unique field. */
  touches(input: ContentInput): boolean {
    return this.fields.some((field) => input[field] !== undefined);
  }

  /** Throws the 409 if `input` repeats a unique value of a record other than `id`. */
  async check(input: ContentInput, id?: string): Promise<void> {
    for (const field of this.fields) {
      const value = input[field];
      if (value === undefined) continue;
      const taken = await this.model.exists({ [field]: value, ...(id ? { _id: trusted({ $ne: id }) } : {}) });
      if (taken) throw this.conflict(field, value);
    }
  }

  /** The 409 for a repeated `value`, or for a write the unique index refused (its value unknown here). */
  conflict(field = this.fields[0] ?? '', value?: string): ConflictException {
    // Inside a sentence the block's name is lowercased ("another about record").
    const block = this.resource.label.toLowerCase();
    return new ConflictException({
      ...(value === undefined
        ? apiMessage('error.content.someValueTaken', { field, block })
        : apiMessage('error.content.valueTaken', { field, value, block })),
      errors: [{ field, ...apiMessage('error.content.notUnique', { field }) }],
    });
  }

  /** The duplicates found at start (run once; later calls share its answer). */
  duplicates(): Promise<DuplicateValues[]> {
    // A failed look (the database down at start) is not kept: the next call looks again.
    this.report ??= this.inspect().catch((error: unknown) => {
      this.report = undefined;
      throw error;
    });
    return this.report;
  }

  private async inspect(): Promise<DuplicateValues[]> {
    const found: DuplicateValues[] = [];
    for (const field of this.fields) {
      const records = await this.model.find({}, { [field]: 1 }).lean<ContentRecord[]>();
      const byValue = new Map<string, string[]>();
      for (const record of records) {
        const value = record[field];
        if (typeof value !== 'string') continue;
        byValue.set(value, [...(byValue.get(value) ?? []), String(record._id)]);
      }
      const repeated = [...byValue].filter(([, ids]) => ids.length > 1);
      for (const [value, ids] of repeated) {
        found.push({ field, value, ids });
        this.logger.warn(
          `${ids.length} ${this.resource.label.toLowerCase()} records share ${field} “${value}” (${ids.join(', ')}); ` +
            `kept as they are: rename or delete all but one in the CMS`,
        );
      }
      if (repeated.length === 0) {
        await this.model.collection.createIndex({ [field]: 1 }, { unique: true, name: `unique_${field}` });
      }
    }
    return found;
  }
}
