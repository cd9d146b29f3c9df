import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** What the sender of a mail is left with: sent, given up on, or not sent because its cause was never stored. */
export type MailJobState = 'pending' | 'sent' | 'failed' | 'dropped';

/**
 * A mail waiting to be sent, or its record once sent or given up on: the mail queue every API process shares.
 * A job names its cause (`kind`, `data`); the process that sends it writes the mail from what the database holds
 * then (see MailQueue).
 */
@Schema({ collection: 'mail_queue', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class MailJob {
  /** One per cause and recipient (`payment-received:<order>:<transaction>`): a cause reported twice queues one mail. */
  @Prop()
  key?: string;

  /** Which mail, i.e. which composer writes it (MailQueue.compose). */
  @Prop()
  kind?: string;

  /** The ids the composer needs (an order's, a transaction's); never a secret, never the mail's text. */
  @Prop({ type: Object })
  data?: Record<string, string>;

  @Prop({ required: true })
  to!: string;

  /** Of a mail queued already written (by an earlier version); a job with a `kind` is written when it is sent. */
  @Prop()
  subject?: string;

  @Prop()
  text?: string;

  @Prop()
  html?: string;

  @Prop({ type: String, required: true, enum: ['pending', 'sent', 'failed', 'dropped'] })
  state!: MailJobState;

  /** Sends tried so far. */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  /**
   * When a process may take it: the time of its next try, or, while a process holds it, when that process's
   * lease runs out (so the mail of a process that died is taken by another one then).
   */
  @Prop({ required: true })
  dueAt!: Date;

  /** The holder's claim: only the process that took it may mark it sent or put it back. */
  @Prop()
  lease?: string;

  @Prop()
  sentAt?: Date;

  @Prop()
  lastError?: string;
}

export const MailJobSchema = SchemaFactory.createForClass(MailJob);
MailJobSchema.index({ state: 1, dueAt: 1 });
MailJobSchema.index({ key: 1 }, { unique: true, partialFilterExpression: { key: { $exists: true } } });
