import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { HIDDEN_FIELDS, LIST_ORDER } from './content.schema';
import type { ContentRecord } from './content.service';
import type { ContentVersionsService } from './content-versions.service';
import type { ConditionalGet } from './conditional-get';

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
 * The serialized list of one catalogue resource, its ETag and its invalidation. The snapshot is rebuilt after
 * a write in this process (`invalidate`), or when the shared write counter shows another process wrote.
 * Each snapshot's bytes are registered for conditional GET, so its handler can simply return them.
 */
export class ContentListCache {
  private snapshot: TaggedSnapshot | undefined;
  private building: { version: number; epoch: number; promise: Promise<TaggedSnapshot> } | undefined;
  /** Local writes; a snapshot older than the last local write is never served. */
  private epoch = 0;

  constructor(
    readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly versions: ContentVersionsService,
    private readonly conditionalGet: ConditionalGet,
  ) {}

  /** The snapshot when it is known to be current without asking the database; otherwise undefined. */
  cached(): ListSnapshot | undefined {
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

  async get(): Promise<ListSnapshot> {
    const cached = this.cached();
    if (cached) return cached;
    await this.versions.refresh();
    const version = this.versions.current(this.resource.key);
    const snapshot = this.snapshot;
    if (snapshot && snapshot.version === version && snapshot.epoch === this.epoch) return snapshot;
    return this.rebuild(version, this.epoch);
  }

  /** Called after every successful write: this process stops serving the old list at once, others within a second. */
  async invalidate(): Promise<void> {
    this.epoch++;
    this.snapshot = undefined;
    await this.versions.bump(this.resource.key);
  }

  private rebuild(version: number, epoch: number): Promise<TaggedSnapshot> {
    const pending = this.building;
    if (pending && pending.version === version && pending.epoch === epoch) return pending.promise;
    const promise = this.model
      .find({}, HIDDEN_FIELDS)
      .sort(LIST_ORDER)
      .lean()
      .then((records) => {
        const body = Buffer.from(JSON.stringify(records));
        const snapshot: TaggedSnapshot = { body, etag: strongEtag(body), version, epoch };
        this.conditionalGet.register(body, snapshot.etag, this.resource.read === 'admin');
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
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
