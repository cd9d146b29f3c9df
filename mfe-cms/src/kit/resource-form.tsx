import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  DRAFT_PARAM,
  LOCALE_PARAM,
  resourcePath,
  validateContent,
  type ContentField,
  type ContentFields,
  type ContentResource,
} from '@agency/contracts';
import {
  api,
  Button,
  FormField,
  FormNotice,
  SubmitButton,
  useNotice,
  useRulesForm,
  useTexts,
  type RulesForm,
  type Texts,
} from '@agency/ui';
import { LivePreviewBeside } from '../live-preview/live-preview-beside';
import { ImagePicker } from '../media/image-picker';
import { cmsMessages, type CmsTextId } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { formFields, formRules, formValues, type ContentRecord } from './form-rules';
import { CONTENT_WRITE_STALE } from '@agency/contracts/endpoints/endpoint';

export interface ResourceFormOptions {
  /** Fields the form edits, in order; all of the resource's by default. */
  fields?: readonly string[];
  /** Fields submitted with their stored values but not shown (the experience editor's skills). */
  hidden?: readonly string[];
  /** Every field required, as a variant's form demands. */
  requireAll?: boolean;
  /** The notice after a confirmed save; the resource's alert text by default. */
  successText?: string;
}

export interface ResourceFormProps extends ResourceFormOptions {
  resource: ContentResource;
  /** The record to update; without it the form adds one. */
  record?: ContentRecord;
  submitLabel?: string;
  onSaved?: (record: ContentRecord) => void;
  /** Offers "Save draft" beside the submit button, which publishes. */
  draftable?: boolean;
  /** The block's record ids as the list beside this form shows them (its live preview follows their order). */
  listOrder?: readonly string[];
  /**
   * Edits this language's translations of the record instead of its own (default-language) values: nothing is
   * required, an empty field falls back to the default language's value, and the live preview shows the record
   * with the translation's texts.
   */
  locale?: string;
  /** In a translation, the default language's value of each field that has no translation, shown beside it. */
  fallbacks?: Readonly<Record<string, string>>;
  /**
   * In a translation, the default language's values (with its pending draft): what a field left empty shows visitors
   * once saved, and so what the live preview shows for it.
   */
  defaults?: Readonly<Record<string, string>>;
}

/** The link fields that hold an image (bannerImage, aboutImg, stapIcon, imageLink…): they get the library's picker. */
const IMAGE_FIELD = /(img|image|icon|logo)(link)?$/i;

/**
 * One form for any catalogue resource on the shared form layer: its fields rendered from their rules, checked
 * with the API's own rules before sending, server field errors shown on the fields, input kept on failure, and
 * the resource's alert text shown only after the server confirmed the save.
 */
export function ResourceForm({
  resource,
  record,
  fields,
  hidden = [],
  requireAll = false,
  successText,
  submitLabel,
  onSaved,
  draftable = false,
  listOrder,
  locale,
  fallbacks = {},
  defaults,
}: ResourceFormProps) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const names = formFields(resource, fields);
  const rules = translationOr(locale, formRules(resource, names, requireAll, texts.field));
  const adding = record === undefined;
  // A hidden field with nothing stored must still be filled in, so it is shown.
  const [concealed] = useState(
    () => new Set(hidden.filter((field) => (formValues(names, record)[field] ?? '') !== '')),
  );
  const { notify } = useNotice();
  // Which button sent the form: the submit button publishes, "Save draft" keeps the change as a draft.
  const saving = useRef<'publish' | 'draft'>('publish');
  const check = (body: Record<string, string>) => validateContent({ fields: rules }, body);
  const form = useRulesForm<string, ContentRecord>({
    rules,
    check,
    // The stored record as values: a fresher read fills what the editor has not changed, never what it has.
    values: record ? formValues(names, record) : undefined,
    submit: (value) => {
      const path = adding ? resource.paths.add[0] : resourcePath(resource.paths.update[0], record._id);
      const query = new URLSearchParams({
        ...(locale === undefined ? {} : { [LOCALE_PARAM]: locale }),
        ...(saving.current === 'draft' ? { [DRAFT_PARAM]: String(true) } : {}),
      }).toString();
      const target = query ? `${path}?${query}` : path;
      const write = { stale: CONTENT_WRITE_STALE };
      return adding
        ? api.post<ContentRecord>(target, value, write)
        : api.put<ContentRecord>(target, value, write);
    },
    onSuccess: (saved) => {
      if (saving.current === 'draft') return notify(t('form.draftSaved'));
      notify(successText ?? texts.alert(resource, adding ? 'added' : 'updated'));
      onSaved?.(saved);
    },
    invalidText: t('form.invalid'),
    clearOnSuccess: adding,
    draftKey: `cms:${resource.key}:${record?._id ?? 'new'}${locale === undefined ? '' : `:${locale}`}`,
    shownFields: names.filter((field) => !concealed.has(field)),
  });

  const previewed = useMemo(
    () => (locale === undefined ? form.values : translationShown(form.values, defaults)),
    [locale, form.values, defaults],
  );

  const editor = (
    <form
      className="ui-form ui-editor-form"
      noValidate
      onSubmit={(event) => {
        saving.current = 'publish';
        return form.onSubmit(event);
      }}
      aria-label={submitLabel ?? formLabel(t, texts.name(resource), adding)}
    >
      <FormNotice form={form} />
      {names.map((field) =>
        // A concealed field is sent with its stored value (the form keeps it) but not shown.
        concealed.has(field) ? null : (
          <RuleField
            key={field}
            form={form}
            name={field}
            rule={rules[field]}
            fallback={fallbacks[field]}
            t={t}
          />
        ),
      )}
      <div className="ui-editor-actions">
        <SubmitButton form={form}>{submitLabel ?? formLabel(t, texts.name(resource), adding)}</SubmitButton>
        {draftable ? (
          <Button
            type="button"
            variant="secondary"
            disabled={form.pending}
            onClick={() => {
              saving.current = 'draft';
              void form.onSubmit();
            }}
          >
            {t('form.saveDraft')}
          </Button>
        ) : null}
      </div>
    </form>
  );
  return (
    <LivePreviewBeside
      resource={resource}
      recordId={record?._id ?? null}
      values={previewed}
      order={listOrder}
      rules={rules}
      check={check}
      language={locale}
    >
      {editor}
    </LivePreviewBeside>
  );
}

