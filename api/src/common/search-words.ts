import { Logger } from '@nestjs/common';
import { trusted, type Model, type Schema } from 'mongoose';
import { LIST_SEARCHES, type SearchableList } from '@agency/contracts';

/** Letters and digits in any script: what a word is made of (e-mails split at `@` and dots). */
const WORD = /[\p{L}\p{N}]+/gu;
const ACCENTS = /\p{M}/gu;
/** Longer words are kept by their start, which is all a prefix search reads. */
const MAX_WORD_LENGTH = 40;
const BACKFILL_BATCH = 500;

/** The words of a text as a search compares them: lower case, accents dropped ('José' → 'jose'). */
export function wordsOf(text: string): string[] {
  const words = text.normalize('NFKD').replace(ACCENTS, '').toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
}

/**
 * What a record is found by (stored as its `searchWords`, under a multikey index): the words of its
 * `LIST_SEARCHES[list].searchIn` fields.
 */
export function searchWordsFor(list: SearchableList, record: Record<string, unknown>): string[] {
  const texts = LIST_SEARCHES[list].searchIn.map((field) => record[field]);
  const searchable = texts.filter((text) => typeof text === 'string' || typeof text === 'number');
  return wordsOf(searchable.map(String).join(' '));
}

/**
 * Gives a schema its `searchWords` (left out of every answer) with their multikey index, and a new record its
 * words when it is first saved. A write that bypasses `save` (an upsert) sets them itself.
 */
export function withSearchWords(schema: Schema, list: SearchableList): void {
  schema.add({ searchWords: { type: [String], default: undefined, select: false } });
  schema.index({ searchWords: 1 });
  schema.pre('save', function setSearchWords() {
    if (this.isNew) this.set('searchWords', searchWordsFor(list, this.toObject()));
  });
}

/**
 * The records a search text finds: every word of it starts a word of the record ('ana port' finds Ana Silva of
 * Portugal). Each word is a prefix range of the words index, and the database reads the rarest of them.
 * Text without a letter or digit finds nothing.
 */
export function searchWordsFilter(text: string) {
  const words = wordsOf(text);
  return {
    searchWords: trusted(words.length ? { $all: words.map((word) => new RegExp(`^${word}`)) } : { $in: [] }),
  };
}

/**
 * Gives the records stored before search words existed their words: one pass over those without (a
 * migration, so each write is repeatable).
 */
export async function backfillSearchWords<T>(model: Model<T>, list: SearchableList): Promise<void> {
  const fields = Object.fromEntries(LIST_SEARCHES[list].searchIn.map((field) => [field, 1]));
  const missing = model
    .find({ searchWords: trusted({ $exists: false }) })
    .select(fields)
    .lean<Record<string, unknown>[]>()
    .cursor({ batchSize: BACKFILL_BATCH });
  let updates: Parameters<Model<T>['bulkWrite']>[0] = [];
  let done = 0;
  const flush = async () => {
    if (updates.length > 0) await model.bulkWrite(updates, { ordered: false });
    done += updates.length;
    updates = [];
  };
  for await (const record of missing) {
    updates.push({
      updateOne: {
        filter: { _id: record._id },
        update: { $set: { searchWords: searchWordsFor(list, record) } },
        // Not an edit of the record: its updatedAt stays.
        timestamps: false,
      },
    } as (typeof updates)[number]);
    if (updates.length === BACKFILL_BATCH) await flush();
  }
  await flush();
  if (done > 0) new Logger('SearchWords').log(`Gave search words to ${done} ${list} stored without them`);
}
