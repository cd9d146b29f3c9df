import type { CsvColumn } from '../export/csv';
import type { Subscriber } from './schemas/subscriber.schema';

/** The columns of the subscribers export. */
export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<Subscriber>[] = [
  { header: 'Email', value: (subscriber) => subscriber.subemail },
  { header: 'Subscribed', value: (subscriber) => subscriber.createdAt },
];
