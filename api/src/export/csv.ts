import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => unknown;
}

/**
 * RFC 4180 lines ending in CRLF, quoted where a cell holds a comma, quote or line break. A spreadsheet runs a cell
 * starting with `=`, `+`, `-`, `@`, tab or CR as a formula (CSV injection): `escape_formulas` gives such a cell a
 * leading apostrophe, which spreadsheets show as text and never evaluate.
 */
const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // With its own record delimiter the library would leave a lone CR or LF inside a cell unquoted.
  quote_record_delimiter: true,
  escape_formulas: true,
};

/** Every cell is text before it is written, so a negative number is neutralised like any other leading `-`. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

/** One cell as it appears in an export. */
export function csvCell(value: unknown): string {
  return stringifyNow([[cellText(value)]], { ...CSV_OPTIONS, eof: false });
}

async function* csvRows<T>(columns: readonly CsvColumn<T>[], records: AsyncIterable<T>) {
  yield columns.map((column) => column.header);
  for await (const record of records) yield columns.map((column) => cellText(column.value(record)));
}

/**
 * Sends `records` as a CSV download, one line at a time as the cursor yields them: an export of any size holds one
 * record in memory, not the list.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  records: AsyncIterable<T>,
): FastifyReply {
  const csv = stringify(CSV_OPTIONS);
  // A failing cursor ends the download with an error, which Fastify logs; nothing else is left to clean up.
  pipeline(Readable.from(csvRows(columns, records)), csv, () => undefined);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
