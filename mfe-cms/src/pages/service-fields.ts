/** A plain service item's form: the three documented fields; main items add an image and a name. */
export const SERVICE_ITEM_FIELDS = ['serviceIcon', 'serviceTitle', 'serviceDetails'] as const;
