import type { CsvColumn } from '../export/csv';
import type { Message } from './schemas/message.schema';

/** The columns of the messages export: what the admin's table shows, with the date and the message itself. */
export const MESSAGE_CSV_COLUMNS: readonly CsvColumn<Message>[] = [
  { header: 'Date', value: (message) => message.createdAt },
  { header: 'Full Name', value: (message) => message.name },
  { header: 'Email', value: (message) => message.email },
  { header: 'Phone Number', value: (message) => message.number },
  { header: 'Subject', value: (message) => message.subject },
  { header: 'Message', value: (message) => message.message },
  { header: 'Message Status', value: (message) => message.messageStatus },
];
