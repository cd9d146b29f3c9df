import type { ReactNode } from 'react';
import { Link } from '@agency/ui';

/** Existing records of a settings list, each linking to its edit page. */
export function RecordLinks<T extends { _id: string }>({
  label,
  records,
  to,
  text,
  note,
}: {
  label: string;
  records: T[];
  to: (record: T) => string;
  text: (record: T) => string;
  /** Said after the link, e.g. that the record is still pending. */
  note?: (record: T) => ReactNode;
}) {
  return (
    <ul className="admin-record-links" aria-label={label}>
      {records.map((record) => (
        <li key={record._id}>
          <Link to={to(record)}>{text(record)}</Link>
          {note ? <> {note(record)}</> : null}
        </li>
      ))}
    </ul>
  );
}
