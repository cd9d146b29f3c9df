import { Link } from '@agency/ui';

/** Existing records of a settings list, each linking to its edit page. */
export function RecordLinks<T extends { _id: string }>({
  label,
  records,
  to,
  text,
}: {
  label: string;
  records: T[];
  to: (record: T) => string;
  text: (record: T) => string;
}) {
  return (
    <ul className="admin-record-links" aria-label={label}>
      {records.map((record) => (
        <li key={record._id}>
          <Link to={to(record)}>{text(record)}</Link>
        </li>
      ))}
    </ul>
  );
}
