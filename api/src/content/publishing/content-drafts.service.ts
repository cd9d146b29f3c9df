import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import type { ContentDraft } from '@agency/contracts';
import type { SessionUser } from '../../auth/session-user';
import { isDuplicateKeyError } from '../../database/database-errors';
import { ContentDraftRecord } from './content-draft.schema';

export interface DraftChange {
  resource: string;
  recordId: string;
  createsRecord: boolean;
  fields: Record<string, string>;
  /** The language whose translations it changes; undefined for the default language's values. */
  locale?: string;
  /** Replace the draft's fields rather than add to them (a restore, a new record). */
  replace?: boolean;
  restoredFrom?: number;
}

const LEFT_OUT = { savedById: 0, scheduledById: 0 } as const;

/** A draft as publishing reads it: with the version a restore brought back and who scheduled it. */
export type StoredDraft = ContentDraft & { restoredFrom?: number; scheduledById?: string; revision?: number };

/** The filter on `revision` that matches the draft as it was read (drafts saved before revisions have none). */
function unchanged(draft: Pick<StoredDraft, 'revision'>) {
  return draft.revision === undefined ? trusted({ $exists: false }) : draft.revision;
}

/**
 * Which draft of a record: a language's (`locale`), or the default language's, which has no `locale` (drafts saved
 * before languages existed are those).
 */
function draftOf(resource: string, recordId: string, locale: string | undefined) {
  return { resource, recordId, locale: locale ?? trusted({ $exists: false }) };
}

/**
 * Where drafts are kept: one per record and language, its fields growing as the editor saves more of them.
 */
@Injectable()
export class ContentDraftsService {
  constructor(@InjectModel(ContentDraftRecord.name) private readonly drafts: Model<ContentDraftRecord>) {}

  async save(change: DraftChange, actor: SessionUser): Promise<ContentDraft> {
    try {
      return await this.upsert(change, actor);
    } catch (error) {
      // Two first saves of one record at once may both try to create its draft; the one refused adds to it.
      if (!isDuplicateKeyError(error)) throw error;
      return this.upsert(change, actor);
    }
  }

  private upsert(change: DraftChange, actor: SessionUser): Promise<ContentDraft> {
    const fields = change.replace
      ? { fields: change.fields }
      : Object.fromEntries(Object.entries(change.fields).map(([field, value]) => [`fields.${field}`, value]));
    return this.drafts
      .findOneAndUpdate(
        draftOf(change.resource, change.recordId, change.locale),
        {
          $inc: { revision: 1 },
          $set: {
            ...fields,
            createsRecord: change.createsRecord,
            savedById: actor.accountId,
            savedByEmail: actor.email,
            ...(change.restoredFrom === undefined ? {} : { restoredFrom: change.restoredFrom }),
          },
          ...(change.restoredFrom === undefined ? { $unset: { restoredFrom: 1 } } : {}),
        },
        { upsert: true, returnDocument: 'after', projection: LEFT_OUT },
      )
      .lean<ContentDraft>()
      .orFail();
  }

  /**
   * Replaces the fields of the draft `seen` (null: the record had none) only if no other save changed it since;
   * answers null when one did (or another created it first), for the caller to merge again.
   */
  async replaceIfUnchanged(
    seen: StoredDraft | null,
    change: Omit<DraftChange, 'replace' | 'restoredFrom'>,
    actor: SessionUser,
  ): Promise<ContentDraft | null> {
    const saved = { fields: change.fields, savedById: actor.accountId, savedByEmail: actor.email };
    if (seen === null) {
      try {
        const { locale, ...rest } = change;
        await this.drafts.create({
          ...rest,
          ...(locale === undefined ? {} : { locale }),
          ...saved,
          revision: 1,
        });
        return this.find(change.resource, change.recordId, locale);
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    }
    return this.drafts
      .findOneAndUpdate(
        { _id: seen._id, revision: unchanged(seen) },
        {
          $set: { ...saved, createsRecord: change.createsRecord },
          $unset: { restoredFrom: 1 },
          $inc: { revision: 1 },
        },
        { returnDocument: 'after', projection: LEFT_OUT },
      )
      .lean<ContentDraft>();
  }

  /** Every pending draft, newest first; of one block when `resource` is given. */
  list(resource?: string): Promise<ContentDraft[]> {
    return this.drafts
      .find(resource === undefined ? {} : { resource }, LEFT_OUT)
      .sort({ updatedAt: -1, _id: -1 })
      .lean<ContentDraft[]>();
  }

  find(resource: string, recordId: string, locale?: string): Promise<StoredDraft | null> {
    return this.drafts.findOne(draftOf(resource, recordId, locale), LEFT_OUT).lean<StoredDraft>();
  }

  async get(id: string): Promise<StoredDraft> {
    const draft = await this.drafts.findById(id, LEFT_OUT).lean<StoredDraft>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  async remove(id: string): Promise<ContentDraft> {
    const draft = await this.drafts.findByIdAndDelete(id, { projection: LEFT_OUT }).lean<ContentDraft>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  /** Sets (or, with null, cancels) the time a draft publishes by itself. */
  async schedule(id: string, publishAt: Date | null, actor: SessionUser): Promise<ContentDraft> {
    const draft = await this.drafts
      .findByIdAndUpdate(
        id,
        publishAt
          ? { $set: { publishAt, scheduledById: actor.accountId, scheduledByEmail: actor.email } }
          : {
              $unset: {
                publishAt: 1,
                scheduledById: 1,
                scheduledByEmail: 1,
                publishingUntil: 1,
                publishClaims: 1,
              },
            },
        { returnDocument: 'after', projection: LEFT_OUT, timestamps: false },
      )
      .lean<ContentDraft>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  /**
   * Claims one draft whose time has come, so that no other process publishes it too, for `leaseMs`: a draft whose
   * claimer died before publishing it is claimed again after that. Answers it with who scheduled it and how many
   * claims it had (more than one: an earlier claimer may have got part of the way), or null when none is due.
   */
  claimDue(now: Date, leaseMs: number): Promise<(StoredDraft & { publishClaims: number }) | null> {
    return this.drafts
      .findOneAndUpdate(
        {
          publishAt: trusted({ $lte: now }),
          $or: [
            { publishingUntil: trusted({ $exists: false }) },
            { publishingUntil: trusted({ $lte: now }) },
          ],
        },
        { $set: { publishingUntil: new Date(now.getTime() + leaseMs) }, $inc: { publishClaims: 1 } },
        { sort: { publishAt: 1 }, projection: { savedById: 0 }, timestamps: false, returnDocument: 'after' },
      )
      .lean<StoredDraft & { publishClaims: number }>();
  }

  /** A claimed draft the checks refused stays pending, no longer scheduled: the hub shows it to publish by hand. */
  async unschedule(draft: StoredDraft): Promise<void> {
    await this.drafts.updateOne(
      { _id: draft._id },
      { $unset: { publishAt: 1, publishingUntil: 1, publishClaims: 1 } },
      { timestamps: false },
    );
  }

  /** Lets every draft of a deleted record go, in every language. */
  async removeFor(resource: string, recordId: string): Promise<void> {
    await this.drafts.deleteMany({ resource, recordId });
  }

  /** Lets a published draft go, unless it was saved again meanwhile: then it stays, with what was added. */
  async removePublished(draft: StoredDraft): Promise<void> {
    await this.drafts.deleteOne({ _id: draft._id, revision: unchanged(draft) });
  }
}
