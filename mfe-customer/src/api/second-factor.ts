// The signed-in user's second sign-in step: its state from the one query layer, its writes through the one API client
// (a confirmed write to these paths makes the state stale by itself).
import {
  SECOND_FACTOR_PATHS,
  SECOND_FACTOR_QUERY_ROOT,
  resourcePath,
  type PasskeySummary,
  type RecoveryCodes,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@agency/contracts';
import type { CURRENT_PASSWORD_RULES } from '@agency/contracts/account-rules';
import { api, apiRequest, useQuery, type FormValues } from '@agency/ui';

const PATHS = SECOND_FACTOR_PATHS;

/** What could turn the second step off carries the password, typed again. */
export type PasswordTypedAgain = FormValues<keyof typeof CURRENT_PASSWORD_RULES>;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: [...SECOND_FACTOR_QUERY_ROOT, 'status'],
    queryFn: ({ signal }) => api.get<SecondFactorStatus>(PATHS.status, { signal }),
  });
}

export function startTotp(): Promise<TotpEnrolment> {
  return api.post<TotpEnrolment>(PATHS.totpStart);
}

/** The app's first code; past an admin's deadline, with the password typed again. */
export function confirmTotp(body: {
  code: string;
  currentPassword?: string;
}): Promise<Partial<RecoveryCodes>> {
  return api.post<Partial<RecoveryCodes>>(PATHS.totpConfirm, body);
}

export function removeTotp(body: PasswordTypedAgain): Promise<void> {
  return apiRequest<void>(PATHS.totpRemove, { method: 'DELETE', body });
}

export function regenerateRecoveryCodes(body: PasswordTypedAgain): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>(PATHS.recoveryCodes, body);
}

export function removePasskey(id: string, body: PasswordTypedAgain): Promise<void> {
  return apiRequest<void>(resourcePath(PATHS.passkeyRemove, id), { method: 'DELETE', body });
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
    api.post<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>(
      PATHS.passkeyOptions,
    ),
  ]);
  const credential = await startRegistration({ optionsJSON });
  return api.post(PATHS.passkeyAdd, { credential: JSON.stringify(credential), ...passwordAgain });
}
