import { Inject, Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import type { ContentResource, ContentVersion, FieldChange } from '@agency/contracts';
import type { SessionUser } from '../../auth/session-user';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { CountersService } from '../../database/counters.service';
import { isDuplicateKeyError } from '../../database/database-errors';
import type { ContentRecord } from '../content-record';
import { keptTranslations } from '../translations';
import { ContentRevisionRecord } from './content-revision.schema';
import { apiMessage } from '../../i18n/api-message';

const DAY_MS = 86_400_000;
/**
 * A number the counter gives can only be taken already by a record's baseline (version 1, kept without the
 * counter) or by history older than the counters; the next number is then free.
 */
const NUMBERING_ATTEMPTS = 3;

/** The counter of one record's versions. */
function versionSequence(resource: string, recordId: string): string {
  return `content-history:${resource}:${recordId}`;
}

/** The catalogue's fields of a record, as text: what a version keeps and a diff compares. */
export function contentFieldsOf(
  resource: ContentResource,
  record: Record<string, unknown>,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(resource.fields)
      .filter((field) => typeof record[field] === 'string')
      .map((field) => [field, record[field] as string]),
  );
}

/** A version as one language kept it: its translations in that language as its fields. */
function inLanguage(version: ContentVersion, locale: string): ContentVersion {
  const { translations, ...rest } = version;
  return { ...rest, fields: translations?.[locale] ?? {} };
}

/**
 * Every published version of every content record, numbered per record, with who published it and when; old
 * versions are pruned by count and age (the newest always stays).
 */
@Injectable()
export class ContentHistoryService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(ContentRevisionRecord.name) private readonly versions: Model<ContentRevisionRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: CountersService,
  ) {}

  /**
   * Version numbers come from one counter per record, so concurrent publishes of a record each get their own.
   * History kept before those counters existed moves its record's counter past its newest version; raising
   * never lowers a counter, so any number of processes may do this at once.
   */
  async onApplicationBootstrap(): Promise<void> {
    const newest = this.versions.aggregate<{ _id: { resource: string; recordId: string }; version: number }>([
      { $group: { _id: { resource: '$resource', recordId: '$recordId' }, version: { $max: '$version' } } },
    ]);
    for await (const record of newest) {
      await this.counters.raise(versionSequence(record._id.resource, record._id.recordId), record.version);
    }
  }

  /**
   * Before the first recorded change of a record stored before history began (seeded, or written by another
   * tool), keeps how it is now as version 1, published by nobody, so the change can be undone.
   */
  async keepBaseline(resource: ContentResource, record: ContentRecord): Promise<void> {
    const recordId = String(record._id);
    if (await this.versions.exists({ resource: resource.key, recordId })) return;
    try {
      await this.versions.create({
        resource: resource.key,
        recordId,
        version: 1,
        fields: contentFieldsOf(resource, record),
        translations: keptTranslations(record),
        publishedAt: record.updatedAt instanceof Date ? record.updatedAt : new Date(),
      });
    } catch (error) {
      // Another write kept it first.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Keeps the record as just published as its next version, then prunes the record's old versions. */
  async recordPublished(
    resource: ContentResource,
    record: ContentRecord,
    actor: SessionUser,
    restoredFrom?: number,
  ): Promise<void> {
    const recordId = String(record._id);
    let version: number;
    for (let attempt = 1; ; attempt++) {
      version = await this.counters.next(versionSequence(resource.key, recordId));
      try {
        await this.versions.create({
          resource: resource.key,
          recordId,
          version,
          fields: contentFieldsOf(resource, record),
          translations: keptTranslations(record),
          publishedAt: new Date(),
          publishedById: actor.accountId,
          publishedByEmail: actor.email,
          restoredFrom,
        });
        break;
      } catch (error) {
        if (!isDuplicateKeyError(error) || attempt === NUMBERING_ATTEMPTS) throw error;
      }
    }
    await this.pruneBelow(resource.key, recordId, version);
  }

  /** A record's versions, newest first; with `locale`, each version's values in that language only. */
  async list(resource: string, recordId: string, locale?: string): Promise<ContentVersion[]> {
    const versions = await this.versions
      .find({ resource, recordId })
      .sort({ version: -1 })
      .lean<ContentVersion[]>();
    return locale === undefined ? versions : versions.map((version) => inLanguage(version, locale));
  }

  /** The newest version of each record of a block that is not among `live` (it was deleted), last published first. */
  async latestOfDeleted(resource: string, live: readonly string[]): Promise<ContentVersion[]> {
    const versions = await this.versions
      .find({ resource, recordId: trusted({ $nin: live }) })
      .sort({ publishedAt: -1, version: -1 })
      .lean<ContentVersion[]>();
    const seen = new Set<string>();
    return versions.filter((version) => !seen.has(version.recordId) && seen.add(version.recordId));
  }

  async get(resource: string, recordId: string, version: number): Promise<ContentVersion> {
    const found = await this.versions.findOne({ resource, recordId, version }).lean<ContentVersion>();
    if (!found) throw new NotFoundException(apiMessage('error.content.noVersion', { version }));
    return found;
  }

  /**
   * What changed from version `from` to version `to`, field by field, in the block's field order; with `locale`,
   * in that language's values.
   */
  async diff(
    resource: ContentResource,
    recordId: string,
    from: number,
    to: number,
    locale?: string,
  ): Promise<FieldChange[]> {
    const read = async (version: number) => {
      const kept = await this.get(resource.key, recordId, version);
      return locale === undefined ? kept : inLanguage(kept, locale);
    };
    const [before, after] = await Promise.all([read(from), read(to)]);
    return Object.keys(resource.fields)
      .map((field) => ({ field, before: before.fields[field] ?? null, after: after.fields[field] ?? null }))
      .filter((change) => change.before !== change.after);
  }

  /** Removes what the retention no longer keeps: versions past the configured count, or older than its days. */
  async prune(resource: string, recordId: string, now = Date.now()): Promise<number> {
    const latest = await this.latest(resource, recordId);
    return latest ? this.pruneBelow(resource, recordId, latest.version, now) : 0;
  }

  /** Prunes the versions older than `newest`, which always stays. */
  private async pruneBelow(resource: string, recordId: string, newest: number, now = Date.now()) {
    const { deletedCount } = await this.versions.deleteMany({
      resource,
      recordId,
      version: trusted({ $lt: newest }),
      $or: [
        { version: trusted({ $lte: newest - this.config.contentHistoryVersions }) },
        { publishedAt: trusted({ $lt: new Date(now - this.config.contentHistoryDays * DAY_MS) }) },
      ],
    });
    return deletedCount;
  }

  private latest(resource: string, recordId: string) {
    return this.versions
      .findOne({ resource, recordId }, { version: 1 })
      .sort({ version: -1 })
      .lean<{ version: number }>();
  }
}
