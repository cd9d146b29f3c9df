import { useState } from 'react';
import {
  LOCALE_PARAM,
  localizedFields,
  resourcePath,
  type ContentResource,
  type LanguageSettings,
  type RecordTranslation,
} from '@agency/contracts';
import { ButtonLink, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import type { ContentRecord } from './form-rules';
import { useLanguageName } from './language-switcher';

/** Where a record's translation into `locale` is edited: its editor opened in that language. */
export function translationHref(editor: string, recordId: string, locale: string): string {
  return `${resourcePath(editor, recordId)}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}

/** How far a record is translated: every text, none of them, or how many still show the default language's. */
export function TranslationState({ translation }: { translation: RecordTranslation | undefined }) {
  const t = useTexts(cmsMessages);
  if (!translation || (translation.fallbacks.length === 0 && translation.translated.length === 0))
    return null;
  return (
    <span className="cms-translation-state">
      {translation.fallbacks.length === 0
        ? t('translated.all')
        : translation.translated.length === 0
          ? t('translated.none')
          : t('translated.some', { count: translation.fallbacks.length })}
    </span>
  );
}

/** A button per language other than the default, each opening the record's editor in that language. */
export function TranslateLinks({
  resource,
  settings,
  editor = resource.screens.edit[0]?.path,
  recordId,
  title,
}: {
  resource: ContentResource;
  settings: LanguageSettings;
  editor?: string;
  recordId: string;
  /** The record's name, for the links' accessible names in a list. */
  title?: string;
}) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  if (!editor || localizedFields(resource).length === 0) return null;
  return (
    <>
      {settings.languages
        .filter((code) => code !== settings.defaultLanguage)
        .map((code) => (
          <ButtonLink
            key={code}
            size="sm"
            variant="secondary"
            to={translationHref(editor, recordId, code)}
            aria-label={
              title === undefined ? undefined : t('translate.intoOf', { language: nameOf(code), title })
            }
          >
            {t('translate.into', { language: nameOf(code) })}
          </ButtonLink>
        ))}
    </>
  );
}

/**
 * Beside an add form on a site with several languages: a new record is written in the default language (the API
 * adds records only so), and once added it can be translated at once.
 */
export function useAddedInDefaultLanguage(resource: ContentResource, settings: LanguageSettings | undefined) {
  const [added, setAdded] = useState<ContentRecord>();
  const note = settings ? (
    <AddedInDefaultLanguage resource={resource} settings={settings} added={added} />
  ) : null;
  return { onSaved: settings ? setAdded : undefined, note };
}

function AddedInDefaultLanguage({
  resource,
  settings,
  added,
}: {
  resource: ContentResource;
  settings: LanguageSettings;
  added: ContentRecord | undefined;
}) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  if (localizedFields(resource).length === 0) return null;
  return (
    <div className="cms-added-language" aria-live="polite">
      <p className="ui-field__hint">{t('add.inDefault', { language: nameOf(settings.defaultLanguage) })}</p>
      {added ? (
        <div className="ui-editor-actions">
          <span>{t('add.translateNow')}</span>
          <TranslateLinks resource={resource} settings={settings} recordId={added._id} />
        </div>
      ) : null}
    </div>
  );
}
