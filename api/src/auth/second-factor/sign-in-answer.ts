import type { SecondFactorSetup } from '@agency/contracts';
import type { SessionUser } from '../session-user';

/** Who is signed in, as the site reads it; an admin without a second step also learns until when that may last. */
export function signedInAnswer(user: SessionUser, setup: SecondFactorSetup | null) {
  return {
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    ...(setup ? { secondFactorSetup: setup } : {}),
  };
}
