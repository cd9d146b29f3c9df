import { useId } from 'react';
import { LOCALE_PARAM, type LanguageSettings } from '@agency/contracts';
import { ButtonLink, Notice, useLocale, useLocation, useQuery, useSearchParams, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { publishingQueries } from '../publishing/publishing-queries';
import { languageName } from '../publishing/translation-status';

/**
 * The site's content languages when there are several (undefined while they load, with one language, or when they
 * cannot be read: then everything is edited in the default language, as on a one-language site), and whether the
 * read has settled.
 */
export function useSiteLanguages(): {
  several: LanguageSettings | undefined;
  settled: boolean;
  settings: LanguageSettings | undefined;
} {
  const languages = useQuery(publishingQueries.languages());
  const settings = languages.data;
  return {
    several: settings && settings.languages.length > 1 ? settings : undefined,
    settled: settings !== undefined || languages.error !== null,
    settings,
  };
}

/**
 * The content language a screen shows, kept in the address's `?locale=` (so a link can open a translation, and the
 * choice survives a reload): the default language unless the address names another of the site's. `translating`
 * is the chosen language when it is not the default. `unknown` is a language the address asks for that is not one
 * of the site's (an old bookmark, a removed language, a typed link), or that cannot be checked because the
 * languages could not be read: the screen then shows `UnknownLanguageNotice` and no form, since writing the default
 * language under an address that names another would overwrite what visitors see.
 */
export function useChosenLanguage(
  several: LanguageSettings | undefined,
  { settings, settled }: { settings: LanguageSettings | undefined; settled: boolean },
) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(LOCALE_PARAM) ?? undefined;
  const unknown = settled && asked !== undefined && !settings?.languages.includes(asked) ? asked : undefined;
  const chosen = several && asked && several.languages.includes(asked) ? asked : several?.defaultLanguage;
  const choose = (locale: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (locale === several?.defaultLanguage) next.delete(LOCALE_PARAM);
        else next.set(LOCALE_PARAM, locale);
        return next;
      },
      { replace: true },
    );
  const translating = several && chosen !== several.defaultLanguage ? chosen : undefined;
  return { chosen, choose, translating, unknown };
}

/** Said instead of a form when the address asks for a language that is not one of the site's. */
export function UnknownLanguageNotice({ locale }: { locale: string }) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  const { pathname, search } = useLocation();
  const withoutLocale = new URLSearchParams(search);
  withoutLocale.delete(LOCALE_PARAM);
  return (
    <Notice tone="error">
      {t('language.unknown', { language: nameOf(locale) })}{' '}
      <ButtonLink variant="secondary" to={{ pathname, search: withoutLocale.toString() }}>
        {t('language.editDefault')}
      </ButtonLink>
    </Notice>
  );
}

/** A content language's name in the interface's language (`de` is "German" in English, "Deutsch" in German). */
export function useLanguageName(): (code: string) => string {
  const locale = useLocale();
  return (code) => languageName(code, locale);
}

/** Which content language a screen shows and writes. */
export function LanguageSwitcher({
  settings,
  value,
  onChange,
}: {
  settings: LanguageSettings;
  value: string;
  onChange: (locale: string) => void;
}) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  const id = useId();
  return (
    <p className="ui-field">
      <label htmlFor={id}>{t('language.label')}</label>{' '}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {settings.languages.map((code) => (
          <option key={code} value={code}>
            {code === settings.defaultLanguage
              ? t('language.default', { language: nameOf(code) })
              : nameOf(code)}
          </option>
        ))}
      </select>
    </p>
  );
}
