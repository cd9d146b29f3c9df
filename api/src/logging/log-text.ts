// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A log message with its control characters written out (`\n`, `\x1b`, `\u2028`): values a client sent (an IPN's
 * fields, a header) can neither start a line of their own that reads as the API's, nor drive the terminal.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (character) => {
    const code = character.charCodeAt(0);
    return NAMED[character] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}
