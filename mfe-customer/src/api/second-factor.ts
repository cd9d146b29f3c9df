// The signed-in user's second sign-in step: its state from the one query layer, its writes through the one API client
// (a confirmed write to these paths makes the state stale by itself).
import {
  SECOND_FACTOR_QUERY_ROOT,
  type PasskeySummary,
  type RecoveryCodes,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@agency/contracts';
import type { CURRENT_PASSWORD_RULES } from '@agency/contracts/account-rules';
import { SECOND_FACTOR_ENDPOINTS as FACTORS } from '@agency/contracts/endpoints/second-factor';
import { callEndpoint, useQuery, type FormValues } from '@agency/ui';

/** What could turn the second step off carries the password, typed again. */
export type PasswordTypedAgain = FormValues<keyof typeof CURRENT_PASSWORD_RULES>;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: [...SECOND_FACTOR_QUERY_ROOT, 'status'],
    queryFn: ({ signal }) => callEndpoint<SecondFactorStatus>(FACTORS.status, { signal }),
  });
}

export function startTotp(): Promise<TotpEnrolment> {
  return callEndpoint<TotpEnrolment>(FACTORS.totpStart);
}

/** The app's first code; past an admin's deadline, with the password typed again. */
export function confirmTotp(body: {
  code: string;
  currentPassword?: string;
}): Promise<Partial<RecoveryCodes>> {
  return callEndpoint<Partial<RecoveryCodes>>(FACTORS.totpConfirm, { body: body });
}

export function removeTotp(body: PasswordTypedAgain): Promise<void> {
  return callEndpoint<void>(FACTORS.totpRemove, { body });
}

export function regenerateRecoveryCodes(body: PasswordTypedAgain): Promise<RecoveryCodes> {
  return callEndpoint<RecoveryCodes>(FACTORS.recoveryCodes, { body: body });
}

export function removePasskey(id: string, body: PasswordTypedAgain): Promise<void> {
  return callEndpoint<void>(FACTORS.passkeyRemove, { params: { id: id }, body });
}

/**
 * Asks the browser to create a passkey for the server's challenge and stores it (past an admin's deadline, with the
 * password typed again). The WebAuthn library is loaded here, on first use, so no other page carries it.
 */
export async function addPasskey(
  passwordAgain?: PasswordTypedAgain,
): Promise<PasskeySummary & Partial<RecoveryCodes>> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    callEndpoint<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>(
      FACTORS.passkeyOptions,
    ),
  ]);
  const credential = await startRegistration({ optionsJSON });
  return callEndpoint(FACTORS.passkeyAdd, {
    body: { credential: JSON.stringify(credential), ...passwordAgain },
  });
}
