import { apiMessage, type ApiErrorId } from '../src/i18n/api-message';
import { translateMessage } from '../src/i18n/translate-error';

// A message with arguments answers in English exactly what the API wrote before it had ids: each case is the text
// the old template made with the same values.
const CASES: Array<[ApiErrorId, Record<string, string | number>, string]> = [
  ['error.order.notCancellable', { status: 'Paid' }, 'This order is Paid and cannot be cancelled'],
  [
    'error.order.notPaidAgain',
    { status: 'UnPaid' },
    'This order is UnPaid: only a cancelled order is paid again',
  ],
  ['error.order.notPayable', { status: 'Refunded' }, 'This order is Refunded and cannot be paid'],
  ['error.order.notRefundable', { status: 'Cancelled' }, 'This order is Cancelled and cannot be refunded'],
  ['error.order.noPackage', { field: 'packageName' }, 'packageName names no pricing package'],
  [
    'error.payment.refundRefused',
    { reason: 'no reason given' },
    'PayPal refused the refund: no reason given',
  ],
  ['error.id.malformed', { field: 'id' }, 'id must be a 24-character hexadecimal record id'],
  [
    'error.locale.notSiteLanguage',
    { param: 'locale', languages: 'en, de' },
    "locale must be one of the site's languages: en, de",
  ],
  [
    'error.search.unknownParameter',
    { field: 'colour', list: 'orders' },
    'colour is not a way to search orders',
  ],
  [
    'error.search.sort',
    { fields: 'createdAt, name' },
    'sort must be one of createdAt, name, with - first for descending',
  ],
  ['error.content.notFound', { block: 'faq text' }, 'No faq text record with this id'],
  [
    'error.content.unknownIds',
    { ids: 'a', count: 1, block: 'faq' },
    'ids holds a, which is not among the faq',
  ],
  [
    'error.content.unknownIds',
    { ids: 'a, b', count: 2, block: 'faq' },
    'ids holds a, b, which are not among the faq',
  ],
  [
    'error.content.valueTaken',
    { field: 'slug', value: 'a\\u0041', block: 'page' },
    'slug must be unique: “a\\u0041” is already used by another page record',
  ],
  ['error.content.scheduleTooFar', { days: 365 }, 'publishAt must be within 365 days'],
  [
    'error.media.tooManyPixels',
    { width: 9000, height: 9000, millions: 40 },
    'The image is 9000 × 9000 pixels; at most 40 million pixels are accepted',
  ],
  [
    'error.release.incompatible',
    { count: 1 },
    'Refused: 1 incompatibility with the live releases (force skips this check)',
  ],
  [
    'error.release.incompatible',
    { count: 3 },
    'Refused: 3 incompatibilities with the live releases (force skips this check)',
  ],
  ['error.release.notValid', { field: 'version', value: 'x"y' }, 'version is not valid: "x"y"'],
];

test.each(CASES)('%s says in English what the API always said', (id, params, english) => {
  expect(apiMessage(id, params)).toEqual({ message: english, code: id, params });
  expect(translateMessage('en', apiMessage(id, params))).toBe(english);
});

test('the filter says a message with arguments in German, its arguments kept as written', () => {
  expect(translateMessage('de', apiMessage('error.order.notCancellable', { status: 'Paid' }))).toBe(
    'Diese Bestellung ist bezahlt und kann nicht storniert werden',
  );
  expect(
    translateMessage(
      'de',
      apiMessage('error.content.valueTaken', { field: 'slug', value: 'a\\u0041', block: 'page' }),
    ),
  ).toBe(
    'slug muss eindeutig sein: „a\\u0041“ wird bereits von einem anderen Eintrag vom Typ „page“ verwendet',
  );
});
