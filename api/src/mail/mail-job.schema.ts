import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A mail waiting to be sent, or its record once sent or given up on: the mail queue every API process shares. */
@Schema({ collection: 'mail_queue', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class MailJob {
  @Prop({ required: true })
  to!: string;

  @Prop({ required: true })
  subject!: string;

  /** The parts, dropped once the mail is sent: the queue keeps no one's mail longer than it must. */
  @Prop()
  text?: string;

  @Prop()
  html?: string;

  @Prop({ required: true, enum: ['pending', 'sent', 'failed'] })
  state!: 'pending' | 'sent' | 'failed';

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
