/** A stored record of a content block, as the API reads it from the database. */
export type ContentRecord = Record<string, unknown> & { _id: unknown };

/** Checked fields of one write: every required one for an add, at least one for an update. */
export type ContentInput = Readonly<Record<string, string>>;
