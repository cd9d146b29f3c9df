import { DEMO_ADMIN } from '@agency/contracts/demo-admin';

/**
 * Passwords that guessing tries first: the demo admin's (printed by every `npm start`) and the most common ones
 * in published password leaks. A production admin with one of these is one guess away from the back office.
 */
const GUESSED_FIRST = new Set([
  DEMO_ADMIN.password,
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'iloveyou',
  'admin',
  'admin123',
  'administrator',
  'letmein',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'changeme',
  'secret',
  'default',
  'agency',
]);

/** Whether production must refuse this as an admin's password. */
export function isGuessedFirst(password: string): boolean {
  return GUESSED_FIRST.has(password.trim().toLowerCase());
}
