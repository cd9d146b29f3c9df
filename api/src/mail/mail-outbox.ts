import { Injectable } from '@nestjs/common';
import { trusted, type Model, type Types } from 'mongoose';
import { CrashPoints } from '../config/crash-points.service';
import { MailQueue, type QueuedMail } from './mail-queue';

/** A document whose writes carry the mail they decided to send, in the same update, until it is queued. */
export interface CarriesMail {
  mailOutbox?: QueuedMail[];
}

/** How many documents one sweep moves the mail of. */
const SWEEP_BATCH = 50;

/**
 * Moves the mail a document carries into the mail queue, then off the document. The engine has no transaction
 * across documents, so the write that decides a mail puts it on the document it changes (one conditional update:
 * the change and its mail, or neither); moving it is then safe to repeat, since a job's unique key queues a mail
 * once, and a process that stops between the two leaves it on the document for the next sweep.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly queue: MailQueue,
    private readonly crashPoints: CrashPoints,
  ) {}

  /** Right after the write that put mail on the document: this process queues and sends it. */
  async relay<T extends CarriesMail>(documents: Model<T>, id: Types.ObjectId | string): Promise<void> {
    const document = await documents.findById(id, { mailOutbox: 1 }).lean<Carrier>();
    if (document) await this.move(documents, document);
  }

  /** The mail documents still carry (their writer stopped before moving it); answers how many documents. */
  async relayLeftBehind<T extends CarriesMail>(documents: Model<T>): Promise<number> {
    const carriers = await documents
      .find({ 'mailOutbox.key': trusted({ $exists: true }) }, { mailOutbox: 1 })
      .limit(SWEEP_BATCH)
      .lean<Carrier[]>();
    for (const carrier of carriers) await this.move(documents, carrier);
    return carriers.length;
  }

  private async move<T extends CarriesMail>(documents: Model<T>, carrier: Carrier): Promise<void> {
    const mails = carrier.mailOutbox ?? [];
    if (mails.length === 0) return;
    await this.queue.enqueue(mails);
    this.crashPoints.reached('mail-queued');
    const keys = mails.map((mail) => mail.key);
    await documents.updateOne({ _id: carrier._id }, {
      $pull: { mailOutbox: { key: { $in: keys } } },
    } as never);
  }
}

type Carrier = CarriesMail & { _id: Types.ObjectId };
