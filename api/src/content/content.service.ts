import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { isDuplicateKeyError } from '../database/database-errors';
import { HIDDEN_FIELDS, SINGLETON_SLOT } from './content.schema';
import type { ContentVersionsService } from './content-versions.service';

export type ContentRecord = Record<string, unknown> & { _id: unknown };
/** Checked fields of one write: every required one for an add, at least one for an update. */
export type ContentInput = Readonly<Record<string, string>>;

/** A list as it goes on the wire, with the strong ETag of exactly these bytes. */
export interface ListSnapshot {
  readonly body: Buffer;
  readonly etag: string;
}

interface TaggedSnapshot extends ListSnapshot {
  /** The shared write counter and this process's own write count it was built at. */
  readonly version: number;
  readonly epoch: number;
}

/**
 * Reads and writes one catalogue resource. Lists are served from a serialized snapshot that is rebuilt
 * after a write in this process, or when the shared write counter shows another process wrote.
 */
export class ContentService {
  private snapshot: TaggedSnapshot | undefined;
  private building: { version: number; epoch: number; promise: Promise<TaggedSnapshot> } | undefined;
  /** Local writes; a snapshot older than the last local write is never served. */
  private epoch = 0;

  constructor(
    readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly versions: ContentVersionsService,
  ) {}

  /** The snapshot when it is known to be current without asking the database; otherwise undefined. */
  cachedList(): ListSnapshot | undefined {
    const snapshot = this.snapshot;
    if (
      snapshot !== undefined &&
      snapshot.epoch === this.epoch &&
      this.versions.isFresh() &&
      snapshot.version === this.versions.current(this.resource.key)
    ) {
      return snapshot;
    }
    return undefined;
  }

  async list(): Promise<ListSnapshot> {
    const cached = this.cachedList();
    if (cached) return cached;
    await this.versions.refresh();
    const version = this.versions.current(this.resource.key);
    const snapshot = this.snapshot;
    if (snapshot && snapshot.version === version && snapshot.epoch === this.epoch) return snapshot;
    return this.rebuild(version, this.epoch);
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

  private async changed(): Promise<void> {
    this.epoch++;
    this.snapshot = undefined;
    await this.versions.bump(this.resource.key);
  }

  private rebuild(version: number, epoch: number): Promise<TaggedSnapshot> {
    const pending = this.building;
    if (pending && pending.version === version && pending.epoch === epoch) return pending.promise;
    const promise = this.model
      .find({}, HIDDEN_FIELDS)
      .sort({ createdAt: 1, _id: 1 })
      .lean()
      .then((records) => {
        const body = Buffer.from(JSON.stringify(records));
        const snapshot: TaggedSnapshot = { body, etag: strongEtag(body), version, epoch };
        // Kept only if no local write happened meanwhile; a newer counter simply fails the next freshness check.
        if (epoch === this.epoch) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.building?.promise === promise) this.building = undefined;
      });
    this.building = { version, epoch, promise };
    return promise;
  }

  private notFound(): NotFoundException {
    return new NotFoundException(`No ${this.resource.label.toLowerCase()} record with this id`);
  }

  private alreadyExists(): ConflictException {
    return new ConflictException(`${this.resource.label} already exists; update it instead`);
  }
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
