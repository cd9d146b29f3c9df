import { useId, useState, type FormEvent } from 'react';
import {
  isLanguageCode,
  LANGUAGE_CODE_MAX,
  LANGUAGE_PATHS,
  validateLanguageSettings,
  type LanguageSettings,
} from '@agency/contracts';
import {
  api,
  ApiError,
  Button,
  Field,
  LoadState,
  Notice,
  useNotice,
  useQuery,
  useQueryClient,
} from '@agency/ui';
import { publishingQueries } from './publishing-queries';
import { languageName } from './translation-status';

const LANGUAGES_SAVED_TEXT = "The site's languages are saved.";

const label = (code: string) => `${code} — ${languageName(code)}`;

/** Why `code` cannot join `languages`, by the API's own rule, or undefined when it can. */
function refusal(code: string, settings: LanguageSettings): string | undefined {
  if (code === '') return 'Write a language code, like de.';
  if (!isLanguageCode(code))
    return `${code} is not a language code: write one like de, fr or pt-BR (the language in lower case, a region in upper case).`;
  if (settings.languages.includes(code)) return `${label(code)} is already one of the site's languages.`;
  const checked = validateLanguageSettings(
    { ...settings, languages: [...settings.languages, code] },
    settings,
  );
  return checked.ok ? undefined : checked.errors[0]!.message;
}

/**
 * The site's languages: the admin adds codes and removes any but the default (which holds the records' own values,
 * so the API refuses to change it), then saves the whole list at once.
 */
export function LanguagesSetting() {
  const query = useQuery(publishingQueries.languages());
  return (
    <section className="ui-editor-block" aria-labelledby="languages-setting-title">
      <h2 className="ui-editor-block__title" id="languages-setting-title">
        Languages
      </h2>
      <LoadState query={query}>{query.data ? <LanguagesForm stored={query.data} /> : null}</LoadState>
    </section>
  );
}

function LanguagesForm({ stored }: { stored: LanguageSettings }) {
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

  /** The list with the typed code added, or undefined when the code is refused (its field then says why). */
  const withTyped = (): string[] | undefined => {
    const candidate = code.trim();
    const refused = refusal(candidate, current);
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
      setFailure(`Not saved: ${checked.errors.map((error) => error.message).join('; ')}`);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    clear();
    try {
      const saved = await api.put<LanguageSettings>(LANGUAGE_PATHS.settings, checked.value);
      client.setQueryData(publishingQueries.languages().queryKey, saved);
      setTyped(null);
      notify(LANGUAGES_SAVED_TEXT);
    } catch (error) {
      setFailure(`Not saved: ${error instanceof ApiError ? error.message : 'please try again.'}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <p className="ui-section__intro">
        The languages the site&apos;s content is kept in. Each one added gets its own translations in every
        editor.
      </p>
      <ul aria-label="The site's languages">
        {languages.map((language) => (
          <li key={language}>
            {label(language)}
            {language === stored.defaultLanguage ? (
              <strong> (default)</strong>
            ) : (
              <>
                {' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(language)}
                  aria-label={`Remove ${label(language)}`}
                >
                  Remove
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <Field
        id={`${ids}-code`}
        label="Language code"
        hint={`A BCP 47 code, like de, fr or pt-BR. The default language, ${label(stored.defaultLanguage)}, cannot be changed or removed: the content's own values are in it.`}
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
        Add language
      </Button>{' '}
      <Button type="submit" busy={saving} aria-describedby={failure ? failureId : undefined}>
        Save languages
      </Button>
      {failure ? (
        <div id={failureId}>
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
    </form>
  );
}
