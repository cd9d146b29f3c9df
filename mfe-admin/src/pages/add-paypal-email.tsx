import { AdminOnly, api, LoadState, Page, PageHeader, useApiQuery } from '@agency/ui';
import { PAYPAL_EMAIL_RULES, type PaypalEmailSetting } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { RecordLinks } from '../admin/record-links';

/** One business e-mail receives the payments: with none the form adds it, otherwise the link edits it. */
function PaypalEmails() {
  const emails = useApiQuery<PaypalEmailSetting[]>('/paypal-email');
  const records = emails.data ?? [];
  return (
    <LoadState loading={emails.loading && !emails.data} error={emails.error} onRetry={emails.reload}>
      {records.length === 0 ? (
        <EmailForm
          field="paypalEmail"
          rule={PAYPAL_EMAIL_RULES.paypalEmail}
          label="Paypal Email"
          submitLabel="Add Email"
          save={(value) => api.post<PaypalEmailSetting>('/add-email', value)}
          successText="Paypal Email Added"
          onSaved={emails.reload}
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
    <AdminOnly title="Add Paypal Email">
      <Page narrow>
        <PageHeader title="Add Paypal Email" />
        <PaypalEmails />
      </Page>
    </AdminOnly>
  );
}
