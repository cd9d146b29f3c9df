import { CONTENT_CATALOGUE, fieldLabel, type ContentResource } from '@agency/contracts';

/**
 * The texts the CMS shows from the content catalogue (block names, field labels, screen titles, panel and link
 * texts, hub hints, the save alerts), each under an id made from its block and its place there. Their English is
 * the contracts' own, documented word for word; the CMS's catalogue holds the same ids, and a test keeps its English
 * entries equal to what this derives.
 */
export const catalogueTextId = {
  name: (block: string) => `block.${block}.name`,
  screenTitle: (block: string) => `block.${block}.title`,
  editTitle: (block: string, index: number) => `block.${block}.edit.${index}`,
  panelHeading: (block: string) => `block.${block}.panel.heading`,
  editText: (block: string) => `block.${block}.panel.editText`,
  addTitle: (block: string) => `block.${block}.panel.addTitle`,
  listTitle: (block: string) => `block.${block}.panel.listTitle`,
  linkText: (block: string, index: number) => `block.${block}.panel.link.${index}`,
  hubTitle: (block: string) => `block.${block}.hub.title`,
  hubHint: (block: string) => `block.${block}.hub.hint`,
  alert: (block: string, kind: 'added' | 'updated' | 'removed') => `alert.${block}.${kind}`,
  variantAlert: (block: string, variant: string) => `alert.${block}.${variant}.updated`,
  field: (field: string) => `field.${field}`,
};

/** Every catalogue text the CMS shows, by id, in the contracts' English. */
export function catalogueTexts(
  catalogue: readonly ContentResource[] = CONTENT_CATALOGUE,
): Record<string, string> {
  const texts: Record<string, string> = {};
  const add = (id: string, text: string | undefined) => {
    if (text !== undefined) texts[id] = text;
  };
  for (const { key, label, fields, alerts, screens, variants } of catalogue) {
    const id = catalogueTextId;
    add(id.name(key), label);
    add(id.screenTitle(key), screens.title);
    screens.edit.forEach((screen, index) => add(id.editTitle(key, index), screen.title));
    const { panel, hub } = screens;
    if (panel.kind === 'singleton') {
      add(id.panelHeading(key), panel.heading);
      add(id.editText(key), panel.editText);
    } else {
      add(id.addTitle(key), panel.addTitle);
      add(id.listTitle(key), panel.listTitle);
      panel.links?.forEach((link, index) => add(id.linkText(key, index), link.text));
    }
    add(id.hubTitle(key), hub?.title);
    add(id.hubHint(key), hub?.hint);
    add(id.alert(key, 'added'), alerts.added);
    add(id.alert(key, 'updated'), alerts.updated);
    add(id.alert(key, 'removed'), alerts.removed);
    for (const [name, variant] of Object.entries(variants ?? {}))
      add(id.variantAlert(key, name), variant.updated);
    for (const [field, rule] of Object.entries(fields)) add(id.field(field), rule.label ?? fieldLabel(field));
  }
  return texts;
}
