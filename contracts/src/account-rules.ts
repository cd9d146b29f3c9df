import { EMAIL_MAX, type BodyRules } from './field-rules';

/** Sign-in and registration rules with their documented messages, word for word. */
export const CREDENTIAL_RULES = {
  email: {
    kind: 'email',
    required: true,
    maxLength: EMAIL_MAX,
    messages: { required: 'Email is Required', invalid: 'Provide a Valid Email' },
  },
  password: {
    kind: 'text',
    required: true,
    trim: false,
    minLength: 6,
    maxLength: 128,
    messages: {
      required: 'Password is Required',
      minLength: 'Minimum 6 Characters',
      maxLength: 'Maximum 128 Characters',
    },
  },
} as const satisfies BodyRules;

export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password. Please try again.';
export const RESET_REQUESTED_MESSAGE = 'Password reset. Check your inbox!';
