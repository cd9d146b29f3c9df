import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => unknown;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a cell gets a leading
// apostrophe, which spreadsheets show as text and never evaluate.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised against formulas and quoted as RFC 4180 asks when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text =
    value === undefined || value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

async function* csvLines<T>(columns: readonly CsvColumn<T>[], records: AsyncIterable<T>) {
  yield csvLine(columns.map((column) => column.header));
  for await (const record of records) yield csvLine(columns.map((column) => column.value(record)));
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
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(csvLines(columns, records)));
}
