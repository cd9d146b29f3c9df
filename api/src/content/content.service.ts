import {
  BadRequestException,
  ConflictException,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { trusted, type Model } from 'mongoose';
import type { ContentResource, OrderBody } from '@agency/contracts';
import { isDuplicateKeyError } from '../database/database-errors';
import { HIDDEN_FIELDS, LIST_ORDER, ORDER_FIELD, SINGLETON_SLOT } from './content.schema';
import type { CachedList } from './content-read.cache';
import { UniqueFields, type DuplicateValues } from './unique-fields';

export type ContentRecord = Record<string, unknown> & { _id: unknown };
/** Checked fields of one write: every required one for an add, at least one for an update. */
export type ContentInput = Readonly<Record<string, string>>;

/** Reads and writes one catalogue resource; its list is served from the content read cache. */
export class ContentService implements OnApplicationBootstrap {
  private readonly unique: UniqueFields;

  constructor(
    readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly cachedList: CachedList,
  ) {
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

  /** The list's bytes, from the content read cache (which also answers conditional GETs for them). */
  list(): Buffer | Promise<Buffer> {
    return this.cachedList.body();
  }

  async get(id: string): Promise<ContentRecord> {
    const record = await this.model.findById(id, HIDDEN_FIELDS).lean<ContentRecord>();
    if (!record) throw this.notFound();
    return record;
  }

  /** `input` has passed the resource's field rules (the body pipe). A collection's new item goes last. */
  async add(input: ContentInput): Promise<ContentRecord> {
    if (this.resource.singleton && (await this.model.exists({}))) throw this.alreadyExists();
    await this.unique.check(input);
    let created;
    try {
      created = await this.model.create(
        this.resource.singleton ? input : { ...input, [ORDER_FIELD]: await this.nextPosition() },
      );
    } catch (error) {
      throw this.refusedWrite(error);
    }
    await this.changed();
    const { [SINGLETON_SLOT]: _slot, ...record } = created.toObject() as ContentRecord;
    return record as ContentRecord;
  }

  async update(id: string, input: ContentInput): Promise<ContentRecord> {
    if (this.unique.touches(input)) {
      // An unknown id is a 404 whatever the body says.
      if (!(await this.model.exists({ _id: id }))) throw this.notFound();
      await this.unique.check(input, id);
    }
    let record;
    try {
      record = await this.model
        .findByIdAndUpdate(
          id,
          { $set: input },
          { returnDocument: 'after', runValidators: true, projection: HIDDEN_FIELDS },
        )
        .lean<ContentRecord>();
    } catch (error) {
      throw this.refusedWrite(error);
    }
    if (!record) throw this.notFound();
    await this.changed();
    return record;
  }

  async remove(id: string): Promise<ContentRecord> {
    if (this.resource.singleton) throw new BadRequestException(`${this.resource.label} cannot be deleted`);
    const record = await this.model
      .findByIdAndDelete(id, { projection: HIDDEN_FIELDS })
      .lean<ContentRecord>();
    if (!record) throw this.notFound();
    await this.changed();
    return record;
  }

  /** Puts the collection in the order of `ids`, which must name every item once; answers the reordered list. */
  async reorder({ ids }: OrderBody): Promise<ContentRecord[]> {
    const stored = (await this.model.find({}, { _id: 1 }).lean<ContentRecord[]>()).map((record) =>
      String(record._id),
    );
    const unknown = ids.filter((id) => !stored.includes(id));
    const missing = stored.filter((id) => !ids.includes(id));
    const name = this.resource.label.toLowerCase();
    if (unknown.length > 0) {
      throw this.badOrder(
        `ids holds ${unknown.join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} not among the ${name}`,
      );
    }
    if (missing.length > 0)
      throw this.badOrder(`ids must list every one of the ${name}; missing: ${missing.join(', ')}`);
    await this.model.bulkWrite(
      ids.map((id, position) => ({
        updateOne: { filter: { _id: id }, update: { $set: { [ORDER_FIELD]: position } } },
      })),
    );
    await this.changed();
    return this.model.find({}, HIDDEN_FIELDS).sort(LIST_ORDER).lean<ContentRecord[]>();
  }

  private async nextPosition(): Promise<number> {
    const last = await this.model
      .findOne({ [ORDER_FIELD]: trusted({ $type: 'number' }) }, { [ORDER_FIELD]: 1 })
      .sort({ [ORDER_FIELD]: -1 })
      .lean<ContentRecord>();
    return typeof last?.[ORDER_FIELD] === 'number' ? last[ORDER_FIELD] + 1 : 0;
  }

  private changed(): Promise<void> {
    return this.cachedList.invalidate();
  }

  private refusedWrite(error: unknown): unknown {
    if (!isDuplicateKeyError(error)) return error;
    return this.resource.singleton ? this.alreadyExists() : this.unique.conflict();
  }

  private badOrder(message: string): BadRequestException {
    return new BadRequestException({ message, errors: [{ field: 'ids', message }] });
  }

  private notFound(): NotFoundException {
    return new NotFoundException(`No ${this.resource.label.toLowerCase()} record with this id`);
  }

  private alreadyExists(): ConflictException {
    return new ConflictException(`${this.resource.label} already exists; update it instead`);
  }
}
