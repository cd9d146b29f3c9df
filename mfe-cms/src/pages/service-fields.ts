/** A plain service item's form: the three fields spec 001 §7 sends; main items add an image and a name. */
export const SERVICE_ITEM_FIELDS = ['serviceIcon', 'serviceTitle', 'serviceDetails'] as const;
