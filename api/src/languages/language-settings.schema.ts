import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one document holding the site's languages; absent on a fresh site, which speaks English only. */
export const LANGUAGE_SETTINGS_ID = 'site';

@Schema({ collection: 'language_settings', timestamps: true, versionKey: false })
export class LanguageSettingsRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], required: true })
  languages!: string[];

  @Prop({ required: true })
  defaultLanguage!: string;
}

export const LanguageSettingsSchema = SchemaFactory.createForClass(LanguageSettingsRecord);
