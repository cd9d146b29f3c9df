import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import type { ContentDraft } from '@agency/contracts';
import type { SessionUser } from '../../auth/session-user';
import { ContentDraftRecord } from './content-draft.schema';

export interface DraftChange {
  resource: string;
  recordId: string;
  createsRecord: boolean;
  fields: Record<string, string>;
  /** Replace the draft's fields rather than add to them (a restore, a new record). */
  replace?: boolean;
  restoredFrom?: number;
}

const LEFT_OUT = { savedById: 0, scheduledById: 0 } as const;

/** A draft as publishing reads it: with the version a restore brought back and who scheduled it. */
export type StoredDraft = ContentDraft & { restoredFrom?: number; scheduledById?: string };

/** Where drafts are kept: one per record, its fields growing as the editor saves more of them. */
@Injectable()
export class ContentDraftsService {
  constructor(@InjectModel(ContentDraftRecord.name) private readonly drafts: Model<ContentDraftRecord>) {}

  save(change: DraftChange, actor: SessionUser): Promise<ContentDraft> {
    const fields = change.replace
      ? { fields: change.fields }
      : Object.fromEntries(Object.entries(change.fields).map(([field, value]) => [`fields.${field}`, value]));
    return this.drafts
      .findOneAndUpdate(
        { resource: change.resource, recordId: change.recordId },
        {
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

  /** Every pending draft, newest first; of one block when `resource` is given. */
  list(resource?: string): Promise<ContentDraft[]> {
    return this.drafts
      .find(resource === undefined ? {} : { resource }, LEFT_OUT)
      .sort({ updatedAt: -1, _id: -1 })
      .lean<ContentDraft[]>();
  }

  find(resource: string, recordId: string): Promise<ContentDraft | null> {
    return this.drafts.findOne({ resource, recordId }, LEFT_OUT).lean<ContentDraft>();
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
          : { $unset: { publishAt: 1, scheduledById: 1, scheduledByEmail: 1 } },
        { returnDocument: 'after', projection: LEFT_OUT, timestamps: false },
      )
      .lean<ContentDraft>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  /**
   * Takes one draft whose time has come, so that no other process publishes it too: its schedule is cleared as it
   * is taken. Answers it with who scheduled it, or null when none is due.
   */
  takeDue(now: Date): Promise<StoredDraft | null> {
    return this.drafts
      .findOneAndUpdate(
        { publishAt: trusted({ $lte: now }) },
        { $unset: { publishAt: 1 } },
        { sort: { publishAt: 1 }, projection: { savedById: 0 }, timestamps: false },
      )
      .lean<StoredDraft>();
  }

  async removeFor(resource: string, recordId: string): Promise<void> {
    await this.drafts.deleteOne({ resource, recordId });
  }
}
