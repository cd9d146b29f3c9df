import { CURRENT_PASSWORD_RULES, type SecondFactorStatus, type TotpEnrolment } from '@agency/contracts';
import {
  ApiError,
  Button,
  Card,
  FormNotice,
  LoadState,
  Notice,
  Skeleton,
  SubmitButton,
  useFormat,
  useRulesForm,
  useTexts,
} from '@agency/ui';
import { lazy, Suspense, useState } from 'react';
import {
  addPasskey,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  startTotp,
  useSecondFactorStatus,
  type PasswordTypedAgain,
} from '../api/second-factor';
import { customerMessages } from '../messages';
import { CurrentPasswordField } from './current-password-field';

// Adding an authenticator app (its QR code, the first code's form) loads when someone starts to add one.
const loadAppEnrolment = () => import('./app-enrolment');
const AppEnrolment = lazy(loadAppEnrolment);

/** Where the sign-in prompt and the shell's guard send an admin who must add a second step. */
export const SECURITY_SECTION_ID = 'security';

/** A day as the page's language writes it ("Jan 31, 2026"). */
function useDay() {
  const format = useFormat();
  return (iso: string) => format.date(iso, { dateStyle: 'medium' });
}

/** Runs one change at a time and says what happened only after the server confirmed it. */
function useChange() {
  const t = useTexts(customerMessages);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const run = async <T,>(key: string, write: () => Promise<T>, after: (answer: T) => string | undefined) => {
    setBusy(key);
    setFailure(undefined);
    setDone(undefined);
    try {
      setDone(after(await write()));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('security.failed'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, done, run, confirmed: setDone };
}

/**
 * A change that could turn the second step off, or hand out codes that pass it: its button opens a form that asks
 * for the password again, so an open or stolen session alone cannot make it.
 */
function WithPasswordAgain<R>({
  action,
  name = action,
  size,
  submit,
  onDone,
}: {
  /** The button's text, and the form's once opened. */
  action: string;
  /** What it changes, when the button's text alone does not say (one passkey among several). */
  name?: string;
  size?: 'sm';
  submit: (body: PasswordTypedAgain) => Promise<R>;
  onDone: (answer: R) => void;
}) {
  const t = useTexts(customerMessages);
  const [open, setOpen] = useState(false);
  const form = useRulesForm({
    rules: CURRENT_PASSWORD_RULES,
    submit,
    onSuccess: (answer) => {
      setOpen(false);
      onDone(answer);
    },
    clearOnSuccess: true,
    draftKey: false,
  });
  if (!open)
    return (
      <Button size={size} variant="secondary" aria-label={name} onClick={() => setOpen(true)}>
        {action}
      </Button>
    );
  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={name}>
      <CurrentPasswordField form={form} />
      <FormNotice form={form} />
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('security.cancel')}
        </Button>
        <SubmitButton form={form} variant="danger">
          {action}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Shown once: the site keeps only their hashes. */
function RecoveryCodesShown({ codes }: { codes: string[] }) {
  const t = useTexts(customerMessages);
  return (
    <div className="account-recovery-codes">
      <Notice tone="info">{t('security.codesShown')}</Notice>
      <ul aria-label={t('security.codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthenticatorApp({
  status,
  onCodes,
}: {
  status: SecondFactorStatus;
  onCodes: (codes: string[]) => void;
}) {
  const t = useTexts(customerMessages);
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [added, setAdded] = useState(false);
  const change = useChange();
  if (enrolment && !status.totp)
    return (
      <Suspense fallback={<Skeleton lines={6} />}>
        <AppEnrolment
          enrolment={enrolment}
          passwordAgain={status.setup?.overdue === true}
          onAdded={(codes) => {
            setEnrolment(undefined);
            setAdded(true);
            if (codes) onCodes(codes);
          }}
        />
      </Suspense>
    );
  return (
    <div>
      <h4>{t('security.appTitle')}</h4>
      {status.totp ? (
        <>
          <p>{t('security.appActive')}</p>
          <WithPasswordAgain
            action={t('security.appRemove')}
            submit={removeTotp}
            onDone={() => change.confirmed(t('security.appRemoved'))}
          />
        </>
      ) : (
        <Button
          variant="secondary"
          busy={change.busy === 'start'}
          onClick={() =>
            void change.run(
              'start',
              () => Promise.all([startTotp(), loadAppEnrolment()]).then(([answer]) => answer),
              (answer) => {
                setEnrolment(answer);
                return undefined;
              },
            )
          }
        >
          {t('security.appAdd')}
        </Button>
      )}
      {added && status.totp ? <Notice tone="success">{t('security.appAdded')}</Notice> : null}
      {change.done ? <Notice tone="success">{change.done}</Notice> : null}
      {change.failure ? <Notice tone="error">{change.failure}</Notice> : null}
    </div>
  );
}

function Passkeys({ status, onCodes }: { status: SecondFactorStatus; onCodes: (codes: string[]) => void }) {
  const t = useTexts(customerMessages);
  const day = useDay();
  const change = useChange();
  return (
    <div>
      <h4>{t('security.passkeysTitle')}</h4>
      {status.passkeys.length === 0 ? (
        <p>{t('security.passkeysNone')}</p>
      ) : (
        <ul aria-label={t('security.passkeysList')}>
          {status.passkeys.map((passkey) => (
            <li key={passkey._id}>
              {passkey.lastUsedAt
                ? t('security.passkeyUsed', {
                    name: passkey.name,
                    added: day(passkey.createdAt),
                    lastUsed: day(passkey.lastUsedAt),
                  })
                : t('security.passkey', { name: passkey.name, added: day(passkey.createdAt) })}{' '}
              <WithPasswordAgain
                action={t('security.passkeyRemove')}
                name={t('security.passkeyRemoveNamed', { name: passkey.name })}
                size="sm"
                submit={(body) => removePasskey(passkey._id, body)}
                onDone={() => change.confirmed(t('security.passkeyRemoved'))}
              />
            </li>
          ))}
        </ul>
      )}
      {status.setup?.overdue ? (
        // Past an admin's deadline the password comes first: the session alone does not choose the factor.
        <WithPasswordAgain
          action={t('security.passkeyAdd')}
          submit={addPasskey}
          onDone={(answer) => {
            if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
            change.confirmed(t('security.passkeyAdded'));
          }}
        />
      ) : (
        <Button
          variant="secondary"
          busy={change.busy === 'add'}
          onClick={() =>
            void change.run(
              'add',
              () => addPasskey(),
              (answer) => {
                if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
                return t('security.passkeyAdded');
              },
            )
          }
        >
          {t('security.passkeyAdd')}
        </Button>
      )}
      {change.done ? <Notice tone="success">{change.done}</Notice> : null}
      {change.failure ? <Notice tone="error">{change.failure}</Notice> : null}
    </div>
  );
}

function RecoveryCodesPart({
  status,
  onCodes,
}: {
  status: SecondFactorStatus;
  onCodes: (codes: string[]) => void;
}) {
  const t = useTexts(customerMessages);
  if (!status.totp && status.passkeys.length === 0) return null;
  return (
    <div>
      <h4>{t('security.recoveryTitle')}</h4>
      <p>{t('security.recoveryLeft', { count: status.recoveryCodesLeft })}</p>
      <WithPasswordAgain
        action={t('security.recoveryRegenerate')}
        submit={regenerateRecoveryCodes}
        onDone={(answer) => onCodes(answer.recoveryCodes)}
      />
    </div>
  );
}

/**
 * The account's second sign-in step: an authenticator app, passkeys and recovery codes (docs/accounts.md). An admin
 * without one is told until when the back office stays open to them.
 */
export function SecondFactorSection() {
  const t = useTexts(customerMessages);
  const day = useDay();
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[]>();
  const setup = status.data?.setup;
  return (
    <section id={SECURITY_SECTION_ID} aria-label={t('security.title')}>
      <Card title={t('security.title')}>
        <p>{t('security.intro')}</p>
        {setup ? (
          <Notice tone={setup.overdue ? 'error' : 'info'}>
            {setup.overdue
              ? t('security.overdue')
              : t('security.requiredFrom', { date: day(setup.requiredFrom) })}
          </Notice>
        ) : null}
        <LoadState query={status} lines={4}>
          {status.data ? (
            <div className="ui-stack">
              <Passkeys status={status.data} onCodes={setCodes} />
              <AuthenticatorApp status={status.data} onCodes={setCodes} />
              <RecoveryCodesPart status={status.data} onCodes={setCodes} />
              {codes ? <RecoveryCodesShown codes={codes} /> : null}
            </div>
          ) : null}
        </LoadState>
      </Card>
    </section>
  );
}