/** A translation's rules: the same checks, none required (an empty field shows the default language's value). */
function translationOr(locale: string | undefined, rules: ContentFields): ContentFields {
  if (locale === undefined) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, { ...rule, required: false }]),
  );
}

/**
 * What the live preview shows of a translation: the texts it has, and for a field left empty the default language's
 * value, which visitors see in its place once it is saved. While that value is unknown the field is not sent, and the
 * page keeps the value it read.
 */
function translationShown(
  values: Record<string, string>,
  defaults: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([field, value]) => {
      if (value.trim() !== '') return [[field, value]];
      const fallback = defaults[field];
      return fallback === undefined ? [] : [[field, fallback]];
    }),
  );
}

function formLabel(t: Texts<CmsTextId>, block: string, adding: boolean): string {
  return t(adding ? 'form.add' : 'form.update', { block });
}

/** The control a rule calls for: select for enums, textarea for long text, url/email inputs for links and e-mail. */
function RuleField({
  form,
  name,
  rule,
  fallback,
  t,
}: {
  form: RulesForm<string>;
  name: string;
  rule: ContentField;
  /** The default language's value this translation falls back to. */
  fallback?: string;
  t: Texts<CmsTextId>;
}) {
  const label = rule.required ? (rule.label ?? name) : t('form.optional', { label: rule.label ?? name });
  if (fallback !== undefined) {
    const hint = t('form.fallback', { value: fallback });
    return rule.multiline ? (
      <FormField form={form} as="textarea" name={name} label={label} rows={4} hint={hint} />
    ) : (
      <FormField form={form} name={name} label={label} hint={hint} />
    );
  }
  if (rule.kind === 'enum')
    return (
      <FormField
        form={form}
        as="select"
        name={name}
        label={label}
        options={rule.values ?? []}
        placeholder={t('form.choose')}
      />
    );
  if (rule.multiline) return <FormField form={form} as="textarea" name={name} label={label} rows={4} />;
  if (rule.kind === 'link' && IMAGE_FIELD.test(name)) {
    const bound = form.bind(name);
    return (
      <div className="cms-image-field">
        <FormField form={form} name={name} label={label} type="url" hint={t('form.imageHint')} />
        <ImagePicker
          label={label}
          onPick={(url) => bound.onChange({ target: { value: url } } as ChangeEvent<HTMLInputElement>)}
        />
      </div>
    );
  }
  const type = rule.kind === 'link' ? 'url' : rule.kind === 'email' ? 'email' : 'text';
  return (
    <FormField
      form={form}
      name={name}
      label={label}
      type={type}
      inputMode={rule.format === 'price' ? 'decimal' : undefined}
      hint={
        rule.kind === 'link' ? t('form.linkHint') : rule.format === 'price' ? t('form.priceHint') : undefined
      }
    />
  );
}
