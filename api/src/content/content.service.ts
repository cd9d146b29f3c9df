import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { isDuplicateKeyError } from '../database/database-errors';
import { HIDDEN_FIELDS, SINGLETON_SLOT } from './content.schema';
import type { ContentListCache } from './content-list.cache';

export type ContentRecord = Record<string, unknown> & { _id: unknown };
/** Checked fields of one write: every required one for an add, at least one for an update. */
export type ContentInput = Readonly<Record<string, string>>;

/** Reads and writes one catalogue resource; its list is served from the resource's list cache. */
export class ContentService {
  constructor(
    readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly listCache: ContentListCache,
  ) {}

  /** The list's bytes; a current snapshot is returned without awaiting anything, so the common read costs no promise. */
  list(): Buffer | Promise<Buffer> {
    return this.listCache.cached()?.body ?? this.listCache.get().then((snapshot) => snapshot.body);
  }

  async get(id: string): Promise<ContentRecord> {
    const record = await this.model.findById(id, HIDDEN_FIELDS).lean<ContentRecord>();
    if (!record) throw this.notFound();
    return record;
  }

  /** `input` has passed the resource's field rules (the body pipe). */
  async add(input: ContentInput): Promise<ContentRecord> {
    if (this.resource.singleton && (await this.model.exists({}))) throw this.alreadyExists();
    let created;
    try {
      created = await this.model.create(input);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.alreadyExists();
      throw error;
    }
    await this.changed();
    const { [SINGLETON_SLOT]: _slot, ...record } = created.toObject() as ContentRecord;
    return record as ContentRecord;
  }

  async update(id: string, input: ContentInput): Promise<ContentRecord> {
    const record = await this.model
      .findByIdAndUpdate(
        id,
        { $set: input },
        { returnDocument: 'after', runValidators: true, projection: HIDDEN_FIELDS },
      )
      .lean<ContentRecord>();
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

  private changed(): Promise<void> {
    return this.listCache.invalidate();
  }

  private notFound(): NotFoundException {
    return new NotFoundException(`No ${this.resource.label.toLowerCase()} record with this id`);
  }

  private alreadyExists(): ConflictException {
    return new ConflictException(`${this.resource.label} already exists; update it instead`);
  }
}
