import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SLICES, type CanaryState, type Slice } from '@agency/contracts/releases';

/**
 * One slice's pointers. Every change is one conditional update on `revision`, so of two changes made from the same
 * state only the first lands; the other is refused and may be retried against the new state.
 */
@Schema({ collection: 'release_pointers', versionKey: false })
export class ReleasePointer {
  @Prop({ type: String, required: true, enum: SLICES, unique: true })
  slice!: Slice;

  @Prop({ type: String, default: null })
  live!: string | null;

  /** The versions live before, newest first: what rollback returns to. */
  @Prop({ type: [String], default: [] })
  previous!: string[];

  @Prop({ type: { _id: false, version: String, percent: Number }, default: null })
  canary!: CanaryState | null;

  @Prop({ type: Date, default: null })
  liveSince!: Date | null;

  @Prop({ type: String, default: null })
  activatedBy!: string | null;

  @Prop({ required: true, default: 0 })
  revision!: number;
}

export const ReleasePointerSchema = SchemaFactory.createForClass(ReleasePointer);
