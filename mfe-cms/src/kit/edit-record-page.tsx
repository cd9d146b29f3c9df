import type { ContentResource } from '@agency/contracts';
import { BackOfficePage, ButtonLink, LoadState, Notice, useParams, useQuery, useTexts } from '@agency/ui';
import { KeepLivePreview } from '../live-preview/live-preview-kept';
import { RecordDraftNotice, useRecordDraft } from '../publishing/record-draft';
import { RecordHistory } from '../publishing/record-history';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { defaultLanguageRecordQuery } from './default-language-record';
import {
  LanguageSwitcher,
  UnknownLanguageNotice,
  useChosenLanguage,
  useSiteLanguages,
} from './language-switcher';
import { TranslationForm } from './translation-form';
import { ViewOnSiteLink } from './view-on-site-link';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

export interface EditRecordPageProps extends ResourceFormOptions {
  resource: ContentResource;
  title: string;
  /** Where 'Back' goes; the resource's admin screen by default. */
  backTo?: string;
}

/**
 * An edit screen: the record named by the route's :id, loaded into its form (with its pending draft, if any) and
 * published with PUT or saved as a draft; below, its published versions.
 */
export function EditRecordPage({
  resource,
  title,
  backTo = resource.screens.manage,
  ...form
}: EditRecordPageProps) {
  const t = useTexts(cmsMessages);
  return (
    <BackOfficePage
      title={title}
      actions={
        <>
          <ViewOnSiteLink resource={resource} />
          <ButtonLink variant="secondary" to={backTo}>
            {t('editor.back')}
          </ButtonLink>
        </>
      }
    >
      <RecordForm resource={resource} {...form} />
    </BackOfficePage>
  );
}

/**
 * The record's form in the language chosen (the address's `?locale=` first, so a manage page or an add form can link
 * straight to a translation): its own values in the default language, a translation in another. A site with one
 * language (or whose languages cannot be read) shows no switcher.
 */
function RecordForm({ resource, ...form }: ResourceFormOptions & { resource: ContentResource }) {
  const { id = '' } = useParams();
  const languages = useSiteLanguages();
  const { several, settled } = languages;
  const { chosen, choose, translating, unknown } = useChosenLanguage(several, languages);
  if (unknown !== undefined) return <UnknownLanguageNotice locale={unknown} />;
  // Switching language swaps the form: an open live preview stays open, on the other language's page.
  return (
    <KeepLivePreview>
      {several ? <LanguageSwitcher settings={several} value={chosen!} onChange={choose} /> : null}
      {translating ? (
        <>
          <TranslationForm
            resource={resource}
            recordId={id}
            locale={translating}
            defaultLanguage={several?.defaultLanguage}
            {...form}
          />
          <RecordHistory resource={resource} recordId={id} locale={translating} />
        </>
      ) : settled ? (
        <DefaultLanguageForm resource={resource} defaultLanguage={several?.defaultLanguage} {...form} />
      ) : null}
    </KeepLivePreview>
  );
}

/**
 * The record's own values. On a site with several languages they are read naming the default language, so the
 * browser's Accept-Language never puts another language's values into this form (and from there into the record).
 */
function DefaultLanguageForm({
  resource,
  defaultLanguage,
  ...form
}: ResourceFormOptions & { resource: ContentResource; defaultLanguage?: string }) {
  const { id = '' } = useParams();
  const query = useQuery(defaultLanguageRecordQuery(resource, id, defaultLanguage));
  const draft = useRecordDraft(resource, id);
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  // An id that is not a record id, or no longer exists, is the same thing to the admin.
  if (query.error && (query.error.status === 404 || query.error.status === 400)) {
    return <Notice tone="error">{t('editor.notFound', { block: texts.nameInSentence(resource) })}</Notice>;
  }
  return (
    <LoadState query={query} lines={6}>
      {query.data && draft !== undefined ? (
        <>
          {draft ? <RecordDraftNotice resource={resource} draft={draft} published={query.data} /> : null}
          <ResourceForm
            key={query.data._id}
            resource={resource}
            record={draft ? { ...query.data, ...draft.fields } : query.data}
            draftable
            {...form}
          />
          <RecordHistory resource={resource} recordId={id} />
        </>
      ) : null}
    </LoadState>
  );
}
