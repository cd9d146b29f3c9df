import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
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

const LEFT_OUT = { savedById: 0 } as const;

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

  async get(id: string): Promise<ContentDraft & { restoredFrom?: number }> {
    const draft = await this.drafts.findById(id, LEFT_OUT).lean<ContentDraft & { restoredFrom?: number }>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  async remove(id: string): Promise<ContentDraft> {
    const draft = await this.drafts.findByIdAndDelete(id, { projection: LEFT_OUT }).lean<ContentDraft>();
    if (!draft) throw new NotFoundException('No draft with this id: it may have been published or discarded');
    return draft;
  }

  async removeFor(resource: string, recordId: string): Promise<void> {
    await this.drafts.deleteOne({ resource, recordId });
  }
}
