import { useId, useState, type ChangeEvent } from 'react';
import type { AccountProfile } from '@agency/contracts';
import { ACCOUNT_ENDPOINTS } from '@agency/contracts/endpoints/account';
import { ApiError, callEndpoint, Card, useSession, useTexts, type Locale } from '@agency/ui';
import { useOfferedLanguages } from '../api/languages';
import { customerMessages } from '../messages';

/** A language as its speakers name it ("Deutsch"), so whoever cannot read the current one still finds theirs. */
function ownName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The account's language: choosing one saves it at once, and the signed-in pages switch to it (the session read
 * again carries it), which says it was saved. Shown when the site offers more than one.
 */
export function AccountLanguage({ profile }: { profile: AccountProfile }) {
  const t = useTexts(customerMessages);
  const offered = useOfferedLanguages();
  const session = useSession();
  const id = useId();
  // The language being saved shows at once; then the session's, which a saved change updates.
  const [pending, setPending] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const languages = offered.data ?? [];
  if (languages.length < 2) return null;

  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value as Locale;
    setPending(language);
    setFailure(undefined);
    try {
      await callEndpoint<AccountProfile>(ACCOUNT_ENDPOINTS.update, { body: { language } });
      await session.refresh();
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : String(error);
      setFailure(t('account.language.failed', { reason }));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Card>
      <div className={['ui-field', failure ? 'ui-field--invalid' : null].filter(Boolean).join(' ')}>
        <label className="ui-field__label" htmlFor={id}>
          {t('account.language.label')}
        </label>
        <select
          className="ui-input"
          id={id}
          value={pending ?? session.user?.language ?? profile.language}
          onChange={choose}
          disabled={pending !== undefined}
          aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {ownName(code)}
            </option>
          ))}
        </select>
        <p className="ui-field__hint" id={`${id}-hint`}>
          {t('account.language.hint')}
        </p>
        {failure ? (
          <p className="ui-field__error" id={`${id}-error`} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
