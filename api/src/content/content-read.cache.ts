import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import type { ContentResource } from '@agency/contracts';
import { LIST_ORDER, STORED_ONLY_FIELDS } from './content.schema';
import type { ContentRecord } from './content-record';
import { ContentVersionsService } from './content-versions.service';
import { localizedRecord } from './translations';
import { forAudience, type ContentAudience } from './withheld-fields';

/** What a reply sending exactly a snapshot's bytes gets. */
interface Validator {
  readonly etag: string;
  readonly cacheControl: string;
  /** Set when the answer depends on who asks, so no cache hands one reader's answer to another. */
  readonly vary?: string;
}

/**
 * The cached content read, in one place: each catalogue resource's list is serialized once per change, tagged
 * with the strong ETag of those bytes, dropped at once by a write in this process and within a second by another
 * process's write (the shared counters of ContentVersionsService), and answered conditionally as the reply goes
 * out: `no-cache` with the ETag (browsers revalidate instead of trusting a stale copy), or an empty 304 when
 * If-None-Match still matches. Content controllers and services only return the list's bytes as data.
 *
 * A resource with withheld fields (paid designs' links) keeps two bodies of each snapshot, built from one
 * query: the admins' answer is `private` (no shared cache may keep it) and both vary by Cookie, and their
 * ETags differ because their bytes do, so neither answer is ever revalidated into the other.
 *
 * Each snapshot also answers the site's other languages: their bodies are built from the same records the first
 * time a language is asked for, and go with the snapshot. A write in any language drops the snapshot; a language
 * whose bytes it did not change gets the same bytes again, so its ETag stays and revalidations still answer 304.
 *
 * The conditional answer is a Fastify onSend hook rather than a Nest interceptor: an interceptor's Observable
 * pipeline costs the cached read about a third of its throughput (`npm run bench`), while this is one WeakMap
 * look-up per reply.
 */
@Injectable()
export class ContentReadCache implements OnModuleInit {
  /** Keyed by the snapshot buffers themselves, so an old snapshot's entry goes with its bytes. */
  private readonly validators = new WeakMap<object, Validator>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly versions: ContentVersionsService,
  ) {}

  /** The cached list of one resource, read through `model`. */
  forResource(resource: ContentResource, model: Model<ContentRecord>): CachedList {
    const vary = resource.withheld ? 'Cookie' : undefined;
    const cacheControl = (audience: ContentAudience) =>
      resource.read === 'admin' || (vary && audience === 'admin') ? 'private, no-cache' : 'no-cache';
    return new CachedList(resource, model, this.versions, (body, etag, audience) =>
      this.validators.set(body, { etag, cacheControl: cacheControl(audience), vary }),
    );
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const validator =
        typeof payload === 'object' && payload !== null ? this.validators.get(payload) : undefined;
      if (validator === undefined || reply.statusCode !== 200) return done(null, payload);
      done(null, conditionalAnswer(request, reply, payload as Buffer, validator));
    });
  }
}

type Bodies = Readonly<Record<ContentAudience, Buffer>>;

interface Snapshot {
  /** The default language's bodies. */
  readonly bodies: Bodies;
  /** The records as stored, translations included, for the other languages' bodies. */
  readonly records: readonly ContentRecord[];
  /** The other languages' bodies, by language, built when first asked for. */
  readonly localized: Map<string, Bodies>;
  /** The shared write counter and this process's own write count it was built at. */
  readonly version: number;
  readonly epoch: number;
}

/** One resource's list snapshot and its invalidation; made only by ContentReadCache. */
export class CachedList {
  private snapshot: Snapshot | undefined;
  private building: { version: number; epoch: number; promise: Promise<Snapshot> } | undefined;
  /** Local writes; a snapshot older than the last local write is never served. */
  private epoch = 0;

  private readonly key: string;

  constructor(
    private readonly resource: ContentResource,
    private readonly model: Model<ContentRecord>,
    private readonly versions: ContentVersionsService,
    private readonly tag: (body: Buffer, etag: string, audience: ContentAudience) => void,
  ) {
    this.key = resource.key;
  }

  /**
   * The list's bytes in `locale` (the default language when undefined); a snapshot known to be current is
   * returned without awaiting anything, so the common read costs no promise.
   */
  body(audience: ContentAudience = 'public', locale?: string): Buffer | Promise<Buffer> {
    const current = this.current();
    if (current) return this.bodiesOf(current, locale)[audience];
    return this.load().then((snapshot) => this.bodiesOf(snapshot, locale)[audience]);
  }

  private bodiesOf(snapshot: Snapshot, locale: string | undefined): Bodies {
    if (locale === undefined) return snapshot.bodies;
    let bodies = snapshot.localized.get(locale);
    if (bodies === undefined) {
      bodies = this.serialize(snapshot.records, locale);
      snapshot.localized.set(locale, bodies);
    }
    return bodies;
  }

  /** Called after every successful write: this process stops serving the old list at once, others within a second. */
  async invalidate(): Promise<void> {
    this.epoch++;
    this.snapshot = undefined;
    await this.versions.bump(this.key);
  }

  private current(): Snapshot | undefined {
    const snapshot = this.snapshot;
    if (
      snapshot !== undefined &&
      snapshot.epoch === this.epoch &&
      this.versions.isFresh() &&
      snapshot.version === this.versions.current(this.key)
    ) {
      return snapshot;
    }
    return undefined;
  }

  private async load(): Promise<Snapshot> {
    await this.versions.refresh();
    const version = this.versions.current(this.key);
    const snapshot = this.snapshot;
    if (snapshot && snapshot.version === version && snapshot.epoch === this.epoch) return snapshot;
    return this.rebuild(version, this.epoch);
  }

  private rebuild(version: number, epoch: number): Promise<Snapshot> {
    const pending = this.building;
    if (pending && pending.version === version && pending.epoch === epoch) return pending.promise;
    const promise = this.model
      .find({}, STORED_ONLY_FIELDS)
      .sort(LIST_ORDER)
      .lean<ContentRecord[]>()
      .then((records) => {
        const snapshot: Snapshot = {
          bodies: this.serialize(records, undefined),
          records,
          localized: new Map(),
          version,
          epoch,
        };
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

  /** Both audiences' bytes in one language; one buffer serves both when the resource withholds nothing. */
  private serialize(records: readonly ContentRecord[], locale: string | undefined): Bodies {
    const shown = records.map((record) => localizedRecord(this.resource, record, locale));
    const serialized = (audience: ContentAudience) => {
      const body = Buffer.from(
        JSON.stringify(shown.map((record) => forAudience(this.resource, record, audience))),
      );
      this.tag(body, strongEtag(body), audience);
      return body;
    };
    const admin = serialized('admin');
    return { admin, public: this.resource.withheld ? serialized('public') : admin };
  }
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function conditionalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  validator: Validator,
): Buffer | null {
  void reply.header('etag', validator.etag).header('cache-control', validator.cacheControl);
  if (validator.vary) {
    const varies = reply.getHeader('vary');
    void reply.header('vary', varies ? `${String(varies)}, ${validator.vary}` : validator.vary);
  }
  if (matchesEtag(request.headers['if-none-match'], validator.etag)) {
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  return body;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim() === etag);
}
