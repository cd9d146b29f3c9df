import { api, BackOfficePage, LoadState, recordQueries, useQuery, useTexts } from '@agency/ui';
import { RECORD_PATHS, type PaypalEmailSetting } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { RecordLinks } from '../admin/record-links';
import { adminMessages } from '../messages';

/** One business e-mail receives the payments: with none the form adds it, otherwise the link edits it. */
function PaypalEmails() {
  const t = useTexts(adminMessages);
  // The add below makes this list stale (the api client tells the query cache), so it reads again by itself.
  const emails = useQuery(recordQueries.paypalEmails());
  const records = emails.data ?? [];
  return (
    <LoadState query={emails}>
      {records.length === 0 ? (
        <EmailForm
          record={PAYPAL_EMAIL}
          submitLabel={t('paypal.add')}
          save={(value) => api.post<PaypalEmailSetting>(RECORD_PATHS.paypalEmail.add, value)}
          successText={t('paypal.added')}
        />
      ) : (
        <RecordLinks
          label={t('paypal.list')}
          records={records}
          to={(record) => `/paypal-email/${record._id}`}
          text={(record) => record.paypalEmail}
        />
      )}
    </LoadState>
  );
}

export default function AddPaypalEmailPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage title={t('page.addPaypalEmail')} narrow>
      <PaypalEmails />
    </BackOfficePage>
  );
}
