/** Spec 001 §3: the admin edits the heading and sub-heading; the button text and link are read by the public page only. */
export const CALL_TO_ACTION_FIELDS = ['heading', 'subHeading'] as const;
