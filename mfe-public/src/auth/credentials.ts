// The spec's client-side rules and messages for login and register (spec 000 §5), kept verbatim.

export interface CredentialErrors {
  email?: string;
  password?: string;
}

export function validateCredentials({
  email,
  password,
}: {
  email: string;
  password: string;
}): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'Email is Required';
  else if (!/[a-zA-Z]{3}/.test(email)) errors.email = 'Provide a Valid Email';
  if (!password) errors.password = 'Password is Required';
  else if (password.length < 6) errors.password = 'Minimum 6 Characters';
  return errors;
}

/** Where to go after login: the page the guard sent us from, never an external or login URL. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  const pathname = from?.pathname;
  if (!pathname || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login')
    return '/dashboard';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
