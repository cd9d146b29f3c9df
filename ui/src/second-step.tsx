// The second sign-in step, outside the shared @agency/ui (never tree-shaken, all in the landing page's script): only
// the login page and the sign-in-again dialog, both loaded when needed, bundle it. It imports the package by its
// name, never by a relative path, so the browser uses the one shared copy of the API client and the session.
import { SECOND_STEP_ENDPOINTS } from '@agency/contracts/endpoints/second-factor';
import type { SecondStepChallenge } from '@agency/contracts/second-factor';
import {
  callEndpoint,
  ApiError,
  Button,
  FormField,
  FormNotice,
  Notice,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  useRulesForm,
  useTexts,
  type RulesForm,
  type SessionUser,
} from '@agency/ui';
import { SECOND_STEP_FORM } from '@agency/ui/account-forms';
import { useState } from 'react';
import { onDemandMessages } from './messages/on-demand';

type PasskeyRequest = Parameters<
  typeof import('@simplewebauthn/browser').startAuthentication
>[0]['optionsJSON'];

/**
 * The pending sign-in's passkey: the server's challenge, signed by the browser's passkey. The WebAuthn library loads
 * only here, when the person chooses it.
 */
async function signInWithPasskey(): Promise<SessionUser> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    callEndpoint<PasskeyRequest>(SECOND_STEP_ENDPOINTS.passkeyOptions),
  ]);
  const credential = await startAuthentication({ optionsJSON });
  return callEndpoint<SessionUser>(SECOND_STEP_ENDPOINTS.passkey, {
    body: { credential: JSON.stringify(credential) },
  });
}

/** Whether this browser can sign with a passkey at all (WebAuthn), known without loading the library. */
function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * After the password, for an account with a second step: a passkey, an authenticator app's code or a recovery code.
 * The login page and the sign-in-again dialog both show it.
 */
export function SecondStep({
  challenge,
  onSignedIn,
  formClassName = 'ui-form',
  buttonSize = 'md',
}: {
  challenge: SecondStepChallenge;
  onSignedIn: (user: SessionUser) => void;
  /** The code form's layout, as the surrounding page lays out its forms. */
  formClassName?: string;
  buttonSize?: 'md' | 'lg';
}) {
  const t = useTexts(onDemandMessages);
  const methods = challenge.secondStep.methods;
  const form = useRulesForm({
    ...publicFormOptions(SECOND_STEP_FORM),
    onSuccess: onSignedIn,
    signsIn: true,
  });
  const [passkey, setPasskey] = useState<{ busy: boolean; failure?: string }>({ busy: false });
  const signInWithOwnPasskey = async () => {
    setPasskey({ busy: true });
    try {
      onSignedIn(await signInWithPasskey());
    } catch (error) {
      setPasskey({
        busy: false,
        failure: error instanceof ApiError ? error.message : t('secondStep.passkeyFailed'),
      });
    }
  };
  return (
    <div>
      <h2>{t('secondStep.title')}</h2>
      {methods.includes('passkey') && browserHasPasskeys() ? (
        <>
          <Button size={buttonSize} busy={passkey.busy} onClick={() => void signInWithOwnPasskey()}>
            {t('secondStep.passkey')}
          </Button>
          {passkey.failure ? <Notice tone="error">{passkey.failure}</Notice> : null}
        </>
      ) : null}
      <form className={formClassName} onSubmit={form.onSubmit} noValidate aria-label={t('secondStep.title')}>
        <CodeFields
          form={form}
          label={t(methods.includes('totp') ? 'secondStep.codeOrRecovery' : 'secondStep.recovery')}
          buttonSize={buttonSize}
        />
      </form>
    </div>
  );
}

function CodeFields({
  form,
  label,
  buttonSize,
}: {
  form: RulesForm<'code'>;
  label: string;
  buttonSize: 'md' | 'lg';
}) {
  const t = useTexts(onDemandMessages);
  return (
    <>
      <FormField form={form} name="code" label={label} autoComplete="one-time-code" />
      <FormNotice form={form} />
      <SubmitButton form={form} size={buttonSize}>
        {t('secondStep.continue')}
      </SubmitButton>
    </>
  );
}

/**
 * The second step of a login sent without JavaScript (docs/forms-without-javascript.md): the site's server kept the
 * pending sign-in in a cookie of this page, so the code is posted to that server, also once the app has loaded. The
 * server's answer names no factors, so the field asks for either code; a passkey needs the app, and the page says so.
 */
export function PostedSecondStep({
  formClassName = 'ui-form',
  buttonSize = 'md',
}: {
  formClassName?: string;
  buttonSize?: 'md' | 'lg';
}) {
  const t = useTexts(onDemandMessages);
  const form = useRulesForm({ ...publicFormOptions(SECOND_STEP_FORM), signsIn: true });
  return (
    <div>
      <h2>{t('secondStep.title')}</h2>
      <p>{t('secondStep.passkeyNeedsScript')}</p>
      <PostableForm form={form} alwaysPosted className={formClassName} aria-label={t('secondStep.title')}>
        <CodeFields form={form} label={t('secondStep.codeOrRecovery')} buttonSize={buttonSize} />
      </PostableForm>
    </div>
  );
}
