import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUDIT_AREAS, type AuditArea, type AuditChange } from '@agency/contracts';
import { withSearchWords } from '../common/search-words';

/** One line of the audit log; written once, never changed (only the retention sweep removes old lines). */
@Schema({ collection: 'audit_log', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class AuditRecord {
  @Prop({ required: true })
  actorId!: string;

  @Prop({ required: true })
  actorEmail!: string;

  @Prop({ type: String, required: true, enum: AUDIT_AREAS })
  area!: AuditArea;

  @Prop({ required: true })
  action!: string;

  @Prop()
  recordId?: string;

  @Prop({ required: true })
  method!: string;

  @Prop({ required: true })
  path!: string;

  @Prop({ type: [{ _id: false, field: { type: String }, value: { type: String } }], default: [] })
  changes!: AuditChange[];

  @Prop({ required: true })
  address!: string;

  @Prop({ default: '' })
  userAgent!: string;

  createdAt!: Date;
}

export const AuditRecordSchema = SchemaFactory.createForClass(AuditRecord);
withSearchWords(AuditRecordSchema, 'auditLog');
// Newest first with _id breaking ties, as the log reads them; the area filter reads its own range.
AuditRecordSchema.index({ createdAt: -1, _id: -1 });
AuditRecordSchema.index({ area: 1, createdAt: -1, _id: -1 });

const APPEND_ONLY = () => {
  throw new Error('The audit log is append-only: its lines are never changed');
};
for (const operation of [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'findOneAndReplace',
] as const)
  AuditRecordSchema.pre(operation, APPEND_ONLY);
