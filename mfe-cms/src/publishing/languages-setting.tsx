import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  isLanguageCode,
  LANGUAGE_CODE_MAX,
  validateLanguageSettings,
  type LanguageSettings,
} from '@agency/contracts';
import {
  callEndpoint,
  ApiError,
  Button,
  Field,
  LoadState,
  Notice,
  useNotice,
  useQuery,
  ruleMessagesIn,
  useLocale,
  useQueryClient,
  useTexts,
  type SayError,
  type Texts,
} from '@agency/ui';
import { useLanguageName } from '../kit/language-switcher';
import { cmsMessages, type CmsTextId } from '../messages';
import { publishingQueries } from './publishing-queries';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';

/** Why `code` cannot join `languages`, by the API's own rule, or undefined when it can. */
function refusal(
  code: string,
  settings: LanguageSettings,
  t: Texts<CmsTextId>,
  label: (code: string) => string,
  say: SayError,
): string | undefined {
  if (code === '') return t('languages.writeCode');
  if (!isLanguageCode(code)) return t('languages.notACode', { code });
  if (settings.languages.includes(code)) return t('languages.already', { language: label(code) });
  const checked = validateLanguageSettings(
    { ...settings, languages: [...settings.languages, code] },
    settings,
  );
  return checked.ok ? undefined : say(checked.errors[0]!);
}

/**
 * The site's languages: the admin adds codes and removes any but the default (which holds the records' own values,
 * so the API refuses to change it), then saves the whole list at once.
 */
export function LanguagesSetting() {
  const t = useTexts(cmsMessages);
  const query = useQuery(publishingQueries.languages());
  return (
    <section className="ui-editor-block" aria-labelledby="languages-setting-title">
      <h2 className="ui-editor-block__title" id="languages-setting-title">
        {t('languages.title')}
      </h2>
      <LoadState query={query}>{query.data ? <LanguagesForm stored={query.data} /> : null}</LoadState>
    </section>
  );
}

function LanguagesForm({ stored }: { stored: LanguageSettings }) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  const label = (code: string) => t('languages.item', { code, language: nameOf(code) });
  const client = useQueryClient();
  const { notify, clear } = useNotice();
  const [typed, setTyped] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const failureId = `${ids}-failure`;
  const languages = typed ?? stored.languages;
  const current: LanguageSettings = { languages, defaultLanguage: stored.defaultLanguage };
  // The rules' messages in the page's language are loaded with the form, so that its refusals are said in it.
  const locale = useLocale();
  useEffect(() => void ruleMessagesIn(locale), [locale]);
  const say: SayError = (error) => {
    const inLanguage = ruleMessagesIn(locale);
    return typeof inLanguage === 'function' ? inLanguage(error) : error.message;
  };

  /** The list with the typed code added, or undefined when the code is refused (its field then says why). */
  const withTyped = (): string[] | undefined => {
    const candidate = code.trim();
    const refused = refusal(candidate, current, t, label, say);
    setCodeError(refused);
    if (refused) {
      document.getElementById(`${ids}-code`)?.focus();
      return undefined;
    }
    setTyped([...languages, candidate]);
    setCode('');
    setFailure(undefined);
    return [...languages, candidate];
  };
  const remove = (removed: string) => {
    setTyped(languages.filter((language) => language !== removed));
    setFailure(undefined);
    // Its button is gone: the keyboard goes on from the code field rather than from the top of the page.
    document.getElementById(`${ids}-code`)?.focus();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A code typed but not yet added is part of what the admin means to save.
    const list = code.trim() === '' ? languages : withTyped();
    if (!list) return;
    const checked = validateLanguageSettings({ ...current, languages: list }, stored);
    if (!checked.ok) {
      setFailure(t('languages.notSaved', { reason: checked.errors.map(say).join('; ') }));
      return;
    }
    setSaving(true);
    setFailure(undefined);
    clear();
    try {
      const saved = await callEndpoint<LanguageSettings>(LANGUAGE_ENDPOINTS.setSettings, {
        body: checked.value,
      });
      client.setQueryData(publishingQueries.languages().queryKey, saved);
      setTyped(null);
      notify(t('languages.saved'));
    } catch (error) {
      setFailure(
        t('languages.notSaved', {
          reason: error instanceof ApiError ? error.message : t('action.tryAgain'),
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <p className="ui-section__intro">{t('languages.intro')}</p>
      <ul aria-label={t('languages.list')}>
        {languages.map((language) => (
          <li key={language}>
            {label(language)}
            {language === stored.defaultLanguage ? (
              <strong>{t('languages.isDefault')}</strong>
            ) : (
              <>
                {' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(language)}
                  aria-label={t('languages.removeOne', { language: label(language) })}
                >
                  {t('languages.remove')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <Field
        id={`${ids}-code`}
        label={t('languages.code')}
        hint={t('languages.codeHint', { language: label(stored.defaultLanguage) })}
        value={code}
        maxLength={LANGUAGE_CODE_MAX}
        autoComplete="off"
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
        }}
        onKeyDown={(event) => {
          // Enter adds the code rather than saving the list with it left out.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          withTyped();
        }}
      />
      <Button variant="secondary" onClick={() => withTyped()}>
        {t('languages.add')}
      </Button>{' '}
      <Button type="submit" busy={saving} aria-describedby={failure ? failureId : undefined}>
        {t('languages.save')}
      </Button>
      {failure ? (
        <div id={failureId}>
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
    </form>
  );
}
