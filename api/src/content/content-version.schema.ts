import { Schema } from 'mongoose';

/**
 * One small document per content resource whose counter goes up on every write. API processes sharing a
 * database compare it (at most once a second) to know when their cached lists are stale.
 */
export interface ContentVersion {
  _id: string;
  v: number;
}

export const CONTENT_VERSION_MODEL = 'ContentVersion';

export const ContentVersionSchema = new Schema<ContentVersion>(
  { _id: { type: String, required: true }, v: { type: Number, required: true, default: 0 } },
  { collection: 'content_versions', versionKey: false },
);
