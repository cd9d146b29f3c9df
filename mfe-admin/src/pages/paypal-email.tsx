import { BackOfficePage, callEndpoint, Link, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { PaypalEmailSetting } from '@agency/contracts';
import { PAYPAL_EMAIL_ENDPOINTS } from '@agency/contracts/endpoints/paypal-email';
import { EmailForm } from '../admin/email-form';
import { PAYPAL_EMAIL } from '../admin/email-records';
import { WithRecord } from '../admin/with-record';
import { adminMessages } from '../messages';

export default function PaypalEmailPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={t('page.paymentEmail')}
      narrow
      actions={<Link to="/admin">{t('page.dashboard')}</Link>}
    >
      <WithRecord<PaypalEmailSetting> query={recordQueries.paypalEmail} notFound={t('paypal.notFound')}>
        {(record) => (
          <EmailForm
            record={PAYPAL_EMAIL}
            initial={record.paypalEmail}
            submitLabel={t('paypal.update')}
            save={(value) =>
              callEndpoint<PaypalEmailSetting>(PAYPAL_EMAIL_ENDPOINTS.update, {
                params: { id: record._id },
                body: value,
              })
            }
            successText={t('paypal.updated')}
            hint={t('paypal.hint')}
          />
        )}
      </WithRecord>
    </BackOfficePage>
  );
}
