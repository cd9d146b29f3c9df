import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The paid orders of one sealed UTC day (see SalesDaysService): what the dashboard's figures add up. */
@Schema({ collection: 'salesdays', versionKey: false })
export class SalesDay {
  /** The day's start, 00:00 UTC. */
  @Prop({ type: Date, required: true })
  _id!: Date;

  @Prop({ required: true })
  cents!: number;

  @Prop({ required: true })
  orders!: number;

  /**
   * The number (from a shared counter) of the summing that wrote the row, taken before it read the orders: a row
   * is only replaced by a later summing, so a slow one that read before a refund never overwrites one after it.
   */
  @Prop()
  summing?: number;
}

export const SalesDaySchema = SchemaFactory.createForClass(SalesDay);

/** How far the sealed days reach: one document, `{ _id: 'paid-by-day' }`. */
@Schema({ collection: 'salesrollups', versionKey: false })
export class SalesRollup {
  @Prop({ type: String, required: true })
  _id!: string;

  /** Every day before this one is sealed in `salesdays`. */
  @Prop({ type: Date, required: true })
  sealedThrough!: Date;
}

export const SalesRollupSchema = SchemaFactory.createForClass(SalesRollup);
