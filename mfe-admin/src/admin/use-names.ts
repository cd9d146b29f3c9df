import { useTexts } from '@agency/ui';
import { fieldLabel } from '@agency/contracts';
import { adminMessages, type AdminTextId } from '../messages';

/**
 * Names of stored values in the page's language: a field (`orderStatus`) by its label, a status (`UnPaid`) as
 * people read it. A value the catalogue does not know is shown as the API names it.
 */
export function useNames() {
  const t = useTexts(adminMessages);
  const known = (id: string): id is AdminTextId => id in adminMessages.en;
  return {
    field: (name: string) => (known(`field.${name}`) ? t(`field.${name}` as AdminTextId) : fieldLabel(name)),
    status: (value: string) => (known(`status.${value}`) ? t(`status.${value}` as AdminTextId) : value),
  };
}
