import { EMAIL_FIELD, type AuthField } from './auth-form';

export const LOGIN_FIELDS: readonly AuthField<'email' | 'password'>[] = [
  EMAIL_FIELD,
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'current-password' },
];

export const SIGN_UP_FIELDS: readonly AuthField<'email' | 'password'>[] = [
  EMAIL_FIELD,
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
];
