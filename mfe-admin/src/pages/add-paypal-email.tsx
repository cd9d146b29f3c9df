import { BackOfficePage, ButtonLink, callEndpoint, LoadState, useQuery, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { PaypalEmailSetting } from '@agency/contracts';
import { PAYPAL_EMAIL_ENDPOINTS } from '@agency/contracts/endpoints/paypal-email';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { adminMessages } from '../messages';

/**
 * One business e-mail receives the payments: with none the form adds it, otherwise the address is shown with an
 * Edit button, and the page is titled for what it then shows (the current address, not an add form).
 */
function PaypalEmails({ records, emails }: { records: PaypalEmailSetting[]; emails: PaypalEmailsQuery }) {
  const t = useTexts(adminMessages);
  return (
    <LoadState query={emails}>
      {records.length === 0 ? (
        <EmailForm
          record={PAYPAL_EMAIL}
          submitLabel={t('paypal.add')}
          save={(value) => callEndpoint<PaypalEmailSetting>(PAYPAL_EMAIL_ENDPOINTS.add, { body: value })}
          successText={t('paypal.added')}
        />
      ) : (
        <ul className="admin-record-links" aria-label={t('paypal.list')}>
          {records.map((record) => (
            <li key={record._id}>
              <span>{record.paypalEmail}</span>{' '}
              <ButtonLink
                to={`/paypal-email/${record._id}`}
                variant="secondary"
                size="sm"
                aria-label={t('paypal.editOf', { email: record.paypalEmail })}
              >
                {t('paypal.edit')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

type PaypalEmailsQuery = ReturnType<typeof usePaypalEmails>;
const usePaypalEmails = () => useQuery(recordQueries.paypalEmails());

export default function AddPaypalEmailPage() {
  const t = useTexts(adminMessages);
  // The add makes this list stale (the api client tells the query cache), so it reads again by itself.
  const emails = usePaypalEmails();
  const records = emails.data ?? [];
  // Not narrow: the heading lines up with the breadcrumb above it, as on the other settings pages.
  return (
    <BackOfficePage title={records.length > 0 ? t('page.paymentEmail') : t('page.addPaypalEmail')}>
      <PaypalEmails records={records} emails={emails} />
    </BackOfficePage>
  );
}
