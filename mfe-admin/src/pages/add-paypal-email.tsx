import { api, BackOfficePage, LoadState, recordQueries, useQuery } from '@agency/ui';
import { RECORD_PATHS, type PaypalEmailSetting } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { RecordLinks } from '../admin/record-links';

/** One business e-mail receives the payments: with none the form adds it, otherwise the link edits it. */
function PaypalEmails() {
  // The add below makes this list stale (the api client tells the query cache), so it reads again by itself.
  const emails = useQuery(recordQueries.paypalEmails());
  const records = emails.data ?? [];
  return (
    <LoadState query={emails}>
      {records.length === 0 ? (
        <EmailForm
          record={PAYPAL_EMAIL}
          submitLabel="Add Email"
          save={(value) => api.post<PaypalEmailSetting>(RECORD_PATHS.paypalEmail.add, value)}
          successText="Paypal Email Added"
        />
      ) : (
        <RecordLinks
          label="Paypal e-mails"
          records={records}
          to={(record) => `/paypal-email/${record._id}`}
          text={(record) => record.paypalEmail}
        />
      )}
    </LoadState>
  );
}

export default function AddPaypalEmailPage() {
  return (
    <BackOfficePage title="Add Paypal Email" narrow>
      <PaypalEmails />
    </BackOfficePage>
  );
}
