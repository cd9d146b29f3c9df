import type { SecondStepChallenge, SecondStepMethod } from '@agency/contracts';

/** Sign-in's answer when the password was right and the second step is still to come: the ways this account has. */
export function secondStepChallenge(
  factors: { totp: boolean; passkey: boolean },
  expiresAt: Date,
): SecondStepChallenge {
  const methods: SecondStepMethod[] = [
    ...(factors.passkey ? (['passkey'] as const) : []),
    ...(factors.totp ? (['totp'] as const) : []),
    'recovery-code',
  ];
  return { secondStep: { methods, expiresAt: expiresAt.toISOString() } };
}
