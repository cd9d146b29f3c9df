import {
  BadRequestException,
  ConflictException,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { trusted, Types, type Model } from 'mongoose';
import {
  fieldLabel,
  localizedFields,
  type MissingTranslationCount,
  type RecordTranslation,
  type ContentDraft,
  type ContentResource,
  type ContentVersion,
  type OrderBody,
} from '@agency/contracts';
import type { SessionUser } from '../auth/session-user';
import type { CountersService } from '../database/counters.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { HIDDEN_FIELDS, LIST_ORDER, ORDER_FIELD, SINGLETON_SLOT, STORED_ONLY_FIELDS } from './content.schema';
import type { CachedList } from './content-read.cache';
import type { ContentInput, ContentRecord } from './content-record';
import type { ContentDraftsService, StoredDraft } from './publishing/content-drafts.service';
import type { ContentHistoryService } from './publishing/content-history.service';
import {
  localizedRecord,
  missingIn,
  translationOf,
  translationsOf,
  translationUpdate,
  withoutTranslations,
} from './translations';
import { UniqueFields, type DuplicateValues } from './unique-fields';
import { forAudience, type ContentAudience } from './withheld-fields';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

/** How often a draft save merges again when other saves keep changing the draft under it. */
const DRAFT_SAVE_ATTEMPTS = 100;

/** How a write came from publishing: the id a new record's draft gave it, the version a restore brought back. */
export interface Publishing {
  recordId?: string;
  restoredFrom?: number;
}

/** Where a block's drafts and published versions are kept (shared by every block). */
export interface ContentPublishingStores {
  drafts: ContentDraftsService;
  history: ContentHistoryService;
  counters: CountersService;
}

/**
 * Reads and writes one catalogue resource; its list is served from the content read cache. Every write that
 * changes what visitors see (a documented add or update, a published draft) is kept as a version in history;
 * a draft changes nothing visitors see until it is published.
 */
export class ContentService implements OnApplicationBootstrap {
  private readonly unique: UniqueFields;
  private readonly drafts: ContentDraftsService;
  private readonly history: ContentHistoryService;
  private readonly counters: CountersService;

  constructor(
    readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly cachedList: CachedList,
    stores: ContentPublishingStores,
  ) {
    this.drafts = stores.drafts;
    this.history = stores.history;
    this.counters = stores.counters;
    this.unique = new UniqueFields(resource, model);
  }

  /** Old duplicates are looked for in the background: a database that is down at start must not stop the API. */
  onApplicationBootstrap(): void {
    if (this.unique.fields.length === 0) return;
    this.unique.duplicates().catch((error: unknown) => {
      new Logger(`Content:${this.resource.key}`).warn(`Could not look for duplicates: ${String(error)}`);
    });
  }

  /** Stored records that repeat a unique value, found at start. */
  duplicates(): Promise<DuplicateValues[]> {
    return this.unique.duplicates();
  }

  /**
   * The list's bytes in `locale` (the default language when undefined), from the content read cache (which also
   * answers conditional GETs for them).
   */
  list(audience: ContentAudience = 'public', locale?: string): Buffer | Promise<Buffer> {
    return this.cachedList.body(audience, locale);
  }

  async get(id: string, audience: ContentAudience = 'admin', locale?: string): Promise<ContentRecord> {
    const record = await this.model
      .findById(id, locale === undefined ? HIDDEN_FIELDS : STORED_ONLY_FIELDS)
      .lean<ContentRecord>();
    if (!record) throw this.notFound();
    return forAudience(this.resource, localizedRecord(this.resource, record, locale), audience);
  }

  /** The record as stored, its translations included (what publishing compares a draft with). */
  stored(id: string): Promise<ContentRecord | null> {
    return this.model.findById(id, STORED_ONLY_FIELDS).lean<ContentRecord>();
  }

  /** Each record in `locale`, with which localized fields it translates and which fall back. */
  async translations(locale: string | undefined): Promise<RecordTranslation[]> {
    const records = await this.model.find({}, STORED_ONLY_FIELDS).sort(LIST_ORDER).lean<ContentRecord[]>();
    return records.map((record) => translationOf(this.resource, record, locale));
  }

  /** Per language of `locales`, how many fields and records of the block lack their translation. */
  async missingTranslations(locales: readonly string[]): Promise<Record<string, MissingTranslationCount>> {
    const records = await this.model.find({}, STORED_ONLY_FIELDS).lean<ContentRecord[]>();
    return Object.fromEntries(locales.map((locale) => [locale, missingIn(this.resource, records, locale)]));
  }

  /**
   * `input` has passed the resource's field rules (the body pipe). A collection's new item goes last. A published
   * draft of a new record keeps the id the draft gave it.
   */
  async add(input: ContentInput, actor: SessionUser, publishing: Publishing = {}): Promise<ContentRecord> {
    if (this.resource.singleton && (await this.model.exists({}))) throw this.alreadyExists();
    await this.unique.check(input);
    const stored = {
      ...input,
      ...(publishing.recordId === undefined ? {} : { _id: publishing.recordId }),
      ...(this.resource.singleton ? {} : { [ORDER_FIELD]: await this.nextPosition() }),
    };
    let created;
    try {
      created = await this.model.create(stored);
    } catch (error) {
      throw this.refusedWrite(error);
    }
    await this.changed();
    const { [SINGLETON_SLOT]: _slot, ...record } = created.toObject() as ContentRecord;
    await this.history.recordPublished(
      this.resource,
      record as ContentRecord,
      actor,
      publishing.restoredFrom,
    );
    return record as ContentRecord;
  }

  /**
   * Writes the default language's values, or with `locale` that language's translations of the localized fields
   * ('' removes one); answers the record in that language. Either way the whole record, every language's values,
   * is kept as the next version.
   */
  async update(
    id: string,
    input: ContentInput,
    actor: SessionUser,
    publishing: Publishing = {},
    locale?: string,
  ): Promise<ContentRecord> {
    // An unknown id is a 404 whatever the body says; a record stored before history began keeps its state first.
    const before = await this.stored(id);
    if (!before) throw this.notFound();
    await this.history.keepBaseline(this.resource, before);
    if (locale === undefined && this.unique.touches(input)) await this.unique.check(input, id);
    let record;
    try {
      record = await this.model
        .findByIdAndUpdate(id, locale === undefined ? { $set: input } : translationUpdate(locale, input), {
          returnDocument: 'after',
          runValidators: true,
          projection: STORED_ONLY_FIELDS,
          // The record's own values did not change: its default answer, ETag included, stays as it was.
          timestamps: locale === undefined,
        })
        .lean<ContentRecord>();
    } catch (error) {
      throw this.refusedWrite(error);
    }
    if (!record) throw this.notFound();
    await this.changed();
    await this.history.recordPublished(this.resource, record, actor, publishing.restoredFrom);
    return localizedRecord(this.resource, record, locale);
  }

  /**
   * Saves a draft: of the record `id`, the fields sent added to what its draft already changes, keeping only those
   * that differ from the published record (a field typed back to its published value leaves the draft); or, without
   * an id, of a new record (every required field, as an add). Visitors see nothing of it until it is published.
   */
  async saveDraft(
    id: string | undefined,
    input: ContentInput,
    actor: SessionUser,
    locale?: string,
  ): Promise<ContentDraft> {
    const key = this.resource.key;
    if (id === undefined) {
      if (this.resource.singleton && (await this.model.exists({}))) throw this.alreadyExists();
      const recordId = new Types.ObjectId().toHexString();
      return this.drafts.save(
        { resource: key, recordId, createsRecord: true, fields: input, replace: true },
        actor,
      );
    }
    // Merged from what was read, so written only if no other save came in between; else merged again.
    // A language's draft changes its translations ('' removing one), compared with the published translations.
    for (let attempt = 1; ; attempt++) {
      const pending = await this.drafts.find(key, id, locale);
      const fields = { ...pending?.fields, ...input };
      let change = { resource: key, recordId: id, createsRecord: true, fields, locale };
      if (locale !== undefined || !pending?.createsRecord) {
        const stored = await this.stored(id);
        if (!stored) throw this.notFound();
        const published = locale === undefined ? stored : (translationsOf(stored)[locale] ?? {});
        const changed = Object.entries(fields).filter(([field, value]) => (published[field] ?? '') !== value);
        change = { ...change, createsRecord: false, fields: Object.fromEntries(changed) };
      }
      const saved = await this.drafts.replaceIfUnchanged(pending, change, actor);
      if (saved) return saved;
      if (attempt === DRAFT_SAVE_ATTEMPTS)
        throw new ConflictException('The draft keeps changing under this save; try again');
    }
  }

  /** Makes a draft live through the same checks as a documented write, then lets it go. */
  async publish(draft: StoredDraft, actor: SessionUser): Promise<ContentRecord> {
    const publishing = { recordId: draft.recordId, restoredFrom: draft.restoredFrom };
    const record = draft.createsRecord
      ? await this.add(draft.fields, actor, publishing)
      : await this.update(draft.recordId, draft.fields, actor, publishing, draft.locale);
    await this.drafts.removePublished(draft);
    return record;
  }

  /**
   * Makes a published version the record's draft again (a new record's, when it has since been deleted); with
   * `locale`, that language's values of the version become the language's draft (an existing record's only).
   */
  async restore(
    recordId: string,
    version: number,
    actor: SessionUser,
    locale?: string,
  ): Promise<ContentDraft> {
    const kept = await this.history.get(this.resource.key, recordId, version);
    if (locale !== undefined) {
      const stored = await this.stored(recordId);
      if (!stored) throw this.notFound();
      const then = kept.translations?.[locale] ?? {};
      const now = translationsOf(stored)[locale] ?? {};
      const fields = Object.fromEntries(
        localizedFields(this.resource)
          .map((field) => [field, then[field] ?? ''] as const)
          .filter(([field, value]) => value !== '' || (now[field] ?? '') !== ''),
      );
      return this.drafts.save(
        {
          resource: this.resource.key,
          recordId,
          createsRecord: false,
          fields,
          locale,
          replace: true,
          restoredFrom: version,
        },
        actor,
      );
    }
    const createsRecord = !(await this.model.exists({ _id: recordId }));
    if (createsRecord && this.resource.singleton && (await this.model.exists({}))) throw this.alreadyExists();
    return this.drafts.save(
      {
        resource: this.resource.key,
        recordId,
        createsRecord,
        fields: kept.fields,
        replace: true,
        restoredFrom: version,
      },
      actor,
    );
  }

  /**
   * The list as the public pages would show it with every pending draft published (new records last), in `locale`:
   * the default language's drafts, then that language's.
   */
  async preview(locale?: string): Promise<ContentRecord[]> {
    const [records, drafts] = await Promise.all([
      this.model.find({}, STORED_ONLY_FIELDS).sort(LIST_ORDER).lean<ContentRecord[]>(),
      this.drafts.list(this.resource.key),
    ]);
    const ofDefault = drafts.filter((draft) => draft.locale === undefined);
    const changes = new Map(ofDefault.map((draft) => [draft.recordId, draft]));
    const translating = new Map(
      drafts
        .filter((draft) => locale !== undefined && draft.locale === locale)
        .map((draft) => [draft.recordId, draft]),
    );
    const shown = records.map((record) => {
      const withDraft = { ...record, ...changes.get(String(record._id))?.fields };
      const translated = translating.get(String(record._id));
      if (locale === undefined || translated === undefined)
        return localizedRecord(this.resource, withDraft, locale);
      const values = { ...translationsOf(record)[locale], ...translated.fields };
      return localizedRecord(this.resource, { ...withDraft, translations: { [locale]: values } }, locale);
    });
    const added = ofDefault
      .filter((draft) => draft.createsRecord)
      .reverse()
      .map((draft) => ({ _id: draft.recordId, ...draft.fields }));
    return [...shown, ...added];
  }

  /**
   * Where a text appears in this block, published or in a draft: 'Banner (bannerImage)' for each field holding it
   * (what a media deletion reports before it is refused).
   */
  async placesUsing(text: string): Promise<string[]> {
    const [records, drafts] = await Promise.all([
      this.model.find({}, HIDDEN_FIELDS).lean<ContentRecord[]>(),
      this.drafts.list(this.resource.key),
    ]);
    const holding = (fields: Record<string, unknown>) =>
      Object.keys(this.resource.fields).filter((field) => String(fields[field] ?? '').includes(text));
    return [
      ...records.flatMap((record) =>
        holding(record).map((field) => `${this.resource.label} (${fieldLabel(field)})`),
      ),
      ...drafts.flatMap((draft) =>
        holding(draft.fields).map((field) => `a draft of ${this.resource.label} (${fieldLabel(field)})`),
      ),
    ];
  }

  async remove(id: string): Promise<ContentRecord> {
    if (this.resource.singleton)
      throw new BadRequestException(apiMessage('error.content.notDeletable', { block: this.resource.label }));
    const record = await this.model
      .findByIdAndDelete(id, { projection: STORED_ONLY_FIELDS })
      .lean<ContentRecord>();
    if (!record) throw this.notFound();
    // A record never edited since history began has no version yet: keep one, so it can be restored.
    await this.history.keepBaseline(this.resource, record);
    await this.drafts.removeFor(this.resource.key, id);
    await this.changed();
    return withoutTranslations(record);
  }

  /** The newest kept version of each deleted record of the block: what an admin may look back at or restore. */
  async deletedRecords(): Promise<ContentVersion[]> {
    const live = await this.model.find({}, { _id: 1 }).lean<ContentRecord[]>();
    return this.history.latestOfDeleted(
      this.resource.key,
      live.map((record) => String(record._id)),
    );
  }

  /** Puts the collection in the order of `ids`, which must name every item once; answers the reordered list. */
  async reorder({ ids }: OrderBody): Promise<ContentRecord[]> {
    const stored = (await this.model.find({}, { _id: 1 }).lean<ContentRecord[]>()).map((record) =>
      String(record._id),
    );
    const unknown = ids.filter((id) => !stored.includes(id));
    const missing = stored.filter((id) => !ids.includes(id));
    if (unknown.length > 0) {
      const ids = unknown.join(', ');
      throw this.badOrder(
        apiMessage('error.content.unknownIds', { ids, count: unknown.length, block: this.blockInSentence() }),
      );
    }
    if (missing.length > 0)
      throw this.badOrder(
        apiMessage('error.content.missingIds', { ids: missing.join(', '), block: this.blockInSentence() }),
      );
    await this.model.bulkWrite(
      ids.map((id, position) => ({
        updateOne: { filter: { _id: id }, update: { $set: { [ORDER_FIELD]: position } } },
      })),
    );
    await this.changed();
    return this.model.find({}, HIDDEN_FIELDS).sort(LIST_ORDER).lean<ContentRecord[]>();
  }

  /** A place after every item, one per add even when several adds arrive at once (from any process). */
  private async nextPosition(): Promise<number> {
    const last = await this.model
      .findOne({ [ORDER_FIELD]: trusted({ $type: 'number' }) }, { [ORDER_FIELD]: 1 })
      .sort({ [ORDER_FIELD]: -1 })
      .lean<ContentRecord>();
    const floor = typeof last?.[ORDER_FIELD] === 'number' ? last[ORDER_FIELD] : -1;
    return this.counters.nextAbove(`content-position:${this.resource.key}`, floor);
  }

  private changed(): Promise<void> {
    return this.cachedList.invalidate();
  }

  private refusedWrite(error: unknown): unknown {
    if (!isDuplicateKeyError(error)) return error;
    return this.resource.singleton ? this.alreadyExists() : this.unique.conflict();
  }

  private badOrder(problem: ApiMessage): BadRequestException {
    return new BadRequestException({ ...problem, errors: [{ field: 'ids', ...problem }] });
  }

  private notFound(): NotFoundException {
    return new NotFoundException(apiMessage('error.content.notFound', { block: this.blockInSentence() }));
  }

  private alreadyExists(): ConflictException {
    return new ConflictException(apiMessage('error.content.exists', { block: this.resource.label }));
  }

  /** The block's name inside a sentence, lowercased ("This about record was not found"). */
  private blockInSentence(): string {
    return this.resource.label.toLowerCase();
  }
}
