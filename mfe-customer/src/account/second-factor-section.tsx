import {
  CURRENT_PASSWORD_RULES,
  TOTP_CONFIRM_RULES,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@agency/contracts';
import {
  ApiError,
  Button,
  Card,
  FormField,
  FormNotice,
  LoadState,
  Notice,
  SubmitButton,
  useRulesForm,
} from '@agency/ui';
import { useState } from 'react';
import {
  addPasskey,
  confirmTotp,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  startTotp,
  useSecondFactorStatus,
  type PasswordTypedAgain,
} from '../api/second-factor';
import { QrCode } from './qr-code';
import { CurrentPasswordField } from './current-password-field';

/** Where the sign-in prompt and the shell's guard send an admin who must add a second step. */
export const SECURITY_SECTION_ID = 'security';
export const PASSKEY_ADDED = 'Your passkey was added. Sign-ins now ask for it after the password.';
export const APP_ADDED =
  'Your authenticator app was added. Sign-ins now ask for its code after the password.';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'That did not work. Please try again.';

/** Runs one change at a time and says what happened only after the server confirmed it. */
function useChange() {
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
      setFailure(failureText(error));
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
          Cancel
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
  return (
    <div className="account-recovery-codes">
      <Notice tone="info">
        Save these recovery codes somewhere safe now: they are shown only once. Each one signs you in once if
        you lose your phone or passkey.
      </Notice>
      <ul aria-label="Your recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The QR code, its URI and the secret in text, and the first code that proves the app has it. */
function AppEnrolment({
  enrolment,
  onAdded,
}: {
  enrolment: TotpEnrolment;
  onAdded: (codes?: string[]) => void;
}) {
  const form = useRulesForm({
    rules: TOTP_CONFIRM_RULES,
    submit: confirmTotp,
    onSuccess: (answer) => onAdded(answer.recoveryCodes),
    draftKey: false,
  });
  return (
    <div className="account-enrolment">
      <p>Scan this code with your authenticator app, or type the key into it.</p>
      <QrCode text={enrolment.uri} label="QR code of your authenticator app's setup" />
      <p>
        Key: <code aria-label="Setup key">{enrolment.secret}</code>
      </p>
      <p>
        <a href={enrolment.uri}>Open in an authenticator app on this device</a>
      </p>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Confirm authenticator app">
        <FormField
          form={form}
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <FormNotice form={form} />
        <SubmitButton form={form}>Confirm</SubmitButton>
      </form>
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
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [added, setAdded] = useState(false);
  const change = useChange();
  if (enrolment && !status.totp)
    return (
      <AppEnrolment
        enrolment={enrolment}
        onAdded={(codes) => {
          setEnrolment(undefined);
          setAdded(true);
          if (codes) onCodes(codes);
        }}
      />
    );
  return (
    <div>
      <h4>Authenticator app</h4>
      {status.totp ? (
        <>
          <p>An authenticator app gives your sign-in codes.</p>
          <WithPasswordAgain
            action="Remove authenticator app"
            submit={removeTotp}
            onDone={() => change.confirmed('The authenticator app was removed.')}
          />
        </>
      ) : (
        <Button
          variant="secondary"
          busy={change.busy === 'start'}
          onClick={() =>
            void change.run('start', startTotp, (answer) => {
              setEnrolment(answer);
              return undefined;
            })
          }
        >
          Add an authenticator app
        </Button>
      )}
      {added && status.totp ? <Notice tone="success">{APP_ADDED}</Notice> : null}
      {change.done ? <Notice tone="success">{change.done}</Notice> : null}
      {change.failure ? <Notice tone="error">{change.failure}</Notice> : null}
    </div>
  );
}

function Passkeys({ status, onCodes }: { status: SecondFactorStatus; onCodes: (codes: string[]) => void }) {
  const change = useChange();
  return (
    <div>
      <h4>Passkeys</h4>
      {status.passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys">
          {status.passkeys.map((passkey) => (
            <li key={passkey._id}>
              {passkey.name}, added {day(passkey.createdAt)}
              {passkey.lastUsedAt ? `, last used ${day(passkey.lastUsedAt)}` : ''}{' '}
              <WithPasswordAgain
                action="Remove"
                name={`Remove ${passkey.name}`}
                size="sm"
                submit={(body) => removePasskey(passkey._id, body)}
                onDone={() => change.confirmed('The passkey was removed.')}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        busy={change.busy === 'add'}
        onClick={() =>
          void change.run('add', addPasskey, (answer) => {
            if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
            return PASSKEY_ADDED;
          })
        }
      >
        Add a passkey
      </Button>
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
  if (!status.totp && status.passkeys.length === 0) return null;
  return (
    <div>
      <h4>Recovery codes</h4>
      <p>{status.recoveryCodesLeft} of your recovery codes are left.</p>
      <WithPasswordAgain
        action="Make new recovery codes"
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
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[]>();
  const setup = status.data?.setup;
  return (
    <section id={SECURITY_SECTION_ID} aria-label="Sign-in security">
      <Card title="Sign-in security">
        <p>
          After your password, sign-in asks for a second step: a passkey, or a code from an authenticator app.
        </p>
        {setup ? (
          <Notice tone={setup.overdue ? 'error' : 'info'}>
            {setup.overdue
              ? 'Add a passkey or an authenticator app to use the back office again.'
              : `Add a passkey or an authenticator app: from ${day(setup.requiredFrom)} the back office needs one.`}
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
