/**
 * How one body field is checked. Shared by the API (which enforces it) and the browser forms (which
 * check before sending), so a rule and its message exist once.
 */
export type FieldKind = 'text' | 'link' | 'email' | 'enum' | 'phone';

/** A phone number as people write one: digits (at least one), spaces and `+ ( ) - .`, kept as typed. */
export const PHONE_PATTERN = /^(?=.*\d)[\d +().-]+$/;

export interface FieldRule {
  kind: FieldKind;
  required: boolean;
  maxLength: number;
  minLength?: number;
  /** Allowed values for enum fields. */
  values?: readonly string[];
  /** `null` is a value of its own (it clears what the field sets), not a missing field. */
  nullable?: boolean;
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean;
  /** Human label used in messages; defaults to the field name. */
  label?: string;
  /** Messages that the product description fixes verbatim (e.g. 'Email is Required'). */
  messages?: Partial<Record<'required' | 'invalid' | 'minLength' | 'maxLength', string>>;
}

export type BodyRules = Record<string, FieldRule>;

export const TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 200;
export const LINK_MAX = 2048;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
